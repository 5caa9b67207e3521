/**
 * Reading another server's own answer to a call about itself (media-server-api §1.6: `*` gathers from
 * every server; §1.1: another server's `this` resources are answered by that server). The reader belongs
 * to one request: it asks with the caller's credentials, which the other server checks itself.
 */
import type { ServerRow } from './servers.table.ts';

export interface PeerReader {
  /** The JSON reply of that server to a GET of `path`; rejects with 503 when it does not answer. */
  read(row: ServerRow, path: string): Promise<unknown>;
}
