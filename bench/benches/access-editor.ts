/**
 * The user dialog's cameras-and-layouts editor (issue 19) at 10,000 cameras (seeded as in devices-throughput;
 * BENCH_ACCESS_CAMERAS), in Chromium as the owner (a cookie session), for a user limited to a list:
 * - the user's login clicked on the Users page to the editor's first camera row painted: target ≤ 1 s;
 * - the editor's search typed and erased key by key (a camera number, so every keystroke changes the list),
 *   each keystroke from its keydown to the list painted after the last DOM change it caused (the search's
 *   debounce counts): target ≤ 100 ms (median);
 * - "Select all" clicked to the count reading every camera: target ≤ 100 ms.
 * Only the rows in view are in the document; the count of rendered rows is reported.
 */
import type { Page } from 'playwright-core';
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
import { type BenchServer, startBenchServer } from '../src/setup.ts';
import { round, roundSpread, spread } from '../src/stats.ts';
import { seedCameras } from './devices-throughput.ts';

const BENCH = 'access-editor';
const CAMERAS = Number(process.env.BENCH_ACCESS_CAMERAS ?? 10_000);
const OPEN_TARGET_MS = 1000;
const KEYSTROKE_TARGET_MS = 100;
const SELECT_ALL_TARGET_MS = 100;
const QUIET_MS = 700;
const USER = { name: 'limited', password: 'Limited-bench-7' };
/** A camera row of the editor (group rows have no id). */
const ROW_SELECTOR = '[data-access-id]';
const SEARCH = '7731';

async function openEditor(bench: BenchServer, page: Page): Promise<number> {
  await page.goto(`${bench.server.url}/settings/users`);
  const login = page
    .getByTestId(`user-row-${USER.name}`)
    .getByRole('button', { name: USER.name, exact: true });
  await login.waitFor();
  const clickedAt = await evaluateInPage(page, () => performance.now());
  await login.click();
  const first = await firstRowOf(page, 60_000);
  if (first.paintedMs === undefined) throw new Error('no row of the access editor painted within 60 s');
  return first.paintedMs - clickedAt;
}

async function typeAndErase(page: Page): Promise<Keystroke[]> {
  await page.getByRole('textbox', { name: 'Search cameras, servers and layouts', exact: true }).click();
  await installKeystrokeProbeIn(page);
  const strokes: Keystroke[] = [];
  for (const key of [...SEARCH, ...Array.from(SEARCH, () => 'Backspace')]) {
    await page.keyboard.press(key);
    const stroke = await settledKeystrokeOf(page, QUIET_MS, 15_000);
    if (stroke) strokes.push(stroke);
  }
  return strokes;
}

/** "Select all" to the count reading every camera, in the page. */
async function selectAll(page: Page): Promise<number> {
  const all = `${CAMERAS.toLocaleString('en-US')} of ${CAMERAS.toLocaleString('en-US')} cameras`;
  return evaluateInPage(
    page,
    (expected: string) =>
      new Promise<number>((resolve, reject) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Select all');
        const counts = document.querySelector('[data-testid="access-counts"]');
        if (!button || !counts) return reject(new Error('no Select all button or counts'));
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (!counts.textContent?.startsWith(expected)) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
        });
        observer.observe(counts, { childList: true, subtree: true, characterData: true });
        button.click();
      }),
    all,
  );
}

const listDelay = (s: Keystroke) => (s.paintedMs === undefined ? undefined : s.paintedMs - s.keydownMs);

export async function accessEditor(): Promise<BenchFigure[]> {
  const bench = await startBenchServer({
    seed: (running) => seedCameras(running, CAMERAS),
    ownWebCopy: true,
  });
  try {
    const created = await bench.api.call(
      'POST',
      '/rest/v1/users',
      {
        ...USER,
        type: 'local',
        permissions: 'GlobalCustomUserPermission|GlobalViewArchivePermission',
        accessibleResources: [],
      },
      bench.ownerToken,
    );
    if (!created.ok) throw new Error(`creating the user: ${created.status} ${await created.text()}`);
    const { openMs, strokes, selectAllMs, rowsShown } = await withChromium(async (browser) => {
      const context = await ownerContext(browser, bench.server.url, bench.owner);
      await watchFirstRowOf(context, ROW_SELECTOR);
      const page = await context.newPage();
      const openMs = await openEditor(bench, page);
      const strokes = await typeAndErase(page);
      const selectAllMs = await selectAll(page);
      const rowsShown = await dataRowCount(page, ROW_SELECTOR);
      return { openMs, strokes, selectAllMs, rowsShown };
    });
    const delays = strokes.map(listDelay).filter((ms): ms is number => ms !== undefined);
    const perKey = roundSpread(spread(delays), 0);
    console.log(
      `  ${BENCH}: editor painted ${openMs.toFixed(0)} ms after the click; "${SEARCH}" typed and erased: ${delays
        .map((ms) => ms.toFixed(0))
        .join(', ')} ms; select all ${selectAllMs.toFixed(0)} ms; ${rowsShown} camera rows in the document`,
    );
    const cameras = CAMERAS.toLocaleString('en-US');
    return [
      {
        bench: BENCH,
        id: `${BENCH}.open`,
        metric: `${cameras} cameras: user's login clicked to the editor's first camera row painted`,
        value: round(openMs, 0),
        unit: 'ms',
        target: { of: 'value', bound: 'max', limit: OPEN_TARGET_MS },
        details: { rowsShown },
      },
      {
        bench: BENCH,
        id: `${BENCH}.keystroke`,
        metric: `search keystroke to list painted, median of ${delays.length} (max ${perKey.max} ms)`,
        value: perKey.median,
        unit: 'ms',
        target: { of: 'value', bound: 'max', limit: KEYSTROKE_TARGET_MS },
        details: { typedAndErased: SEARCH, spreadMs: perKey },
      },
      {
        bench: BENCH,
        id: `${BENCH}.select-all`,
        metric: `"Select all" to the count reading ${cameras} cameras`,
        value: round(selectAllMs, 0),
        unit: 'ms',
        target: { of: 'value', bound: 'max', limit: SELECT_ALL_TARGET_MS },
      },
    ];
  } finally {
    await bench.stop();
  }
}
