import type { Notification } from '@argus/contract/mediaserver';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type SystemScope, systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import { eventRulesEndpoints } from '../../lib/endpoints.ts';

/** Without a stream (a cloud relay's token cannot go into an EventSource), the list is read this often. */
export const NOTIFICATIONS_POLL_MS = 15_000;
/** The server-sent event that carries a new notification. */
export const NOTIFICATION_EVENT = 'notification';

export const notificationsKeys = {
  list: (systemId: string) => systemKey(systemId, 'notifications'),
};

function notificationsQuery(scope: SystemScope, streaming: boolean) {
  return queryOptions({
    queryKey: notificationsKeys.list(scope.systemId),
    queryFn: () => scope.client.call(eventRulesEndpoints.notifications),
    refetchInterval: streaming ? false : NOTIFICATIONS_POLL_MS,
  });
}

/** A new notification first in the list (once, whatever the stream repeats). */
export function withNotification(
  list: readonly Notification[] | undefined,
  added: Notification,
): Notification[] {
  return [added, ...(list ?? []).filter((n) => n.id !== added.id)];
}

/** Whether the browser can hold the stream with the session's credentials. */
function canStream(scope: SystemScope): boolean {
  return typeof EventSource !== 'undefined' && scope.client.mediaUrlsCarryCredentials;
}

/**
 * The caller's notifications, newest first: the list, then new ones as the server pushes them over
 * server-sent events on the same address (the cookie goes along); read again whenever the stream (re)opens,
 * so nothing sent while it was down is missed.
 */
export function useNotifications() {
  const scope = useSystemScope();
  const queryClient = useQueryClient();
  const streaming = canStream(scope);
  const query = useQuery(notificationsQuery(scope, streaming));
  useEffect(() => {
    if (!streaming) return;
    const key = notificationsKeys.list(scope.systemId);
    const source = new EventSource(scope.client.callAddress(eventRulesEndpoints.notifications), {
      withCredentials: true,
    });
    const onNotification = (e: MessageEvent<string>) => {
      try {
        const added = JSON.parse(e.data) as Notification;
        queryClient.setQueryData<Notification[]>(key, (list) => withNotification(list, added));
      } catch {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    };
    const onOpen = () => void queryClient.invalidateQueries({ queryKey: key });
    source.addEventListener(NOTIFICATION_EVENT, onNotification);
    source.addEventListener('open', onOpen);
    return () => source.close();
  }, [streaming, scope, queryClient]);
  return query;
}

/** Dismisses one notification (`id`) or all of them; they leave the list at once. */
export function useDismissNotification() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | undefined) =>
      client.call(eventRulesEndpoints.dismissNotification, { body: id === undefined ? {} : { id } }),
    onSuccess: (_reply, id) =>
      queryClient.setQueryData<Notification[]>(notificationsKeys.list(systemId), (list) =>
        id === undefined ? [] : (list ?? []).filter((n) => n.id !== id),
      ),
  });
}
