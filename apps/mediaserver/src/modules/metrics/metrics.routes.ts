/** Health metrics (media-server-api §4.9) and the load statistics of `/api/statistics` (§4.3.9). */
import { metricsEndpoints as ep } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { MetricsService } from './metrics.service.ts';

export function metricsRoutes(service: MetricsService): Route<Caller>[] {
  const query = (q: { _local?: boolean; _with?: string | undefined; _formatted?: boolean }) => ({
    local: q._local,
    with: q._with,
    formatted: q._formatted,
  });
  return [
    route(ep.manifest, () => service.manifest()),
    route(ep.values, ({ query: q }) => service.values(query(q))),
    route(ep.alarms, ({ query: q }) => service.alarms(query(q))),
    route(ep.rules, () => [...service.rules()]),
    route(ep.legacyManifest, () => service.manifest()),
    route(ep.legacyValues, ({ query: q }) => service.values(query(q))),
    route(ep.legacyAlarms, ({ query: q }) => service.alarms(query(q))),
    // This server's resources; `system` adds the rest of the system.
    route(ep.serverValues, ({ query: q }) => service.values({ local: !q.system, formatted: q.formatted })),
    route(ep.statistics, () => service.statistics()),
  ];
}
