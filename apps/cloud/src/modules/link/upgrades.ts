/**
 * The cloud's WebSocket upgrades, sorted once: those whose Host or path names a system go to the relay
 * (docs/cloud-link.md §7), every other one to the link's endpoint (§1). Once the node is closing, every
 * upgrade is refused (503): a server that links again at that moment would hold the HTTP server open.
 */
import type { Server } from 'node:http';
import { CloudError } from '@argus/contract/cloud';
import type { UpgradeHandler } from './link-endpoint.ts';
import { refuseUpgrade } from './raw-replies.ts';
import { relayTargetOf } from './relay-target.ts';
import { type RelayUpgradeSources, relayUpgrade } from './relay-upgrade.ts';

export function serveUpgrades(
  server: Server,
  link: UpgradeHandler,
  relay: RelayUpgradeSources,
  closing: () => boolean,
): void {
  server.on('upgrade', (request, socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (closing()) return refuseUpgrade(socket, new CloudError('serviceUnavailable'));
    const target = relayTargetOf(request);
    if (target) relayUpgrade(request, socket, head, target, relay);
    else link(request, socket, head);
  });
}
