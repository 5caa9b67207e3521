/** Where to dial each other server of the system for sync: its origin (servers/server-origin.ts), as ws(s). */
import type { Peer } from '../../replication/peer-link.ts';
import { type ServerRow, serverOrigin } from '../servers/index.ts';

export const SYNC_PATH = '/rest/v1/system/sync';

export function syncUrlOf(row: Pick<ServerRow, 'url' | 'endpoints'>): string | null {
  const origin = serverOrigin(row);
  if (!origin) return null;
  const ws = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${ws}//${origin.host}${SYNC_PATH}`;
}

export function peersOf(rows: readonly ServerRow[], self: string): Peer[] {
  const peers: Peer[] = [];
  for (const row of rows) {
    if (row.id === self) continue;
    const url = syncUrlOf(row);
    if (url) peers.push({ id: row.id, url });
  }
  return peers;
}
