/**
 * What a page painted and when, from Chromium's own paint timing:
 * - the page's largest-contentful-paint entries, each with its element;
 * - the paint time of every element added to the page (Element Timing: an init script gives each new
 *   element an `elementtiming` attribute before its first paint and records the entries as they come),
 *   so that the largest-contentful-paint of one dialog can be told apart from the boot spinner, a cookie
 *   banner or the shell behind the modal.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { evaluateInPage, initScript } from './in-page.ts';

export interface PaintedElement {
  /** Render time, ms since navigation start. */
  startTimeMs: number;
  /** Painted area in CSS px² (LCP's size; for Element Timing the visible rectangle). */
  size: number;
  /** `tag#id.class.class` of the element, or null when it has left the DOM since. */
  selector: string | null;
  /** Its text (first 80 characters). */
  text: string;
  /** The title of the dialog that holds it, or null outside dialogs. */
  dialog: string | null;
}

export interface Paints {
  /** The page's LCP candidates in order; the last is its LCP. */
  lcp: PaintedElement[];
  /** Every element that painted text or an image. */
  elements: PaintedElement[];
  /** Visible texts of the dialog asked for that had not reported a paint when the wait ended (5 s). */
  unpainted: string[];
}

interface PaintStore {
  lcp: PerformanceEntry[];
  elements: PerformanceEntry[];
  /** Pulls entries the observers hold but have not delivered yet (delivery is a low-priority task). */
  flush(): void;
}

declare global {
  interface Window {
    __benchPaints?: PaintStore;
  }
}

/** Runs in the page before its own scripts: observes LCP and marks every new element for Element Timing. */
function recordPaintTimings(): void {
  const lcpObserver = new PerformanceObserver((list) => store.lcp.push(...list.getEntries()));
  const elementObserver = new PerformanceObserver((list) => store.elements.push(...list.getEntries()));
  const store: PaintStore = {
    lcp: [],
    elements: [],
    flush() {
      store.lcp.push(...lcpObserver.takeRecords());
      store.elements.push(...elementObserver.takeRecords());
    },
  };
  window.__benchPaints = store;
  lcpObserver.observe({ type: 'largest-contentful-paint', buffered: true });
  elementObserver.observe({ type: 'element', buffered: true });
  let next = 0;
  const mark = (el: Element) => {
    if (!el.hasAttribute('elementtiming')) el.setAttribute('elementtiming', `bench-${next++}`);
  };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element) {
          mark(node);
          for (const child of node.querySelectorAll('*')) mark(child);
        }
  }).observe(document, { childList: true, subtree: true });
}

export const recordPaints = (context: BrowserContext): Promise<void> =>
  initScript(context, recordPaintTimings);

/**
 * Runs in the page: waits (frame by frame, at most 5 s) until every element of the dialog titled
 * `dialogTitle` that holds text has reported its paint, then returns every entry so far.
 */
function readPaints(dialogTitle: string): Promise<Paints> {
  type Painted = PerformanceEntry & {
    size?: number;
    renderTime?: number;
    intersectionRect?: DOMRectReadOnly;
    element: Element | null;
  };
  const store = window.__benchPaints!;
  const titleOf = (dialog: Element) =>
    (document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '').trim();
  const describe = (entry: Painted): PaintedElement => {
    const el = entry.element;
    const dialog = el?.closest('[role="dialog"]');
    const classes = el ? [...el.classList].slice(0, 2).map((c) => `.${c}`) : [];
    const rect = entry.intersectionRect;
    return {
      startTimeMs: entry.renderTime || entry.startTime,
      size: entry.size ?? (rect ? rect.width * rect.height : 0),
      selector: el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.join('')}` : null,
      text: (el?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
      dialog: dialog ? titleOf(dialog) : null,
    };
  };
  const visibleText = (el: Element) => {
    const rect = el.getBoundingClientRect();
    return (
      rect.width * rect.height > 1 &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
    );
  };
  /** Chromium reports the text of an inline element with its nearest block (or flex, grid, …) ancestor. */
  const reportingElement = (el: Element) => {
    let owner: Element | null = el;
    while (owner && getComputedStyle(owner).display === 'inline') owner = owner.parentElement;
    return owner;
  };
  /** Texts of the dialog not painted yet; ['(no dialog)'] while it is not there. */
  const unpaintedInDialog = () => {
    const dialog = [...document.querySelectorAll('[role="dialog"]')].find(
      (d) => titleOf(d).toLowerCase() === dialogTitle.toLowerCase(),
    );
    if (!dialog) return ['(no dialog)'];
    const painted = new Set(store.elements.map((e) => (e as Painted).element));
    return [...dialog.querySelectorAll('*')]
      .filter((el) => visibleText(el) && !painted.has(reportingElement(el)))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  };
  const deadline = performance.now() + 5_000;
  return new Promise((resolve) => {
    const check = () => {
      store.flush();
      const unpainted = unpaintedInDialog();
      if (!unpainted.length || performance.now() > deadline)
        return resolve({
          lcp: store.lcp.map((e) => describe(e as Painted)),
          elements: store.elements.map((e) => describe(e as Painted)),
          unpainted,
        });
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

export const readPaintsOf = (page: Page, dialogTitle: string): Promise<Paints> =>
  evaluateInPage(page, readPaints, dialogTitle);

/** The largest element painted inside the dialog titled `title` (any case): LCP restricted to it. */
export function largestIn(elements: PaintedElement[], title: string): PaintedElement | undefined {
  return elements
    .filter((e) => e.dialog?.toLowerCase() === title.toLowerCase() && e.size > 0)
    .reduce<PaintedElement | undefined>((best, e) => (!best || e.size > best.size ? e : best), undefined);
}
