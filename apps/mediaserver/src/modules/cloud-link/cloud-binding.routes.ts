/** `POST /rest/v1/system/cloudBind` and `cloudUnbind` (media-server-api §4.2.7); owner with a fresh session. */
import { systemEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { CloudBindingService } from './cloud-binding.service.ts';

export function cloudBindingRoutes(binding: CloudBindingService): Route<Caller>[] {
  return [
    route(systemEndpoints.cloudBind, async ({ body }) => {
      await binding.bind(body);
    }),
    route(systemEndpoints.cloudUnbind, async ({ caller, body }) => {
      await binding.unbind(caller, body ?? {});
    }),
  ];
}
