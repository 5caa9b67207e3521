/**
 * Which requests the relay takes (docs/cloud-link.md §6): every request whose Host is
 * `<systemId>.relay.<anything>` (relayed whole), and `/api/systems/{id}/proxy/{path}` (relays `/{path}?query`,
 * without the portal's own cookies).
 */
import type { IncomingMessage } from 'node:http';

export interface RelayTarget {
  /** As the request named it (not checked yet). */
  systemId: string;
  /** Path and query on the server, from `/`. */
  path: string;
  /** The deprecated path form: the portal's cookies must not reach the server. */
  viaProxyPath: boolean;
}

const RELAY_HOST = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.relay\./i;
const PROXY_PATH = /^\/api\/systems\/([^/?]+)\/proxy(?=[/?]|$)\/?([^?]*)(\?.*)?$/;

export function relayTargetOf(request: IncomingMessage): RelayTarget | null {
  const url = request.url ?? '/';
  const byHost = RELAY_HOST.exec(request.headers.host ?? '');
  if (byHost)
    return {
      systemId: byHost[1]!.toLowerCase(),
      path: url.startsWith('/') ? url : `/${url}`,
      viaProxyPath: false,
    };
  const byPath = PROXY_PATH.exec(url);
  if (byPath)
    return {
      systemId: decodeURIComponent(byPath[1]!).toLowerCase(),
      path: `/${byPath[2] ?? ''}${byPath[3] ?? ''}`,
      viaProxyPath: true,
    };
  return null;
}
