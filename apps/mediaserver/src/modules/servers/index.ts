/** Servers: the public face of the module. */
export { serverOrigin } from './server-origin.ts';
export { type GatherServers, gatherKeyed } from './servers.gather.ts';
export type { PeerReader } from './servers.peers.ts';
export { ServersRepository } from './servers.repository.ts';
export { mergePatch, ServersService } from './servers.service.ts';
export { type ServerRow, type ServerRowChanges, servers } from './servers.table.ts';
export { ServersView, serverOfflineText } from './servers.view.ts';
