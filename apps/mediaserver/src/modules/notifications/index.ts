/** Notifications: the public face of the module. */
export { NotificationHub } from './notification-hub.ts';
export { notificationTargets, type TargetSources } from './notification-targets.ts';
export { NotificationsRepository } from './notifications.repository.ts';
export { type NotificationRow, notifications } from './notifications.table.ts';
export { notificationRunners, toNotification } from './notifications-runner.ts';
