import { useRef, useState } from 'react';
import { reloadWhenSafe } from '../../app/reload/reload-when-safe.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { useCurrentUserSnapshot, useOnSessionLost } from './auth.api.ts';

const SessionExpiredDialog = lazyPart(() => import('./SessionExpiredDialog.tsx'));

const reloadPage = () => reloadWhenSafe('sessionEnded');

/**
 * Listens for lost sessions (spec 001 §8 "Transport and session"): an authenticated call answered 401, so the
 * session is gone. A dialog says so, and the page reloads once when it closes (the login modal then appears).
 */
export function SessionExpiredHost({ onClosed = reloadPage }: { onClosed?: () => void }) {
  const currentUser = useCurrentUserSnapshot();
  const [opened, setOpened] = useState(false);
  const closed = useRef(false);

  useOnSessionLost(() => {
    // Only a session the console knew about can expire; anonymous probes get 401 too.
    if (currentUser()) setOpened(true);
  });

  if (!opened) return null;
  const close = () => {
    if (closed.current) return;
    closed.current = true;
    onClosed();
  };
  // The dialog's code did not load (the server is down): the next 401 tries again.
  return <SessionExpiredDialog onClose={close} onFailed={() => setOpened(false)} />;
}
