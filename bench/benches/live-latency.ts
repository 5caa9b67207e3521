/**
 * Glass-to-glass latency of live video on the View page (issue 19: target ≤ 0.8 s), Media Source
 * Extensions over the media WebSocket against HLS, in the same run: the test camera burns the wall clock
 * into its frames (bench/src/timecode.ts), and for every frame Chromium shows, the page reads it back and
 * compares it with its own clock. One page plays live as the console does (MSE); another has no WebSocket,
 * so its player falls back to HLS (a live remuxer, 1 s segments). The camera does not record; 640×360 at 15
 * fps, a keyframe every second.
 *
 * Settings: BENCH_LIVE_LATENCY_SECONDS (sampling time of each player; default 20, quick 8).
 */
import type { Browser, Page } from 'playwright-core';
import { startTestCameras, type TestCameras } from '../../e2e/support/testcamera.ts';
import { withChromium } from '../src/chromium.ts';
import type { BenchFigure } from '../src/figure.ts';
import { localViewPage, waitCameraStatus } from '../src/first-frame.ts';
import { addCameras } from '../src/recorded-cameras.ts';
import { numberSetting } from '../src/settings.ts';
import { startBenchServer } from '../src/setup.ts';
import { median, percentile, round } from '../src/stats.ts';
import { frameLatencies } from '../src/timecode.ts';

const BENCH = 'live-latency';
export const LIVE_LATENCY_TARGET_MS = 800;
const SECONDS = numberSetting('BENCH_LIVE_LATENCY_SECONDS', 20, 8);
const NO_RECORDING = { isEnabled: false, tasks: [] };

/** Waits until the page's player plays with `engine` and has moved on a second, then samples it. */
async function measure(page: Page, engine: 'mse' | 'hls.js'): Promise<number[]> {
  await page.locator(`[data-testid="player"][data-engine="${engine}"]`).waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    () => (document.querySelector<HTMLVideoElement>('[data-testid="player"] video')?.currentTime ?? 0) > 2,
    undefined,
    { timeout: 60_000 },
  );
  const samples = await frameLatencies(page, SECONDS * 1000);
  if (samples.length === 0) throw new Error(`no frame with a timecode on the ${engine} player`);
  return samples;
}

async function playersOf(browser: Browser, bench: Awaited<ReturnType<typeof startBenchServer>>, id: string) {
  const mse = await localViewPage(browser, bench, id);
  const hls = await localViewPage(browser, bench, id, () => {
    // No WebSocket: the player falls back to HLS, as a browser or proxy without it would.
    Reflect.deleteProperty(window, 'WebSocket');
  });
  return { mse, hls };
}

export async function liveLatency(): Promise<BenchFigure[]> {
  let cameras: TestCameras | undefined;
  const bench = await startBenchServer({ ownWebCopy: true });
  try {
    cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false, timecode: true });
    const [id] = await addCameras(bench.server, bench.ownerToken, cameras.cameras, NO_RECORDING);
    await waitCameraStatus(bench.server.url, bench.ownerToken, [id!], ['Online']);
    const { mse, hls } = await withChromium(async (browser) => {
      const pages = await playersOf(browser, bench, id!);
      // One after the other, so the two players do not share the machine while measured.
      const mseMs = await measure(pages.mse, 'mse');
      await pages.mse.context().close();
      const hlsMs = await measure(pages.hls, 'hls.js');
      await pages.hls.context().close();
      return { mse: mseMs, hls: hlsMs };
    });
    const mseMedian = round(median(mse), 0);
    const hlsMedian = round(median(hls), 0);
    console.log(
      `  ${BENCH}: MSE median ${mseMedian} ms (p90 ${round(percentile(mse, 90), 0)}, ${mse.length} frames); ` +
        `HLS median ${hlsMedian} ms (p90 ${round(percentile(hls, 90), 0)}, ${hls.length} frames); ` +
        `HLS/MSE ${round(hlsMedian / mseMedian, 1)}`,
    );
    return [
      {
        bench: BENCH,
        id: `${BENCH}.mse`,
        metric: `glass-to-glass latency of live on /view over MSE (WebSocket fMP4), median of ${mse.length} frames`,
        value: mseMedian,
        unit: 'ms',
        target: { of: 'value', bound: 'max', limit: LIVE_LATENCY_TARGET_MS },
        details: { p90: round(percentile(mse, 90), 0), min: Math.min(...mse), max: Math.max(...mse) },
      },
      {
        bench: BENCH,
        id: `${BENCH}.hls`,
        metric: `the same over HLS (the fallback), median of ${hls.length} frames; ratio HLS/MSE`,
        value: hlsMedian,
        unit: 'ms',
        baseline: mseMedian,
        details: { p90: round(percentile(hls, 90), 0), min: Math.min(...hls), max: Math.max(...hls) },
      },
    ];
  } finally {
    await cameras?.stop();
    await bench.stop();
  }
}
