/** Every route of the cloud, built from the root's services. */
import type { CloudCaller } from './auth/caller.ts';
import type { Root } from './composition.ts';
import type { Route } from './http/route.ts';
import { sessionRoutes } from './modules/sessions/session.routes.ts';
import { cdbSystemRoutes } from './modules/systems/cdb-systems.routes.ts';
import { sharingRoutes } from './modules/systems/sharing.routes.ts';
import { systemRoutes } from './modules/systems/systems.routes.ts';
import { pingRoutes } from './modules/utils/ping.routes.ts';

export function allRoutes(root: Root): Route<CloudCaller>[] {
  return [
    ...sessionRoutes(root.login, root.sessions),
    ...pingRoutes(),
    ...systemRoutes(root.systemsService, root.accountCredentials),
    ...sharingRoutes(root.sharing, root.accountCredentials),
    ...cdbSystemRoutes(root.systemsService, root.sharing),
  ];
}
