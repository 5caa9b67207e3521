/**
 * Detach (media-server-api §4.3.2): this server leaves its system (system-replication/detach-server.ts). A
 * request for another server reaches it through `X-Server-Guid`; named by id here, that server is asked to
 * detach itself, so this server answers it is not the one.
 */
import { DomainError, Unavailable } from '@argus/contract';
import { serverDetachEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { verifyPassword } from '../../auth/password.ts';
import { type Route, route } from '../../http/route.ts';
import type { ServersService } from './servers.service.ts';
import { serverOfflineText } from './servers.view.ts';

export interface ServerDetachRoutesDeps {
  service: ServersService;
  detach(): Promise<void>;
}

export function serverDetachRoutes({ service, detach }: ServerDetachRoutesDeps): Route<Caller>[] {
  return [
    route(serverDetachEndpoints.detach, async ({ params }) => {
      const row = service.get(params.id);
      if (!service.isThis(row)) throw new Unavailable(serverOfflineText(row.id));
      await detach();
      return {};
    }),
    route(serverDetachEndpoints.detachLegacy, async ({ caller, body }) => {
      const hash = caller.user.passwordHash;
      if (hash && !(await verifyPassword(hash, body.currentPassword ?? '')))
        throw new DomainError('forbidden', 'Wrong password.');
      await detach();
      return null;
    }),
  ];
}
