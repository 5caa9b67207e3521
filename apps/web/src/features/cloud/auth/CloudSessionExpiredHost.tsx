import { useEffect, useRef, useState } from 'react';
import { reloadWhenSafe } from '../../../app/reload/reload-when-safe.ts';
import { lazyPart } from '../../../ui/lazy-part.tsx';
import { useAccount, useAccountSnapshot, useCloudLogOut, useOnCloudSessionLost } from './auth.api.ts';
import { logOutAndForget } from './logout.ts';

const SessionExpiredDialog = lazyPart(() => import('../../auth/SessionExpiredDialog.tsx'));

/** Why the session ended: `badUsername` (the account is no longer valid) also logs out (spec 001 §8). */
type Expiry = 'expired' | 'badUsername';

/**
 * The expired-session dialog of the portal (spec 001 §8 "Transport and session"): a call of a logged-in
 * account answered with `detail`, `notAuthorized` or `badUsername`, or the account poll found nobody logged
 * in any more. Closing it reloads the page once (the login then shows); after `badUsername` it logs out first.
 */
export function CloudSessionExpiredHost({
  onClosed = () => reloadWhenSafe('sessionEnded'),
}: {
  onClosed?: () => void;
}) {
  const accountNow = useAccountSnapshot();
  const account = useAccount().data;
  const logOut = useCloudLogOut();
  const [expiry, setExpiry] = useState<Expiry | null>(null);
  const knewAccount = useRef(false);
  const closed = useRef(false);

  useOnCloudSessionLost((error) => {
    // Only a session the portal knew about can expire: a wrong password on login answers notAuthorized too.
    if (!accountNow()) return;
    setExpiry((current) => (error.errorId === 'badUsername' ? 'badUsername' : (current ?? 'expired')));
  });

  useEffect(() => {
    if (account) knewAccount.current = true;
    else if (account === null && knewAccount.current) setExpiry((current) => current ?? 'expired');
  }, [account]);

  if (!expiry) return null;
  const close = () => {
    if (closed.current) return;
    closed.current = true;
    if (expiry === 'badUsername')
      logOutAndForget(logOut.mutateAsync)
        .catch(() => undefined)
        .finally(onClosed);
    else onClosed();
  };
  // The dialog's code did not load (the cloud is down): the next lost session tries again.
  return <SessionExpiredDialog onClose={close} onFailed={() => setExpiry(null)} />;
}
