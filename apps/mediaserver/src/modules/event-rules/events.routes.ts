/** Generic events (`/api/createEvent`, GET and POST) and a rule's action on trial (`/api/testEventAction`). */
import { eventRulesEndpoints as ep } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { EventRulesService } from './event-rules.service.ts';
import { toEventRule } from './event-rules.service.ts';
import type { GenericEvents } from './generic-events.ts';
import type { RulesEngine } from './rules-engine.ts';
import { testAction, testEventOf } from './test-action.ts';

export interface EventsRoutesDeps {
  generic: GenericEvents;
  rules: EventRulesService;
  engine: RulesEngine;
  thisServerId: string;
  clock: () => number;
}

export function eventsRoutes(d: EventsRoutesDeps): Route<Caller>[] {
  return [
    route(ep.createEventGet, ({ query }) => {
      d.generic.raise(query);
      return null;
    }),
    route(ep.createEventPost, ({ body }) => {
      d.generic.raise(body);
      return null;
    }),
    route(ep.testAction, ({ body }) => {
      const rule = toEventRule(d.rules.ruleOf(body));
      return testAction(d.engine, rule, testEventOf(rule, d.thisServerId, d.clock()));
    }),
  ];
}
