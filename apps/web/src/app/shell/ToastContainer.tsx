import type { NotificationsProps } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { lazyPart } from '../../ui/lazy-part.tsx';
import {
  isToastContainerRequested,
  onToastContainerRequested,
  withdrawToastContainerRequest,
} from '../../ui/toast-signal.ts';

const Notifications = lazyPart<NotificationsProps>(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/**
 * The toast container. `notify` queues toasts in the notifications store; the container (with its
 * animations) loads with the first toast, not with the login page. If its code cannot be loaded (the server
 * is down), nothing is shown and the next toast tries again; the queued toasts appear once it loads.
 */
export function ToastContainer() {
  const requested = useSyncExternalStore(onToastContainerRequested, isToastContainerRequested);
  if (!requested) return null;
  return <Notifications position="top-right" limit={5} onFailed={withdrawToastContainerRequest} />;
}
