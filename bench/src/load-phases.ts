/**
 * Where the time of a page load went until a list showed, from Chromium's Navigation and Resource Timing
 * (ms since navigation start): the document and the app's first scripts, the page's own code (the lazy
 * chunks loaded one wave after another), the list request (waiting for the server's first byte, then the
 * body), and the page's work from the body to the first row painted.
 */
import type { Page } from 'playwright-core';
import { evaluateInPage } from './in-page.ts';

export interface LoadPhases {
  /** The document's last byte. */
  documentMs: number;
  /** DOMContentLoaded handled: the app's entry scripts ran. */
  bootMs: number;
  /** The page's code (the chunk whose name matches) loaded. */
  pageCodeMs?: number;
  /** The list request: sent, first byte, last byte. */
  listSentMs?: number;
  listFirstByteMs?: number;
  listLoadedMs?: number;
  /** Scripts (JS chunks) fetched before the list request was sent. */
  scriptsBeforeList: number;
  /** Requests of any kind, and the JS and JSON bytes transferred (compressed), before the first row. */
  requests: number;
}

function readPhases(listPath: string, pageCode: string): LoadPhases {
  const round = (n: number) => Math.round(n);
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const pathOf = (r: PerformanceResourceTiming) => new URL(r.name).pathname;
  const list = resources.find((r) => pathOf(r) === listPath);
  const code = resources.find((r) => new RegExp(pageCode).test(pathOf(r)));
  const scripts = resources.filter((r) => r.initiatorType === 'script' || pathOf(r).endsWith('.js'));
  return {
    documentMs: round(nav.responseEnd),
    bootMs: round(nav.domContentLoadedEventEnd),
    ...(code ? { pageCodeMs: round(code.responseEnd) } : {}),
    ...(list
      ? {
          listSentMs: round(list.startTime),
          listFirstByteMs: round(list.responseStart),
          listLoadedMs: round(list.responseEnd),
        }
      : {}),
    scriptsBeforeList: list ? scripts.filter((r) => r.startTime < list.startTime).length : scripts.length,
    requests: resources.length,
  };
}

/**
 * The phases of the load so far; `listPath` is the list call's path (no query), `pageCode` a pattern of the
 * page chunk's path (e.g. `/CamerasPage-[^/]*\.js$`).
 */
export const loadPhasesOf = (page: Page, listPath: string, pageCode: string) =>
  evaluateInPage(page, readPhases, listPath, pageCode);

/** One line per load: how long each phase took, ending at the first row painted (`firstRowMs`). */
export function describePhases(p: LoadPhases, firstRowMs: number): string {
  if (p.listSentMs === undefined) return `boot ${p.bootMs} ms; the list request was not seen`;
  return [
    `boot ${p.bootMs}`,
    `waiting for code ${p.listSentMs - p.bootMs} (${p.scriptsBeforeList} scripts; page code at ${p.pageCodeMs ?? '?'})`,
    `server ${p.listFirstByteMs! - p.listSentMs}`,
    `body ${p.listLoadedMs! - p.listFirstByteMs!}`,
    `to first row ${Math.round(firstRowMs - p.listLoadedMs!)}`,
  ].join(', ');
}
