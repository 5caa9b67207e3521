/** Servers: the public face of the module. */
export { serversLegacyRoutes } from './servers.legacy-routes.ts';
export { ServersRepository } from './servers.repository.ts';
export { serversRoutes } from './servers.routes.ts';
export { mergePatch, ServersService } from './servers.service.ts';
export { type ServerRow, servers } from './servers.table.ts';
export { ServersView, serverOfflineText } from './servers.view.ts';
