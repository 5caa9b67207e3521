/**
 * The Cameras page at 100,000 cameras (seeded as in devices-throughput; BENCH_PAGE_CAMERAS) in Chromium, logged in as the owner (a
 * cookie session):
 * - navigation to the first camera row painted, cold loads (a fresh context each), median of 3: target ≤ 1 s;
 * - the filter typed and erased key by key (two camera numbers, each typed then deleted with Backspace, so
 *   every keystroke changes the list, from 100,000 rows down to one and back), each keystroke measured from
 *   its keydown to the list painted after the last DOM change it caused (so the filter's debounce counts):
 *   target ≤ 100 ms (median of the keystrokes that changed the page); the keystroke's own event-to-next-paint
 *   time (Event Timing) is reported beside it.
 *
 * The server keeps checking its 100,000 (offline) cameras meanwhile and the page polls the list every
 * CAMERA_STATUS_REFRESH_MS, as with a real system of that size.
 */
import type { Browser, Page } from 'playwright-core';
import { ownerContext, withChromium } from '../src/chromium.ts';
import type { BenchFigure } from '../src/figure.ts';
import { evaluateInPage } from '../src/in-page.ts';
import {
  dataRowCount,
  firstRowOf,
  installKeystrokeProbeIn,
  type Keystroke,
  settledKeystrokeOf,
  watchFirstRowOf,
} from '../src/list-probes.ts';
import { describePhases, type LoadPhases, loadPhasesOf } from '../src/load-phases.ts';
import { type BenchServer, startBenchServer } from '../src/setup.ts';
import { round, roundSpread, spread } from '../src/stats.ts';
import { seedCameras } from './devices-throughput.ts';

const BENCH = 'cameras-page';
export const PAGE_CAMERAS = Number(process.env.BENCH_PAGE_CAMERAS ?? 100_000);
export const FIRST_ROW_TARGET_MS = 1000;
export const KEYSTROKE_TARGET_MS = 100;
const LOADS = 3;
/** Longer than the longest search debounce of the spec (500 ms): the list has settled by then. */
const QUIET_MS = 700;
/** The filter box (cameras namespace, `list.search`). */
const SEARCH_LABEL = 'Filter cameras';
/** A camera row of the list (`li`, virtualised: only the rows in view are in the document). */
const ROW_SELECTOR = '[data-testid="camera-row"]';
/** Camera numbers typed into the filter, each erased again: 16 keystrokes that each change the list. */
const SEARCHES = ['7731', '4096'];

/** The list call and the page's chunk, for the phases of a load. */
const LIST_PATH = '/rest/v1/devices';
const PAGE_CODE = '/CamerasPage-[^/]*\\.js$';

/**
 * Opens the Cameras page in a fresh context with a cookie session; returns the page, its first-row time and
 * where that time went.
 */
async function openCamerasPage(
  browser: Browser,
  bench: BenchServer,
): Promise<{ page: Page; firstRowMs: number; phases: LoadPhases }> {
  const context = await ownerContext(browser, bench.server.url, bench.owner);
  await watchFirstRowOf(context, ROW_SELECTOR);
  const page = await context.newPage();
  await page.goto(`${bench.server.url}/settings/cameras`);
  // Waits in the page, like the Users page bench, rather than through Playwright's locators.
  const firstRow = await firstRowOf(page, 60_000);
  if (firstRow.paintedMs === undefined) throw new Error('no row of the Cameras page painted within 60 s');
  return { page, firstRowMs: firstRow.paintedMs!, phases: await loadPhasesOf(page, LIST_PATH, PAGE_CODE) };
}

/** The list's count line ("12 of 10,000 cameras") as shown. */
const countText = (page: Page) =>
  evaluateInPage(page, () => document.querySelector('[data-testid="cameras-count"]')?.textContent ?? '');

interface FilterStroke extends Keystroke {
  /** The count line once the keystroke settled. */
  count: string;
}

async function typeAndErase(page: Page, searches: string[]): Promise<FilterStroke[]> {
  const box = page.getByRole('searchbox', { name: SEARCH_LABEL, exact: true });
  await box.click();
  await installKeystrokeProbeIn(page);
  const keys = searches.flatMap((text) => [...text, ...Array.from(text, () => 'Backspace')]);
  const strokes: FilterStroke[] = [];
  for (const key of keys) {
    await page.keyboard.press(key);
    const stroke = await settledKeystrokeOf(page, QUIET_MS, 15_000);
    if (stroke) strokes.push({ ...stroke, count: await countText(page) });
  }
  return strokes;
}

const listDelay = (s: Keystroke) => (s.paintedMs === undefined ? undefined : s.paintedMs - s.keydownMs);

export async function camerasPage(): Promise<BenchFigure[]> {
  // BENCH_WEB_ROOT: measure another build of the web app (e.g. `vite build --outDir` of a change).
  const webRoot = process.env.BENCH_WEB_ROOT || undefined;
  const bench = await startBenchServer({
    seed: (running) => seedCameras(running, PAGE_CAMERAS),
    ownWebCopy: true,
    webRoot,
  });
  try {
    const { firstRowsMs, phases, strokes, rowsShown } = await withChromium(async (browser) => {
      const firstRowsMs: number[] = [];
      const phases: LoadPhases[] = [];
      let last: Page | undefined;
      for (let i = 0; i < LOADS; i++) {
        await last?.context().close();
        const opened = await openCamerasPage(browser, bench);
        firstRowsMs.push(opened.firstRowMs);
        phases.push(opened.phases);
        console.log(`  ${BENCH}: load ${i + 1}: ${describePhases(opened.phases, opened.firstRowMs)} ms`);
        last = opened.page;
      }
      const strokes = await typeAndErase(last!, SEARCHES);
      const rowsShown = await dataRowCount(last!, ROW_SELECTOR);
      return { firstRowsMs, phases, strokes, rowsShown };
    });
    const delays = strokes.map(listDelay).filter((ms): ms is number => ms !== undefined);
    const eventMs = strokes.map((s) => s.eventDurationMs);
    console.log(`  ${BENCH}: first row painted ${firstRowsMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    console.log(
      `  ${BENCH}: filter ${SEARCHES.map((s) => `"${s}"`).join(', ')} typed and erased: list painted after ${strokes
        .map((s) => `${s.key === 'Backspace' ? '⌫' : s.key} ${listDelay(s)?.toFixed(0) ?? '-'}`)
        .join(', ')} ms; ${rowsShown} rows in the document at the end`,
    );
    const firstRow = roundSpread(spread(firstRowsMs), 0);
    const perKey = roundSpread(spread(delays), 0);
    return [
      {
        bench: BENCH,
        id: `${BENCH}.first-row`,
        metric: `${PAGE_CAMERAS.toLocaleString('en-US')} cameras: navigation to first row painted, median of ${LOADS} cold loads`,
        value: firstRow.median,
        unit: 'ms',
        target: { of: 'value', bound: 'max', limit: FIRST_ROW_TARGET_MS },
        details: { spreadMs: firstRow, firstRowsMs: firstRowsMs.map((ms) => round(ms, 0)), phases },
      },
      {
        bench: BENCH,
        id: `${BENCH}.keystroke`,
        metric: `filter keystroke to list painted, median of ${delays.length} (max ${perKey.max} ms)`,
        value: perKey.median,
        unit: 'ms',
        target: { of: 'value', bound: 'max', limit: KEYSTROKE_TARGET_MS },
        details: {
          typedAndErased: SEARCHES,
          rowsShown,
          spreadMs: perKey,
          keystrokes: strokes.map((s) => ({
            key: s.key,
            count: s.count,
            listPaintedMs: round(listDelay(s) ?? Number.NaN, 0),
            eventToNextPaintMs: s.eventDurationMs,
          })),
        },
      },
      {
        bench: BENCH,
        id: `${BENCH}.keystroke-event`,
        metric: 'filter keystroke to next paint (Event Timing), worst',
        value: Math.max(...eventMs),
        unit: 'ms',
        details: { note: 'entries under 16 ms are not reported by Chromium and count as 0' },
      },
    ];
  } finally {
    await bench.stop();
  }
}
