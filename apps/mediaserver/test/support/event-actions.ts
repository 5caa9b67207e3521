/** Fixtures for the event rule action tests: a rule, the context an action runs in, a runner of a root. */
import type { ActionParams, ActionType, EventRule } from '@argus/contract/mediaserver';
import type { ActionContext, ActionRunner, VmsEvent } from '../../src/modules/event-rules/index.ts';
import type { TestApp } from './test-app.ts';

export function ruleOf(actionType: ActionType, params: ActionParams = {}): EventRule {
  return {
    id: '5ab1c1d2-0000-4000-8000-000000000001',
    eventType: 'userDefinedEvent',
    eventResourceIds: [],
    eventCondition: '{}',
    eventState: 'Undefined',
    actionType,
    actionResourceIds: [],
    actionParams: JSON.stringify(params),
    aggregationPeriod: 0,
    disabled: false,
    comment: '',
    schedule: '',
    system: false,
  };
}

/** The context of an action for an event (a generic event now, unless `event` says otherwise). */
export function contextOf(
  actionType: ActionType,
  params: ActionParams,
  more: {
    event?: Partial<VmsEvent>;
    cameraIds?: string[];
    resourceName?: string;
    rule?: Partial<EventRule>;
  } = {},
): ActionContext {
  return {
    rule: { ...ruleOf(actionType, params), ...more.rule },
    params,
    event: {
      type: 'userDefinedEvent',
      state: 'Undefined',
      timestampMs: Date.now(),
      serverId: 'server',
      ...more.event,
    },
    aggregationCount: 1,
    cameraIds: more.cameraIds ?? [],
    resourceName: more.resourceName ?? '',
  };
}

/** The runner of an action type the root built. */
export function runnerOf(t: TestApp, type: ActionType): ActionRunner {
  const runner = t.root.eventRunners.find((r) => r.type === type);
  if (!runner) throw new Error(`The root has no runner for ${type}`);
  return runner;
}
