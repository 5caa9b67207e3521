/** Legacy calls on any resource (media-server-api §4.5.2): parameters and removal by id. */
import { legacyId } from '@argus/contract';
import { devicesEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { requireAccess } from '../../http/access.ts';
import { type Route, route } from '../../http/route.ts';
import type { ResourceParamsService } from './resource-params.service.ts';
import type { ResourceRemoval } from './resource-removal.ts';

export function resourcesLegacyRoutes(
  params: ResourceParamsService,
  removal: ResourceRemoval,
): Route<Caller>[] {
  return [
    route(devicesEndpoints.resourceParams, ({ caller, query }) => params.list(caller, query.id)),
    route(devicesEndpoints.setResourceParams, ({ caller, body }) => {
      params.set(caller, body);
      return {};
    }),
    route(devicesEndpoints.removeResourceParam, ({ caller, body }) => {
      params.remove(caller, body.resourceId, body.name);
      return {};
    }),
    route(devicesEndpoints.removeResource, async ({ caller, body }) => ({
      id: legacyId(await removal.remove(caller, body.id, (access) => requireAccess(access, caller))),
    })),
  ];
}
