/** Event rules, legacy API (media-server-api §4.12): list, save, remove, reset to the defaults. */
import { eventRulesEndpoints as ep } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { EventRulesService } from './event-rules.service.ts';

export function eventRulesLegacyRoutes(service: EventRulesService): Route<Caller>[] {
  return [
    route(ep.list, ({ query }) => service.list(query.id)),
    route(ep.save, ({ body }) => service.save(body)),
    route(ep.remove, ({ body }) => service.remove(body.id)),
    route(ep.resetDefaults, () => service.resetToDefaults()),
  ];
}
