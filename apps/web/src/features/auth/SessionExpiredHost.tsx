import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { addTransportListener } from '../../lib/http.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { authKeys } from './auth.api.ts';

const SessionExpiredDialog = lazyPart(() => import('./SessionExpiredDialog.tsx'));

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
  // The dialog's code did not load (the server is down): the next 401 tries again.
  return <SessionExpiredDialog onClose={close} onFailed={() => setOpened(false)} />;
}
