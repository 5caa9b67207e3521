/**
 * Functions that run in the browser. tsx (esbuild with keepNames) wraps named inner functions in
 * `__name(…)`, which a page does not have, so a function goes to the page as source text with a stand-in
 * for that helper; its arguments travel as JSON.
 */
import type { BrowserContext, Page } from 'playwright-core';

function source<A extends unknown[]>(fn: (...args: A) => unknown, args: A): string {
  const list = args.map((a) => JSON.stringify(a)).join(', ');
  return `(() => { const __name = (f) => f; return (${fn.toString()})(${list}); })()`;
}

/** Runs `fn(...args)` in the page and returns its (awaited) result. */
export function evaluateInPage<A extends unknown[], R>(
  page: Page,
  fn: (...args: A) => R | Promise<R>,
  ...args: A
): Promise<R> {
  return page.evaluate(source(fn, args)) as Promise<R>;
}

/** Runs `fn(...args)` in every page of the context before the page's own scripts. */
export function initScript<A extends unknown[]>(
  context: BrowserContext,
  fn: (...args: A) => void,
  ...args: A
): Promise<void> {
  return context.addInitScript(source(fn, args)).then(() => undefined);
}
