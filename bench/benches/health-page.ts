/**
 * The Information page's render time with 1,000 cameras and 100 alarms (issue 18), in Chromium: an exported
 * report (the contract's fixture: 50 cameras offline with an error each, 50 with a low frame rate warning)
 * dropped on the health report viewer (`/health-report/viewer`), so no 1,000 real cameras are needed and the
 * page's own work is what is measured:
 * - drop to the Alerts view painted (tiles, 100 alerts listed);
 * - a click on the Cameras tile to its table painted (the first 20 of 1,000 rows, sorted, searchable).
 * Each against the same steps with a report of 3 cameras and no alarm in the same browser (the page's fixed
 * cost), as a ratio: target ≤ 2 (the size of the report costs at most as much again as the page itself).
 * Median of 5 rounds, the two reports interleaved, each in a fresh context (cold caches).
 */
import { healthReportFixture } from '@argus/contract/testing';
import type { Browser, Page } from 'playwright-core';
import { coldContext, withChromium } from '../src/chromium.ts';
import type { BenchFigure } from '../src/figure.ts';
import { evaluateInPage } from '../src/in-page.ts';
import { type BenchServer, startBenchServer } from '../src/setup.ts';
import { roundSpread, spread } from '../src/stats.ts';

const BENCH = 'health-page';
export const HEALTH_CAMERAS = Number(process.env.BENCH_HEALTH_CAMERAS ?? 1000);
export const HEALTH_ALARMS = 100;
const ROUNDS = 5;
export const RATIO_TARGET = 2;

const LARGE = JSON.stringify(
  healthReportFixture({
    cameras: HEALTH_CAMERAS,
    offlineCameras: HEALTH_ALARMS / 2,
    warnings: HEALTH_ALARMS / 2,
    timestamp: new Date().toISOString(),
  }),
);
const SMALL = JSON.stringify(healthReportFixture({ cameras: 3, timestamp: new Date().toISOString() }));

interface Timings {
  alertsMs: number;
  tableMs: number;
}

type Action = 'drop' | 'openCameras';

/**
 * In the page: does `action` (the drop of the report's text on the viewer's drop zone, as the browser would
 * deliver it; a click on the Cameras tile) and resolves the time from its start until `selector` is in the
 * document and a frame has painted after it.
 */
function paintedAfter(action: Action, selector: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
    });
    observer.observe(document, { childList: true, subtree: true });
    setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${selector} did not appear within ${timeoutMs} ms`));
    }, timeoutMs);
    if (action === 'openCameras') {
      document.querySelector<HTMLElement>('[data-testid="health-tile-cameras"]')?.click();
      return;
    }
    const transfer = new DataTransfer();
    const text = (window as unknown as { __benchReport: string }).__benchReport;
    transfer.items.add(new File([text], 'report.json', { type: 'application/json' }));
    document
      .querySelector('[data-testid="health-viewer-drop"]')
      ?.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  });
}

async function measure(browser: Browser, bench: BenchServer, report: string): Promise<Timings> {
  const context = await coldContext(browser);
  try {
    const login = await context.request.post(`${bench.server.url}/rest/v1/login/sessions`, {
      data: { username: bench.owner.login, password: bench.owner.password, setCookie: true },
    });
    if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
    const page: Page = await context.newPage();
    await page.goto(`${bench.server.url}/health-report/viewer`);
    await page.getByTestId('health-viewer-drop').waitFor();
    await evaluateInPage(
      page,
      (text: string) => {
        (window as unknown as { __benchReport: string }).__benchReport = text;
      },
      report,
    );
    const alertsMs = await evaluateInPage(
      page,
      paintedAfter,
      'drop',
      '[data-testid="health-tile-cameras"]',
      30_000,
    );
    const tableMs = await evaluateInPage(
      page,
      paintedAfter,
      'openCameras',
      '[data-testid="health-table"] tbody tr',
      30_000,
    );
    return { alertsMs, tableMs };
  } finally {
    await context.close();
  }
}

export async function healthPage(): Promise<BenchFigure[]> {
  const bench = await startBenchServer({ ownWebCopy: true });
  try {
    const { large, small } = await withChromium(async (browser) => {
      const large: Timings[] = [];
      const small: Timings[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        small.push(await measure(browser, bench, SMALL));
        large.push(await measure(browser, bench, LARGE));
      }
      return { large, small };
    });
    const median = (list: Timings[], key: keyof Timings) => roundSpread(spread(list.map((t) => t[key])), 0);
    const figures: BenchFigure[] = [];
    for (const [key, what] of [
      ['alertsMs', 'report dropped on the viewer to the Alerts view painted'],
      ['tableMs', 'Cameras tile clicked to its table painted'],
    ] as const) {
      const big = median(large, key);
      const reference = median(small, key);
      console.log(`  ${BENCH}: ${what}: ${big.median} ms (3 cameras: ${reference.median} ms)`);
      figures.push({
        bench: BENCH,
        id: `${BENCH}.${key === 'alertsMs' ? 'alerts' : 'cameras-table'}`,
        metric: `${HEALTH_CAMERAS.toLocaleString('en-US')} cameras, ${HEALTH_ALARMS} alarms: ${what}, vs 3 cameras, median of ${ROUNDS}`,
        value: big.median,
        baseline: reference.median,
        unit: 'ms',
        target: { of: 'ratio', bound: 'max', limit: RATIO_TARGET },
        details: { spreadMs: big, referenceSpreadMs: reference, reportBytes: LARGE.length },
      });
    }
    return figures;
  } finally {
    await bench.stop();
  }
}
