/** The event log, `/api/getEvents` (media-server-api §4.12). */
import { eventRulesEndpoints as ep } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { EventLogService } from './event-log.service.ts';

export function eventLogRoutes(service: EventLogService): Route<Caller>[] {
  return [route(ep.events, ({ caller, query }) => service.events(query, caller.access))];
}
