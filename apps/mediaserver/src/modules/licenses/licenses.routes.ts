/** Licenses (media-server-api §4.8): REST calls, admins only (the route kit answers other methods with 405). */
import { licensesEndpoints as ep } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { LicensesService } from './licenses.service.ts';

export function licensesRoutes(service: LicensesService): Route<Caller>[] {
  return [
    route(ep.list, () => service.list()),
    route(ep.details, () => service.details()),
    route(ep.summaries, () => service.summaries()),
    route(ep.trial, () => service.activateTrial()),
    route(ep.get, ({ params }) => service.get(params.key)),
    route(ep.put, ({ params, body }) => service.put(params.key, body)),
    route(ep.remove, ({ params }) => {
      service.remove(params.key);
    }),
    route(ep.deactivate, ({ caller, params, body }) => service.deactivate(caller, params.key, body.password)),
  ];
}
