import { loadPage } from './load-page.ts';
import { discardUnsavedEdits, hasUnsavedEdits, onUnsavedEditsChange } from './unsaved-edits.ts';

/** Why the page wants to reload; the question to the user names it. */
export type ReloadReason =
  | 'recovered'
  | 'otherTab'
  | 'sessionEnded'
  | 'restored'
  | 'updated'
  | 'pageError'
  | 'loggedIn'
  | 'loggedOut'
  | 'setUp';

/**
 * A reload that waits for unsaved edits: `asking` while the question is open, `waiting` after the user chose
 * to keep editing (the page reloads once the edits are saved or discarded), `discarding` after "Reload now".
 */
export interface PendingReload {
  reason: ReloadReason;
  target: string | undefined;
  state: 'asking' | 'waiting' | 'discarding';
}

/** After "Reload now", how long the forms get to drop their edits before the page reloads anyway. */
const DISCARD_GRACE_MS = 1000;

let pending: PendingReload | null = null;
const listeners = new Set<() => void>();

function setPending(next: PendingReload | null): void {
  pending = next;
  for (const listener of [...listeners]) listener();
}

function go(): void {
  if (!pending) return;
  const { target } = pending;
  setPending(null);
  loadPage(target);
}

// Once the last edit is saved or discarded, a reload that waited happens. After the holder's effects ran, so
// that the forms' own "leave the page?" guards are gone too.
onUnsavedEditsChange(() => {
  if (pending && pending.state !== 'asking' && !hasUnsavedEdits()) setTimeout(go, 0);
});

/**
 * The one way the console reloads itself (after the server came back, a login or logout, a change in another
 * tab, a restore, an update). Without unsaved edits the page reloads at once (to `target` when given);
 * with them the user is asked (`ReloadPromptHost`), and the edits are never discarded without their word.
 */
export function reloadWhenSafe(reason: ReloadReason, target?: string): void {
  if (!hasUnsavedEdits()) {
    loadPage(target);
    return;
  }
  // A later reason replaces an earlier one; a question already answered "keep editing" is asked again.
  setPending({ reason, target: target ?? pending?.target, state: 'asking' });
}

/** "Reload now": the edits are discarded, then the page reloads. */
export function confirmPendingReload(): void {
  if (!pending) return;
  setPending({ ...pending, state: 'discarding' });
  discardUnsavedEdits();
  if (!hasUnsavedEdits()) setTimeout(go, 0);
  else setTimeout(() => pending?.state === 'discarding' && go(), DISCARD_GRACE_MS);
}

/** "Keep editing": the page reloads once the edits are saved or discarded. */
export function postponePendingReload(): void {
  if (pending) setPending({ ...pending, state: 'waiting' });
}

export function pendingReload(): PendingReload | null {
  return pending;
}

export function onPendingReloadChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
