import { clearStoredTokens } from '../../auth/stored-tokens.ts';
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
