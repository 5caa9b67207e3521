import { LOGIN_REDIRECT_DELAY_MS } from '@argus/contract';

/** Login redirect delay (spec 000 §9). */
export { LOGIN_REDIRECT_DELAY_MS };

/** Loads `target` as a fresh page (the app restarts with the new session). */
export function navigateAndReload(target: string): void {
  const here = `${window.location.pathname}${window.location.search}`;
  const [pathAndQuery, hash] = target.split('#', 2) as [string, string | undefined];
  if (pathAndQuery === here) {
    if (hash !== undefined) window.location.hash = hash;
    window.location.reload();
    return;
  }
  window.location.assign(target);
}
