import type { EventState, EventType } from '@argus/contract/mediaserver';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool } from '../../db/columns.ts';

/**
 * Notifications (show-popup and push-notification actions): one row per target user, until the user
 * dismisses it. No foreign key to the user: a user's removal drops its rows explicitly.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    ruleId: text('rule_id').notNull(),
    eventType: text('event_type').$type<EventType>().notNull(),
    eventState: text('event_state').$type<EventState>().notNull(),
    timestampMs: integer('timestamp_ms').notNull(),
    resourceId: text('resource_id').notNull().default(''),
    resourceName: text('resource_name').notNull().default(''),
    caption: text('caption').notNull().default(''),
    description: text('description').notNull().default(''),
    text: text('text').notNull().default(''),
    aggregationCount: integer('aggregation_count').notNull().default(1),
    dismissed: bool('dismissed').notNull().default(false),
  },
  (t) => [index('notifications_user_time_idx').on(t.userId, t.timestampMs)],
);

export type NotificationRow = typeof notifications.$inferSelect;
