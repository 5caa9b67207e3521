import type { ActionType, EventType } from '@argus/contract/mediaserver';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { json } from '../../db/columns.ts';

/**
 * The event log (media-server-api §4.12 `/api/getEvents`): one record per action a rule ran for an event. No
 * foreign keys: a record outlives its rule and its camera. Retention trims by age and count.
 */
export const eventLog = sqliteTable(
  'event_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    timestampMs: integer('timestamp_ms').notNull(),
    eventType: text('event_type').$type<EventType>().notNull(),
    actionType: text('action_type').$type<ActionType>().notNull(),
    ruleId: text('rule_id').notNull(),
    /** The event's resource (a camera, server or storage id), or `''`. */
    resourceId: text('resource_id').notNull().default(''),
    /** The cameras the record concerns (the event's camera and generic events' camera references). */
    cameraIds: json<string[]>('camera_ids').notNull(),
    resourceName: text('resource_name').notNull().default(''),
    serverId: text('server_id').notNull(),
    reasonCode: text('reason_code').notNull().default('none'),
    caption: text('caption').notNull().default(''),
    description: text('description').notNull().default(''),
    actionParams: json<Record<string, unknown>>('action_params').notNull(),
    aggregationCount: integer('aggregation_count').notNull().default(1),
  },
  (t) => [
    index('event_log_time_idx').on(t.timestampMs),
    index('event_log_type_time_idx').on(t.eventType, t.timestampMs),
    index('event_log_resource_time_idx').on(t.resourceId, t.timestampMs),
    index('event_log_rule_time_idx').on(t.ruleId, t.timestampMs),
  ],
);

export type EventLogRow = typeof eventLog.$inferSelect;
export type NewEventLogRow = typeof eventLog.$inferInsert;
