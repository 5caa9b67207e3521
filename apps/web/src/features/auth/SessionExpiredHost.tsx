import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { addTransportListener } from '../../lib/http.ts';
import { authKeys } from './auth.api.ts';

const SessionExpiredDialog = lazy(() => import('./SessionExpiredDialog.tsx'));

const reloadPage = () => window.location.reload();

/**
 * Registered as `onUnauthorized` (spec 001 §8 "Transport and session"): an authenticated call answered 401,
 * so the session is gone. A dialog says so, and the page reloads once when it closes (the login modal then
 * appears).
 */
export function SessionExpiredHost({ onClosed = reloadPage }: { onClosed?: () => void }) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const closed = useRef(false);

  useEffect(
    () =>
      addTransportListener({
        onUnauthorized: () => {
          // Only a session the console knew about can expire; anonymous probes get 401 too.
          if (queryClient.getQueryData(authKeys.currentUser)) setOpened(true);
        },
      }),
    [queryClient],
  );

  if (!opened) return null;
  const close = () => {
    if (closed.current) return;
    closed.current = true;
    onClosed();
  };
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog onClose={close} />
    </Suspense>
  );
}
