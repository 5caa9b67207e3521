import { useRef, useState } from 'react';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { useCurrentUserSnapshot, useOnFreshSessionRequired } from './auth.api.ts';

const SessionRefreshModal = lazyPart(() => import('./SessionRefreshModal.tsx'));

interface Pending {
  username: string;
  promise: Promise<boolean>;
  resolve(ok: boolean): void;
}

/**
 * Answers calls that need a fresh session: asks the logged-in user for the password, and resolves true once a
 * new session exists so the client retries the call. Calls that need it at the same time share one dialog.
 * The dialog's code loads only when it opens.
 */
export function SessionRefreshHost() {
  const currentUser = useCurrentUserSnapshot();
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  useOnFreshSessionRequired(() => {
    if (pendingRef.current) return pendingRef.current.promise;
    const user = currentUser()?.user;
    if (!user) return Promise.resolve(false);
    let resolve!: (ok: boolean) => void;
    const promise = new Promise<boolean>((r) => {
      resolve = r;
    });
    pendingRef.current = { username: user.name, promise, resolve };
    setPending(pendingRef.current);
    return promise;
  });

  if (!pending) return null;
  const done = (ok: boolean) => {
    pending.resolve(ok);
    pendingRef.current = null;
    setPending(null);
  };
  // The dialog's code did not load (the server is down): the call fails as it would have; the next one retries.
  return <SessionRefreshModal username={pending.username} onDone={done} onFailed={() => done(false)} />;
}
