/**
 * WebSocket upgrades through the relay (docs/cloud-link.md §7): an upgrade whose Host or path names a system
 * (`relay-target.ts`) goes to its server like any relayed request — over this node's link, or to the node
 * holding the link — or is refused in the cloud's words on the raw socket: 403 for a browser page of a
 * foreign origin, 404 for no such system, 503 while it is offline.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { CloudError, RELAY_HOP_HEADER } from '@argus/contract/cloud';
import type { FastifyBaseLogger } from 'fastify';
import { refuseUpgrade } from './raw-replies.ts';
import type { RelaySources } from './relay.ts';
import { upgradeOriginAllowed } from './relay-cors.ts';
import { clientOfSocket, headersForServer, upgradeHeaders } from './relay-headers.ts';
import { offline } from './relay-over-link.ts';
import type { RelayTarget } from './relay-target.ts';
import { isLive } from './system-health.ts';
import { forwardUpgradeToNode } from './upgrade-forward.ts';
import { upgradeOverLink } from './upgrade-over-link.ts';

export type RelayUpgradeSources = Omit<RelaySources, 'logEveryRequest'> & { log: FastifyBaseLogger };

/** Relays one upgrade for `target`; failures are logged and answered 500 on the socket. */
export function relayUpgrade(
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  target: RelayTarget,
  s: RelayUpgradeSources,
): void {
  relay(request, socket, head, target, s).catch((error: unknown) => {
    s.log.error({ err: error }, 'relayed upgrade failed');
    refuseUpgrade(socket, new CloudError('unknownError'));
  });
}

async function relay(
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  target: RelayTarget,
  s: RelayUpgradeSources,
): Promise<void> {
  if (!upgradeOriginAllowed(request, s.portalOrigin))
    return refuseUpgrade(socket, new CloudError('forbidden'));
  const client = clientOfSocket(request);
  // A link held here answers without asking the database (as relay.ts does).
  const local = s.registry.get(target.systemId);
  if (local)
    return upgradeOverLink(local.mux, {
      socket,
      head,
      method: request.method ?? 'GET',
      path: target.path,
      headers: [...headersForServer(request, client, target.viaProxyPath), ...upgradeHeaders(request)],
    });
  const system = await s.systems.findById(target.systemId);
  if (!system) return refuseUpgrade(socket, new CloudError('notFound'));
  // An upgrade another node sent here is never sent on again (the link moved meanwhile: offline).
  if (request.headers[RELAY_HOP_HEADER] === undefined) {
    const link = await s.links.find(system.id);
    if (link && link.nodeId !== s.node.nodeId && isLive(link, s.clock(), s.timings.staleMs))
      return forwardUpgradeToNode(link.nodeUrl, request, socket, head, client);
  }
  refuseUpgrade(socket, offline());
}
