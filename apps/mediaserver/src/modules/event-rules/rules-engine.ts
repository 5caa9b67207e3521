/**
 * The rules engine: every `vmsEvent` on the bus is matched against the enabled rules (rule-matching.ts); each
 * rule that fires goes through aggregation (aggregation.ts), writes one event-log record, and has its action
 * run by the runner of its type on the action queue. Actions without a server runner (they need a desktop
 * client) are logged only. A failing action is written to the server log; it never reaches the emitter.
 */
import {
  ACTION_DEFAULTS,
  type ActionParams,
  actionParamsSchema,
  type EventRule,
} from '@argus/contract/mediaserver';
import type { ServerEventBus } from '../../events/event-bus.ts';
import type { ActionQueue } from './action-queue.ts';
import type { ActionContext, ActionRunner } from './action-runner.ts';
import { Aggregator } from './aggregation.ts';
import { eventResourceIdsOf, ruleMatches } from './rule-matching.ts';
import type { VmsEvent } from './vms-event.ts';

/** One action a rule ran, for the event log. */
export interface ActionRecord {
  rule: EventRule;
  event: VmsEvent;
  params: ActionParams;
  aggregationCount: number;
  cameraIds: string[];
  resourceName: string;
}

export interface RulesEngineDeps {
  rules(): readonly EventRule[];
  runners: readonly ActionRunner[];
  queue: ActionQueue;
  /** Writes the event-log record of an action run (batched by the writer). */
  record(action: ActionRecord): void;
  /** The event's resource as a person reads it. */
  resourceName(event: VmsEvent): string;
  /** An action threw: the server log says so (the engine goes on). */
  actionFailed(rule: EventRule, error: unknown): void;
  /** Whether an id is a camera (for `useSource`). */
  isCamera(id: string): boolean;
  /** The local time a schedule is read in (the server's time zone). */
  localTime(timestampMs: number): Date;
}

/** A rule's action parameters with the defaults of spec 000 §9 under them. */
export function actionParamsOf(rule: EventRule): ActionParams {
  let parsed: ActionParams = {};
  try {
    const result = actionParamsSchema.safeParse(JSON.parse(rule.actionParams));
    if (result.success) parsed = result.data;
  } catch {
    // An unreadable text reads as no parameters.
  }
  return { ...ACTION_DEFAULTS, ...parsed };
}

export class RulesEngine {
  private readonly runners: ReadonlyMap<string, ActionRunner>;
  private readonly aggregator = new Aggregator((rule, event, count) => this.fire(rule, event, count));
  private readonly unsubscribe: (() => void)[] = [];

  constructor(private readonly d: RulesEngineDeps) {
    this.runners = new Map(d.runners.map((r) => [r.type, r]));
  }

  /** Reacts to the bus's events until `stop`. */
  start(bus: ServerEventBus, translations: readonly ((bus: ServerEventBus) => () => void)[] = []): void {
    this.unsubscribe.push(bus.on('vmsEvent', (event) => this.handle(event)));
    for (const translate of translations) this.unsubscribe.push(translate(bus));
  }

  stop(): void {
    for (const off of this.unsubscribe.splice(0)) off();
    this.aggregator.clear();
  }

  handle(event: VmsEvent): void {
    const localTime = this.d.localTime(event.timestampMs);
    for (const rule of this.d.rules())
      if (ruleMatches(rule, event, localTime)) this.aggregator.offer(rule, event);
  }

  /** The context a runner gets for a rule's action on an event. */
  contextOf(rule: EventRule, event: VmsEvent, aggregationCount: number): ActionContext {
    const params = actionParamsOf(rule);
    const cameraIds = params.useSource
      ? eventResourceIdsOf(event).filter((id) => this.d.isCamera(id))
      : [...rule.actionResourceIds];
    return { rule, params, event, aggregationCount, cameraIds, resourceName: this.d.resourceName(event) };
  }

  runnerOf(rule: EventRule): ActionRunner | undefined {
    return this.runners.get(rule.actionType);
  }

  private fire(rule: EventRule, event: VmsEvent, aggregationCount: number): void {
    const ctx = this.contextOf(rule, event, aggregationCount);
    this.d.record(ctx);
    const runner = this.runnerOf(rule);
    if (!runner) return;
    this.d.queue.push(async () => {
      try {
        await runner.run(ctx);
      } catch (error) {
        this.d.actionFailed(rule, error);
      }
    });
  }
}
