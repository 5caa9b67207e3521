import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from './load-page.ts';
import {
  confirmPendingReload,
  pendingReload,
  postponePendingReload,
  reloadWhenSafe,
} from './reload-when-safe.ts';
import { hasUnsavedEdits, holdUnsavedEdits } from './unsaved-edits.ts';

vi.mock('./load-page.ts', () => ({ loadPage: vi.fn() }));

const releases: (() => void)[] = [];
/** A form with unsaved edits; discarding them releases its hold, as a real form does once it re-renders. */
function formWithEdits() {
  const discard = vi.fn(() => release());
  const release = holdUnsavedEdits(discard);
  releases.push(release);
  return { discard, release };
}

afterEach(() => {
  for (const release of releases.splice(0)) release();
  vi.mocked(loadPage).mockReset();
});

describe('reload when safe', () => {
  it('reloads at once when nothing is unsaved', () => {
    reloadWhenSafe('recovered');
    expect(loadPage).toHaveBeenCalledExactlyOnceWith(undefined);
    reloadWhenSafe('loggedIn', '/settings/users');
    expect(loadPage).toHaveBeenLastCalledWith('/settings/users');
    expect(pendingReload()).toBeNull();
  });

  it('asks instead of reloading over unsaved edits; keeping them waits until they are saved', async () => {
    const form = formWithEdits();
    reloadWhenSafe('recovered', '/settings');
    expect(loadPage).not.toHaveBeenCalled();
    expect(pendingReload()).toEqual({ reason: 'recovered', target: '/settings', state: 'asking' });

    postponePendingReload();
    expect(pendingReload()?.state).toBe('waiting');
    expect(form.discard).not.toHaveBeenCalled();
    expect(hasUnsavedEdits()).toBe(true);

    // The user saves: the form lets go of its edits, and the page reloads as it wanted to.
    form.release();
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledExactlyOnceWith('/settings'));
    expect(pendingReload()).toBeNull();
  });

  it('"reload now" discards the edits, then reloads once', async () => {
    const form = formWithEdits();
    reloadWhenSafe('otherTab');
    confirmPendingReload();
    expect(form.discard).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledOnce());
    await new Promise((done) => setTimeout(done, 20));
    expect(loadPage).toHaveBeenCalledOnce();
  });
});
