/** Event rules and the rules engine: the public face of the module. */
export { ActionQueue, type ActionQueueOptions } from './action-queue.ts';
export type { ActionContext, ActionRunner } from './action-runner.ts';
export { defaultEventRules, ensureDefaultEventRules } from './default-rules.ts';
export { diagnosticsRunner } from './diagnostics-runner.ts';
export { EventRulesRepository } from './event-rules.repository.ts';
export { EventRulesService, toEventRule } from './event-rules.service.ts';
export { type EventRuleRow, eventRules } from './event-rules.table.ts';
export { GenericEvents } from './generic-events.ts';
export { type ActionRecord, actionParamsOf, RulesEngine } from './rules-engine.ts';
export type { VmsEvent } from './vms-event.ts';
