import type { ActionType, EventState, EventType } from '@argus/contract/mediaserver';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, json } from '../../db/columns.ts';

/**
 * Event rules (media-server-api §4.12): an event (type, resources, condition, state) turned into an action
 * (type, resources, parameters) within a weekly schedule. Condition and parameters are kept as the JSON text
 * the wire carries.
 */
export const eventRules = sqliteTable('event_rules', {
  id: text('id').primaryKey(),
  eventType: text('event_type').$type<EventType>().notNull(),
  eventResourceIds: json<string[]>('event_resource_ids').notNull(),
  eventCondition: text('event_condition').notNull().default('{}'),
  eventState: text('event_state').$type<EventState>().notNull().default('Undefined'),
  actionType: text('action_type').$type<ActionType>().notNull(),
  actionResourceIds: json<string[]>('action_resource_ids').notNull(),
  actionParams: text('action_params').notNull().default('{}'),
  aggregationPeriod: integer('aggregation_period').notNull().default(0),
  disabled: bool('disabled').notNull().default(false),
  comment: text('comment').notNull().default(''),
  schedule: text('schedule').notNull().default(''),
  system: bool('system').notNull().default(false),
});

export type EventRuleRow = typeof eventRules.$inferSelect;
