/**
 * Event rules (media-server-api §4.12): list, save (create or replace), remove, reset to the defaults.
 * [design] `/ec2/saveEventRule` replaces the whole rule, as Nx does (its samples post the rule back whole);
 * what the request lacks takes the default. An absent or unknown id creates a rule with a new id. A `system`
 * rule keeps its flag and cannot be removed.
 */
import { randomUUID } from 'node:crypto';
import { Forbidden, InvalidParameter, NotFound, normalizeId } from '@argus/contract';
import {
  CAMERA_ACTION_TYPES,
  CAMERA_EVENT_TYPES,
  type EventRule,
  type EventType,
  parseSchedule,
  type SaveEventRuleRequest,
  SERVER_EVENT_TYPES,
} from '@argus/contract/mediaserver';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/database.ts';
import { defaultEventRules } from './default-rules.ts';
import type { EventRulesRepository } from './event-rules.repository.ts';
import type { EventRuleRow } from './event-rules.table.ts';

export interface EventRulesServiceDeps {
  db: Db;
  rules: EventRulesRepository;
  isCamera(id: string): boolean;
  isServer(id: string): boolean;
}

/** The wire shape of a stored rule (the row has exactly its fields). */
export function toEventRule(row: EventRuleRow): EventRule {
  return {
    ...row,
    eventResourceIds: [...row.eventResourceIds],
    actionResourceIds: [...row.actionResourceIds],
  };
}

function normalizedIds(name: string, ids: readonly string[]): string[] {
  return ids.map((raw) => {
    const id = normalizeId(raw);
    if (!id) throw new InvalidParameter(name, raw);
    return id;
  });
}

function eventResourceKind(type: EventType): 'camera' | 'server' | null {
  if (CAMERA_EVENT_TYPES.includes(type)) return 'camera';
  if (SERVER_EVENT_TYPES.includes(type)) return 'server';
  return null;
}

export class EventRulesService {
  constructor(private readonly d: EventRulesServiceDeps) {}

  list(id?: string): EventRule[] {
    if (id === undefined) return this.d.rules.list().map(toEventRule);
    const row = this.d.rules.findById(normalizeId(id) ?? id);
    return row ? [toEventRule(row)] : [];
  }

  findById(id: string): EventRuleRow | undefined {
    return this.d.rules.findById(id);
  }

  /** The rule a request describes, checked, with the id and `system` flag it is saved under. */
  ruleOf(input: SaveEventRuleRequest): EventRuleRow {
    const stored = input.id === undefined ? undefined : this.d.rules.findById(normalizeId(input.id) ?? '');
    const schedule = (input.schedule ?? '').replace(/\s/g, '');
    if (parseSchedule(schedule) === null)
      throw new InvalidParameter({
        text: 'Invalid parameter `schedule`: expected up to 42 hexadecimal digits (168 hours, Monday 00:00 first).',
      });
    const eventResourceIds = normalizedIds('eventResourceIds', input.eventResourceIds ?? []);
    const kind = eventResourceKind(input.eventType);
    for (const id of eventResourceIds) {
      if (kind === 'camera' && !this.d.isCamera(id))
        throw new InvalidParameter({
          text: `Invalid parameter \`eventResourceIds\`: ${id} is not a camera.`,
        });
      if (kind === 'server' && !this.d.isServer(id))
        throw new InvalidParameter({
          text: `Invalid parameter \`eventResourceIds\`: ${id} is not a server.`,
        });
    }
    const actionResourceIds = normalizedIds('actionResourceIds', input.actionResourceIds ?? []);
    if (CAMERA_ACTION_TYPES.includes(input.actionType))
      for (const id of actionResourceIds)
        if (!this.d.isCamera(id))
          throw new InvalidParameter({
            text: `Invalid parameter \`actionResourceIds\`: ${id} is not a camera.`,
          });
    return {
      id: stored?.id ?? randomUUID(),
      eventType: input.eventType,
      eventResourceIds,
      eventCondition: input.eventCondition,
      eventState: input.eventState,
      actionType: input.actionType,
      actionResourceIds,
      actionParams: input.actionParams,
      aggregationPeriod: Math.floor(input.aggregationPeriod ?? 0),
      disabled: input.disabled ?? false,
      comment: input.comment ?? '',
      schedule,
      system: stored?.system ?? input.system ?? false,
    };
  }

  save(input: SaveEventRuleRequest): EventRule {
    const row = this.ruleOf(input);
    return inTransaction(this.d.db, () => {
      const { id, ...changes } = row;
      const saved = this.d.rules.findById(id) ? this.d.rules.update(id, changes) : this.d.rules.insert(row);
      return toEventRule(saved ?? row);
    });
  }

  remove(rawId: string): { id: string } {
    const id = normalizeId(rawId) ?? rawId;
    const row = this.d.rules.findById(id);
    if (!row) throw NotFound.resource(rawId);
    if (row.system) throw new Forbidden('A system rule cannot be removed; disable it instead.');
    this.d.rules.remove(id);
    return { id };
  }

  /** Every rule replaced by the defaults of a new system. */
  resetToDefaults(): EventRule[] {
    inTransaction(this.d.db, () => {
      this.d.rules.removeAll();
      for (const row of defaultEventRules()) this.d.rules.insert(row);
    });
    return this.list();
  }
}
