/** The caller's notifications (`/api/notifications`, a list or a server-sent event stream) and dismissing them. */
import { eventRulesEndpoints as ep } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { NotificationHub } from './notification-hub.ts';
import { streamNotifications, wantsEventStream } from './notification-stream.routes.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { toNotification } from './notifications-runner.ts';

export interface NotificationsRoutesDeps {
  repo: NotificationsRepository;
  hub: NotificationHub;
  heartbeatMs?: number;
}

export function notificationsRoutes(d: NotificationsRoutesDeps): Route<Caller>[] {
  return [
    route(ep.notifications, ({ caller, request, reply }) =>
      wantsEventStream(request)
        ? streamNotifications(request, reply, d.hub, caller.user.id, d.heartbeatMs)
        : d.repo.listOfUser(caller.user.id).map(toNotification),
    ),
    route(ep.dismissNotification, ({ caller, body }) => {
      d.repo.dismiss(caller.user.id, body.id);
      return null;
    }),
  ];
}
