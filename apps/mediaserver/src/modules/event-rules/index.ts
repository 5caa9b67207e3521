export type { ActionContext, ActionRunner } from './action-runner.ts';
export type { VmsEvent } from './vms-event.ts';
