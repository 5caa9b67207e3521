import { LOGIN_REDIRECT_DELAY_MS } from '@argus/contract';
import { type ReloadReason, reloadWhenSafe } from '../../app/reload/reload-when-safe.ts';

/** Login redirect delay (spec 000 §9). */
export { LOGIN_REDIRECT_DELAY_MS };

/** Loads `target` as a fresh page (the app restarts with the new session), through the one reload helper. */
export function navigateAndReload(target: string, reason: ReloadReason = 'loggedIn'): void {
  reloadWhenSafe(reason, target);
}
