import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastContainerRequested, onToastContainerRequested } from '../../ui/toast-signal.ts';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/**
 * The toast container. `notify` queues toasts in the notifications store; the container (with its
 * animations) loads with the first toast, not with the login page.
 */
export function ToastContainer() {
  const requested = useSyncExternalStore(onToastContainerRequested, isToastContainerRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={5} />
    </Suspense>
  );
}
