/**
 * `showPopupAction` and `pushNotificationAction`: a notification stored for each target user and pushed to
 * the user's open streams. (Argus has no mobile push; a push notification reaches the web admin the same
 * way.)
 */
import { randomUUID } from 'node:crypto';
import type { Notification } from '@argus/contract/mediaserver';
import type { ActionContext, ActionRunner } from '../event-rules/index.ts';
import type { NotificationHub } from './notification-hub.ts';
import { notificationTargets, type TargetSources } from './notification-targets.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { NotificationRow } from './notifications.table.ts';

export interface NotificationsRunnerDeps extends TargetSources {
  repo: NotificationsRepository;
  hub: NotificationHub;
  /** Whether an id names a camera (an event's source may be a server). */
  isCamera(id: string): boolean;
}

export function toNotification(row: NotificationRow): Notification {
  const { userId: _u, dismissed: _d, ...notification } = row;
  return notification;
}

function rowsOf(ctx: ActionContext, userIds: readonly string[]): NotificationRow[] {
  return userIds.map((userId) => ({
    id: randomUUID(),
    userId,
    ruleId: ctx.rule.id,
    eventType: ctx.event.type,
    eventState: ctx.event.state,
    timestampMs: ctx.event.timestampMs,
    resourceId: ctx.event.resourceId ?? '',
    resourceName: ctx.resourceName,
    caption: ctx.event.caption ?? '',
    description: ctx.event.description ?? '',
    text: ctx.params.text ?? '',
    aggregationCount: ctx.aggregationCount,
    dismissed: false,
  }));
}

export function notificationRunners(d: NotificationsRunnerDeps): ActionRunner[] {
  const run = async (ctx: ActionContext) => {
    const named = [...(ctx.event.resourceId ? [ctx.event.resourceId] : []), ...(ctx.event.cameraRefs ?? [])];
    const rows = rowsOf(ctx, notificationTargets(ctx.params, d, named.filter(d.isCamera)));
    d.repo.insertMany(rows);
    for (const row of rows) d.hub.publish(row.userId, toNotification(row));
  };
  return [
    { type: 'showPopupAction', run },
    { type: 'pushNotificationAction', run },
  ];
}
