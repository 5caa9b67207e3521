/**
 * In-page probes for a long list: when its first data row was painted, and what each keystroke into its
 * search box cost until the list was painted again. Rows are found by role, so a table (`tr` with `td`) and
 * a virtualised grid (`role=row` with cells) both count; header rows do not.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { evaluateInPage, initScript } from './in-page.ts';

export interface FirstRow {
  /** ms since navigation start when the first data row was in the DOM with a size. */
  foundMs?: number;
  /** ms since navigation start after the next frame (the row painted). */
  paintedMs?: number;
}

export interface Keystroke {
  key: string;
  /** The keydown's timestamp (ms since navigation start). */
  keydownMs: number;
  /** The last DOM change after the keydown, and the frame after it (the list painted). */
  lastMutationMs?: number;
  paintedMs?: number;
  /** Event Timing of the keystroke's events: keydown to the next paint after their handlers, ≥ 16 ms only. */
  eventDurationMs: number;
}

interface KeystrokeState {
  current?: Keystroke;
  /** Event Timing durations per keydown timestamp. */
  durations: Map<number, number>;
}

declare global {
  interface Window {
    __benchFirstRow?: FirstRow;
    __benchKeys?: KeystrokeState;
  }
}

/** A data row of a table or grid (CSS: role selectors over 10,000 rows would be slower than the page). */
const ROW_SELECTOR = 'tr:has(td), [role="row"]:has([role="cell"], [role="gridcell"])';

/** Rows in the document; `rowSelector` for a list whose rows are not table or grid rows (e.g. `li`). */
export const dataRowCount = (page: Page, rowSelector = ROW_SELECTOR) =>
  evaluateInPage(page, (selector: string) => document.querySelectorAll(selector).length, rowSelector);

/** Runs before the page's scripts: notes when the first data row appears and paints. */
function watchFirstRow(rowSelector: string): void {
  const state: FirstRow = {};
  window.__benchFirstRow = state;
  const observer = new MutationObserver(() => {
    const row = document.querySelector(rowSelector);
    if (!row) return;
    const rect = row.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return;
    observer.disconnect();
    state.foundMs = performance.now();
    requestAnimationFrame(() =>
      setTimeout(() => {
        state.paintedMs = performance.now();
      }),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}

export const watchFirstRowOf = (context: BrowserContext, rowSelector = ROW_SELECTOR) =>
  initScript(context, watchFirstRow, rowSelector);
/** In the page: the first row's times once it has painted, or `{}` after `timeoutMs`. */
function paintedFirstRow(timeoutMs: number): Promise<FirstRow> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const state = window.__benchFirstRow ?? {};
      if (state.paintedMs !== undefined || performance.now() - started > timeoutMs)
        return resolve({ ...state });
      setTimeout(check, 10);
    };
    check();
  });
}

export const firstRowOf = (page: Page, timeoutMs: number) => evaluateInPage(page, paintedFirstRow, timeoutMs);

/**
 * In the page: from now on, each keydown starts a Keystroke that follows the DOM changes after it, in the
 * element of `rootSelector` (the body by default; a page with a ticking clock watches its list alone).
 */
function installKeystrokeProbe(rootSelector: string): void {
  const state: KeystrokeState = { durations: new Map() };
  window.__benchKeys = state;
  document.addEventListener(
    'keydown',
    (event) => {
      state.current = { key: event.key, keydownMs: event.timeStamp, eventDurationMs: 0 };
    },
    true,
  );
  new MutationObserver(() => {
    const stroke = state.current;
    if (!stroke) return;
    const at = performance.now();
    stroke.lastMutationMs = at;
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (stroke.lastMutationMs === at) stroke.paintedMs = performance.now();
      }),
    );
  }).observe(document.querySelector(rootSelector) ?? document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const longest = Math.max(entry.duration, state.durations.get(entry.startTime) ?? 0);
      state.durations.set(entry.startTime, longest);
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
}

export const installKeystrokeProbeIn = (page: Page, rootSelector = 'body') =>
  evaluateInPage(page, installKeystrokeProbe, rootSelector);

/**
 * In the page: resolves with the current keystroke once the DOM has been quiet for `quietMs` after its last
 * change (longer than any search debounce) and that change has painted, or after `timeoutMs` regardless.
 */
function settledKeystroke(quietMs: number, timeoutMs: number): Promise<Keystroke | undefined> {
  const state = window.__benchKeys!;
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const stroke = state.current;
      const now = performance.now();
      const quietSince = stroke?.lastMutationMs ?? stroke?.keydownMs ?? started;
      const painted = !stroke?.lastMutationMs || stroke.paintedMs !== undefined;
      if ((now - quietSince >= quietMs && painted) || now - started > timeoutMs) {
        if (stroke) stroke.eventDurationMs = state.durations.get(stroke.keydownMs) ?? 0;
        return resolve(stroke && { ...stroke });
      }
      setTimeout(check, 20);
    };
    check();
  });
}

export const settledKeystrokeOf = (page: Page, quietMs: number, timeoutMs: number) =>
  evaluateInPage(page, settledKeystroke, quietMs, timeoutMs);

/**
 * Presses `keys` one by one in the focused search box, each followed until the page (or the element of
 * `rootSelector`) has settled; the keystrokes that changed something.
 */
export async function pressAndFollow(
  page: Page,
  keys: readonly string[],
  quietMs: number,
  rootSelector = 'body',
): Promise<Keystroke[]> {
  await installKeystrokeProbeIn(page, rootSelector);
  const strokes: Keystroke[] = [];
  for (const key of keys) {
    await page.keyboard.press(key);
    const stroke = await settledKeystrokeOf(page, quietMs, 15_000);
    if (stroke) strokes.push(stroke);
  }
  return strokes;
}

/** A keystroke's keydown to the list painted after its last change (undefined: nothing was painted). */
export const listDelayOf = (s: Keystroke) =>
  s.paintedMs === undefined ? undefined : s.paintedMs - s.keydownMs;
