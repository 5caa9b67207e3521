/**
 * The address of a cloud system's relay (cloud-api §5.10, docs/cloud-link.md §6): the portal's
 * `trafficRelayHost` (`/api/utils/settings`) with `{systemId}` (and `{host}`, the portal's own host) filled
 * in, over the portal's own protocol. On 127.0.0.1 the cloud names `{systemId}.relay.localhost:<port>`, which
 * browsers resolve to loopback.
 */
export function relayBaseUrl(
  trafficRelayHost: string,
  systemId: string,
  portal: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const host = trafficRelayHost
    .replaceAll('{systemId}', encodeURIComponent(systemId))
    .replaceAll('{host}', portal.host)
    .replace(/\/+$/, '');
  return `${portal.protocol}//${host}`;
}
