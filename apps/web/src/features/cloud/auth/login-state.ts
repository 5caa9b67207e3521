import { useEffect } from 'react';
import { LOGIN_STATE_DEBOUNCE_MS } from '../portal-constants.ts';

/**
 * The login state (spec 000 §4): the e-mail of the logged-in account, or '' when nobody is. Other tabs watch
 * it (`useCrossTabReload`), so a login or logout in one tab reloads the others that lack focus.
 */
export const LOGIN_STATE_STORAGE_KEY = 'loginState';

function store(value: string): void {
  if (localStorage.getItem(LOGIN_STATE_STORAGE_KEY) !== value)
    localStorage.setItem(LOGIN_STATE_STORAGE_KEY, value);
}

/**
 * Keeps the stored login state equal to the account, once it has been the same for a second (the debounce
 * of spec 000 §9): a probe that flickers during a login does not reload the other tabs twice. `undefined`
 * (the account is not known yet) changes nothing.
 */
export function useLoginStateSync(email: string | null | undefined): void {
  useEffect(() => {
    if (email === undefined) return;
    const timer = setTimeout(() => store(email ?? ''), LOGIN_STATE_DEBOUNCE_MS);
    pending = timer;
    return () => clearTimeout(timer);
  }, [email]);
}

/** The debounced write not done yet: a logout cancels it, or it would bring the old account back. */
let pending: ReturnType<typeof setTimeout> | undefined;

/** Logged out: the other tabs follow at once. */
export function clearLoginState(): void {
  clearTimeout(pending);
  store('');
}
