/**
 * Keyboard journeys: where Tab goes, and whether each stop shows that it has focus. A stop is visibly
 * focused when it, its parent or its next sibling (Mantine draws a switch's ring on its track) looks different
 * while focused than after focus has moved on: an outline, a shadow, a border or background colour.
 */
import type { Page } from 'playwright-core';

export interface FocusStop {
  /** The accessible name, roughly: aria-label, the label's text, or the text. */
  name: string;
  tag: string;
  /** `dialog` when the stop is inside a dialog, else `page`. */
  inside: 'dialog' | 'page';
  visiblyFocused: boolean;
}

// Strings: e2e code is typed without the DOM library.
const LOOK_OF = `(el) => [el, el && el.parentElement, el && el.nextElementSibling].map((node) => {
  if (!node) return '';
  const s = getComputedStyle(node);
  return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderColor, s.backgroundColor].join('|');
}).join('#')`;

const DESCRIBE_ACTIVE = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const labelled = el.getAttribute('aria-labelledby');
  const label = el.getAttribute('aria-label')
    || (labelled && document.getElementById(labelled)?.textContent)
    || (el.labels && el.labels[0] && el.labels[0].textContent)
    || el.textContent || '';
  window.__focusStops = window.__focusStops || [];
  window.__focusStops.push(el);
  return {
    name: label.replace(/\\s*\\*\\s*$/, '').trim(),
    tag: el.tagName.toLowerCase(),
    inside: el.closest('[role="dialog"]') ? 'dialog' : 'page',
    look: (${LOOK_OF})(el),
  };
})()`;

/** Presses Tab up to `presses` times and describes each stop (stops early when focus comes back round). */
export async function focusWalk(page: Page, presses: number): Promise<FocusStop[]> {
  await page.evaluate('window.__focusStops = []');
  const stops: (Omit<FocusStop, 'visiblyFocused'> & { look: string })[] = [];
  const looksAfter: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const stop = (await page.evaluate(DESCRIBE_ACTIVE)) as (typeof stops)[number] | null;
    if (!stop) continue;
    // How the previous stop looks now that focus has left it.
    if (stops.length > 0)
      looksAfter.push(
        (await page.evaluate(`(${LOOK_OF})(window.__focusStops[window.__focusStops.length - 2])`)) as string,
      );
    if (stops.length > 1 && (await page.evaluate('window.__focusStops[0] === document.activeElement'))) break;
    stops.push(stop);
  }
  return stops.map(({ look, ...stop }, i) => ({
    ...stop,
    visiblyFocused: looksAfter[i] === undefined || looksAfter[i] !== look,
  }));
}
