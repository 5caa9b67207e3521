/**
 * The cloud's WebSocket upgrades, sorted once: those whose Host or path names a system go to the relay
 * (docs/cloud-link.md §7), every other one to the link's endpoint (§1).
 */
import type { Server } from 'node:http';
import type { UpgradeHandler } from './link-endpoint.ts';
import { relayTargetOf } from './relay-target.ts';
import { type RelayUpgradeSources, relayUpgrade } from './relay-upgrade.ts';

export function serveUpgrades(server: Server, link: UpgradeHandler, relay: RelayUpgradeSources): void {
  server.on('upgrade', (request, socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const target = relayTargetOf(request);
    if (target) relayUpgrade(request, socket, head, target, relay);
    else link(request, socket, head);
  });
}
