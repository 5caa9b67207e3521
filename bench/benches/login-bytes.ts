/**
 * What a first visit to the login page costs on the wire: a cold load (empty cache) of a set-up system's
 * start page in Chromium until the login form shows and the network is idle, every request counted
 * (headers and encoded bodies as received; 1 KB = 1000 bytes).
 * - all bytes with `Accept-Encoding: br, gzip`: target ≤ 250 KB;
 * - the JS of a load with `Accept-Encoding: gzip` only, its encoded bodies (as Vite reports sizes; the
 *   headers are in the results file): target ≤ 170 KB.
 */

import type { Browser } from 'playwright-core';
import { coldContext, waitForLoginForm, withChromium } from '../src/chromium.ts';
import type { BenchFigure } from '../src/figure.ts';
import { startBenchServer } from '../src/setup.ts';
import { round } from '../src/stats.ts';
import { recordTransfers, type Transfer, totalBodyBytes, totalBytes } from '../src/wire-bytes.ts';

const BENCH = 'login-bytes';
export const PAGE_TARGET_KB = 250;
export const JS_TARGET_KB = 170;
const KB = 1000;

interface ColdLoad {
  transfers: Transfer[];
  sentAcceptEncoding: string | undefined;
}

async function coldLoad(browser: Browser, url: string, acceptEncoding: string): Promise<ColdLoad> {
  const context = await coldContext(browser);
  try {
    const page = await context.newPage();
    const log = await recordTransfers(page, acceptEncoding);
    await page.goto(url);
    await waitForLoginForm(page);
    await page.waitForLoadState('networkidle');
    return { transfers: log.transfers(), sentAcceptEncoding: log.sentAcceptEncoding() };
  } finally {
    await context.close();
  }
}

const perRequest = (load: ColdLoad) =>
  load.transfers.map((t) => ({
    path: new URL(t.url).pathname,
    type: t.type,
    status: t.status,
    encoding: t.contentEncoding,
    bytes: t.bytes,
    bodyBytes: t.bodyBytes,
  }));

function byType(transfers: Transfer[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const t of transfers) sums[t.type] = (sums[t.type] ?? 0) + t.bytes;
  return sums;
}

export async function loginBytes(): Promise<BenchFigure[]> {
  const bench = await startBenchServer({ ownWebCopy: true });
  try {
    const url = `${bench.server.url}/`;
    const [both, gzip] = await withChromium(async (browser) => [
      await coldLoad(browser, url, 'br, gzip'),
      await coldLoad(browser, url, 'gzip'),
    ]);
    const scripts = gzip.transfers.filter((t) => t.type === 'Script');
    const pageKB = totalBytes(both.transfers) / KB;
    const jsKB = totalBodyBytes(scripts) / KB;
    const kbByType = Object.fromEntries(
      Object.entries(byType(both.transfers)).map(([type, bytes]) => [type, round(bytes / KB)]),
    );
    console.log(
      `  ${BENCH}: br, gzip: ${both.transfers.length} requests, KB by type ${JSON.stringify(kbByType)}`,
    );
    for (const t of [...both.transfers].sort((a, b) => b.bytes - a.bytes).slice(0, 5))
      console.log(
        `  ${BENCH}: ${(t.bytes / KB).toFixed(1)} KB ${t.contentEncoding} ${new URL(t.url).pathname}`,
      );
    return [
      {
        bench: BENCH,
        id: `${BENCH}.page`,
        metric: `login page, cold load, all ${both.transfers.length} requests (br, gzip)`,
        value: round(pageKB),
        unit: 'KB',
        target: { of: 'value', bound: 'max', limit: PAGE_TARGET_KB },
        details: { sentAcceptEncoding: both.sentAcceptEncoding, kbByType, requests: perRequest(both) },
      },
      {
        bench: BENCH,
        id: `${BENCH}.js-gzip`,
        metric: `login page JS, ${scripts.length} scripts (gzip only, bodies)`,
        value: round(jsKB),
        unit: 'KB',
        target: { of: 'value', bound: 'max', limit: JS_TARGET_KB },
        details: {
          sentAcceptEncoding: gzip.sentAcceptEncoding,
          withHeadersKB: round(totalBytes(scripts) / KB),
          requests: perRequest(gzip),
        },
      },
    ];
  } finally {
    await bench.stop();
  }
}
