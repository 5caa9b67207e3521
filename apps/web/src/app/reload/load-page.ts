import { addressKeepingShellMode } from '../shell/shell-mode.ts';

/**
 * Loads `target` (default: this page) as a fresh page: the app restarts with what the server has now. A
 * target that is this page (path and query) reloads it, keeping or setting its hash. An embedded console keeps
 * its preview mode (the flag lives in the embedded document, not in the tab).
 */
export function loadPage(target?: string): void {
  const { pathname, search, hash } = window.location;
  const here = `${pathname}${search}`;
  const address = addressKeepingShellMode(target ?? `${here}${hash}`);
  const [pathAndQuery, targetHash] = address.split('#', 2) as [string, string | undefined];
  if (pathAndQuery === here) {
    if (targetHash !== undefined) window.location.hash = targetHash;
    window.location.reload();
    return;
  }
  window.location.assign(address);
}

/** Loads `target` as a fresh page in place of this one: the back button skips this address. */
export function replacePage(target: string): void {
  window.location.replace(addressKeepingShellMode(target));
}
