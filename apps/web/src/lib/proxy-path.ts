import type { EndpointDef } from '@argus/contract';

/**
 * A contract endpoint as reached through this server's `/proxy/{protocol}/{host[:port]}/{path}`
 * (media-server-api §1.1): the browser talks to its own server only, and an administrator's request goes on
 * to the server at `address` (`host[:port]`, e.g. one of another system before a merge). The call keeps this
 * server's credentials (they stay here; the target gets none of them) and the endpoint's own reply schema.
 *
 * The host is one encoded path segment, so its `:port` is never read as a path parameter. Servers answer
 * HTTPS on their one port, with their own certificates, which the forwarding server accepts.
 */
export function throughProxy<E extends EndpointDef>(endpoint: E, address: string, protocol = 'https'): E {
  return { ...endpoint, path: `/proxy/${protocol}/${encodeURIComponent(address)}${endpoint.path}` };
}
