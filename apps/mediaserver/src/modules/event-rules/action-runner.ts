import type { ActionParams, ActionType, EventRule } from '@argus/contract/mediaserver';
import type { VmsEvent } from './vms-event.ts';
export interface ActionContext {
  rule: EventRule;
  params: ActionParams;
  event: VmsEvent;
  aggregationCount: number;
  cameraIds: string[];
  resourceName: string;
}
export interface ActionRunner {
  readonly type: ActionType;
  run(ctx: ActionContext): Promise<void>;
}
