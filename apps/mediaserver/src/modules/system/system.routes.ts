/** System identity, one-time setup and the legacy system calls (media-server-api §4.2). */
import { SPECIFIC_FEATURES, systemEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { type ConfigureDeps, configureSystem } from './configure.ts';
import type { SystemService } from './system.service.ts';
import { type SetupDeps, setupSystem } from './system-setup.ts';

export interface SystemRoutesDeps {
  system: SystemService;
  setup: SetupDeps;
  configure: ConfigureDeps;
  /** Asks the supervisor to restart this process once the reply is out. */
  restartAfterReply(reply: import('fastify').FastifyReply): void;
}

export function systemRoutes(d: SystemRoutesDeps): Route<Caller>[] {
  return [
    route(systemEndpoints.info, () => d.system.information()),
    route(systemEndpoints.setup, async ({ caller, body }) => {
      await setupSystem(d.setup, caller, body);
    }),
    route(systemEndpoints.ping, () => d.system.ping()),
    route(systemEndpoints.configure, async ({ reply, caller, body }) => {
      const result = await configureSystem(d.configure, caller, body ?? {});
      if (result.restartNeeded) d.restartAfterReply(reply);
      return result;
    }),
    route(systemEndpoints.specificFeatures, ({ reply }) =>
      reply.type('text/plain').send(
        Object.entries(SPECIFIC_FEATURES)
          .map(([k, v]) => `${k}=${v}\n`)
          .join(''),
      ),
    ),
  ];
}
