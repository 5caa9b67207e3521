import { reloadWhenSafe } from '../../../app/reload/reload-when-safe.ts';
import { clearStoredTokens } from '../../auth/stored-tokens.ts';
import { PORTAL_PATHS } from '../portal-paths.ts';
import { clearLoginState } from './login-state.ts';

/**
 * Ends the portal session and forgets what this browser kept of it (stored tokens, the login state, so that
 * the other tabs follow). Errors of the logout call itself propagate: the caller decides whether they matter.
 */
export async function logOutAndForget(logOut: () => Promise<void>): Promise<void> {
  await logOut();
  clearStoredTokens();
  clearLoginState();
}

/**
 * Logs out and reloads at the landing page; false (and nothing reloads) when the cloud did not answer, for
 * the caller to say so.
 */
export async function logOutAndLeave(logOut: () => Promise<void>): Promise<boolean> {
  try {
    await logOutAndForget(logOut);
  } catch {
    return false;
  }
  reloadWhenSafe('loggedOut', PORTAL_PATHS.landing);
  return true;
}
