/**
 * What runs a rule's action on the server: one runner per action type, handed to the rules engine by the
 * composition root. A runner may throw; the engine logs the failure and goes on.
 */
import type { ActionParams, ActionType, EventRule } from '@argus/contract/mediaserver';
import type { VmsEvent } from './vms-event.ts';

export interface ActionContext {
  /** The stored rule (wire shape). */
  rule: EventRule;
  /** The rule's `actionParams`, parsed, with ACTION_DEFAULTS applied. */
  params: ActionParams;
  event: VmsEvent;
  /** How many events this run stands for (1, or more at the end of an aggregation period). */
  aggregationCount: number;
  /** The action's cameras: `actionResourceIds`, or the event's camera with `useSource`. */
  cameraIds: string[];
  /** The event's resource as a person reads it (camera name, server name, generic event source). */
  resourceName: string;
}

export interface ActionRunner {
  readonly type: ActionType;
  run(ctx: ActionContext): Promise<void>;
}
