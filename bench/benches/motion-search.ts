/**
 * Motion search over a month (`GET /ec2/recordedTimePeriods?periodsType=1&filter=…`): p50 and p99 of a
 * region's search over 30 days of one busy camera, as one client sees it from a separate process. Target
 * p99 ≤ 1 s (issue 19). The figures:
 * - the timeline's query: the records window (30 days back to 100 s ahead) with `detail` a thousandth of it,
 *   as the View asks for the whole time line (minute rows, then the first and last minute of each run);
 * - the same month at `detail=0`: every moving second of the region, the most a search can read.
 *
 * The motion is seeded (seed-motion-cells.ts, through the server's own MotionCells): one camera, 30 days, about
 * half of the seconds moving, an object wandering over the grid. The region is a doorway of 6×8 cells.
 *
 * Settings: BENCH_MOTION_SEARCH_REQUESTS (100; quick 20), BENCH_MOTION_SEARCH_DAYS (30; quick 3);
 * BENCH_QUICK=1 for the quick values.
 */
import { formatMotionFilter } from '@argus/contract/mediaserver';
import type { BenchFigure } from '../src/figure.ts';
import { getJson } from '../src/http.ts';
import { type LatencySummary, measureLatency } from '../src/latency.ts';
import { type SeededMotion, seedMotionCells } from '../src/seed-motion-cells.ts';
import { numberSetting } from '../src/settings.ts';
import { startBenchServer } from '../src/setup.ts';

const BENCH = 'motion-search';
export const P99_TARGET_MS = 1000;
const REQUESTS = numberSetting('BENCH_MOTION_SEARCH_REQUESTS', 100, 20);
const DAYS = numberSetting('BENCH_MOTION_SEARCH_DAYS', 30, 3);
const DAY_MS = 86_400_000;
/** RECORDS_WINDOW_BACK_MS + RECORDS_WINDOW_FORWARD_MS of the contract (spec 000 §9). */
const WINDOW_MS = 30 * DAY_MS + 100_000;
const TIMELINE_DETAIL_MS = Math.floor(WINDOW_MS / 1000);
const DOORWAY = [{ x: 8, y: 12, width: 6, height: 8 }];

interface Periods {
  reply: { startTimeMs: number; durationMs: number }[];
}

export async function motionSearch(): Promise<BenchFigure[]> {
  let cameraId = '';
  let seeded: SeededMotion = { movingSeconds: 0, rows: 0 };
  let seedS = 0;
  const bench = await startBenchServer({
    seed: async (running) => {
      const added = await getJson<{ id: string }>(
        `${running.server.url}/rest/v1/devices`,
        running.ownerToken,
        {
          method: 'POST',
          // Nothing listens on the discard port: the camera is offline and records nothing.
          body: JSON.stringify({ url: 'rtsp://127.0.0.1:9/motion-search', name: 'Busy doorway' }),
        },
      );
      cameraId = added.id;
      return (dataDir) => {
        const started = performance.now();
        seeded = seedMotionCells(dataDir, { cameraId, spanMs: DAYS * DAY_MS, endMs: Date.now() });
        seedS = Math.round((performance.now() - started) / 1000);
        console.log(
          `  ${BENCH}: seeded ${seeded.movingSeconds.toLocaleString('en-US')} moving seconds over ${DAYS} ` +
            `days (${seeded.rows.toLocaleString('en-US')} rows) in ${seedS} s`,
        );
      };
    },
  });
  try {
    const headers = { authorization: `Bearer ${bench.ownerToken}`, 'accept-encoding': 'br, gzip' };
    const filter = encodeURIComponent(formatMotionFilter(DOORWAY));
    const urlOf = (detailMs: number) =>
      `${bench.server.url}/ec2/recordedTimePeriods?cameraId=${cameraId}&periodsType=1&flat` +
      `&detail=${detailMs}&filter=${filter}`;
    const measure = async (detailMs: number, what: string) => {
      const body = await getJson<Periods>(urlOf(detailMs), bench.ownerToken);
      if (body.reply.length === 0) throw new Error(`${what}: the search found nothing`);
      const summary = await measureLatency({
        urls: [urlOf(detailMs)],
        headers,
        requests: REQUESTS,
        warmup: 5,
      });
      console.log(
        `  ${BENCH}: ${what}: p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms (max ${summary.maxMs}) over ` +
          `${summary.requests} requests; ${body.reply.length} period(s), ${summary.bytesPerResponse} bytes`,
      );
      return { summary, periods: body.reply.length };
    };
    const timeline = await measure(
      TIMELINE_DETAIL_MS,
      `the timeline's query (detail ${TIMELINE_DETAIL_MS} ms)`,
    );
    const everySecond = await measure(0, 'every moving second (detail 0)');
    const details = (m: { summary: LatencySummary; periods: number }, detailMs: number) => ({
      ...m.summary,
      periods: m.periods,
      detailMs,
      days: DAYS,
      ...seeded,
      seedS,
      region: DOORWAY,
    });
    const target = { of: 'value' as const, bound: 'max' as const, limit: P99_TARGET_MS };
    const month = `${DAYS} days of one busy camera, a 6×8-cell region`;
    return [
      {
        bench: BENCH,
        id: `${BENCH}.p99`,
        metric: `${month}, the timeline's query, p99 of ${timeline.summary.requests}`,
        value: timeline.summary.p99Ms,
        unit: 'ms',
        target,
        details: details(timeline, TIMELINE_DETAIL_MS),
      },
      {
        bench: BENCH,
        id: `${BENCH}.p50`,
        metric: `${month}, the timeline's query, p50`,
        value: timeline.summary.p50Ms,
        unit: 'ms',
      },
      {
        bench: BENCH,
        id: `${BENCH}.every-second-p99`,
        metric: `${month}, every moving second (detail 0), p99 of ${everySecond.summary.requests}`,
        value: everySecond.summary.p99Ms,
        unit: 'ms',
        target,
        details: details(everySecond, 0),
      },
    ];
  } finally {
    await bench.stop();
  }
}
