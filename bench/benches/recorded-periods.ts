/**
 * `GET /ec2/recordedTimePeriods` over a month of archive: p50 and p99 of the View timeline's query (the
 * console's defaults: `cameraId`, `periodsType=0` and `detail` a thousandth of the records window, the
 * window itself the server's default, 30 days back to 100 s ahead) as one client sees it, from a separate
 * process. Target p99 ≤ 50 ms.
 *
 * The archive index is seeded (the chunk files need not exist for this call): one camera with 30 days of
 * 60 s chunks of its primary stream (43,200 rows, the target's case); one camera recording both streams for
 * 30 days (86,400 rows: the call reads both, as for any dual-streaming camera recording always), measured
 * too; and three more such cameras, so the index is the size of a small system's (388,800 rows in all).
 * The cameras keep their archive for 31 days, so retention deletes nothing while the bench runs.
 *
 * Settings: BENCH_PERIODS_REQUESTS (300; quick 60); BENCH_QUICK=1 for the quick values.
 */
import type { BenchFigure } from '../src/figure.ts';
import { getJson } from '../src/http.ts';
import { type LatencySummary, measureLatency } from '../src/latency.ts';
import { type SeededArchive, seedArchive } from '../src/seed-archive.ts';
import { numberSetting } from '../src/settings.ts';
import { startBenchServer } from '../src/setup.ts';

const BENCH = 'recorded-periods';
export const P99_TARGET_MS = 50;
const REQUESTS = numberSetting('BENCH_PERIODS_REQUESTS', 300, 60);
const DAY_MS = 86_400_000;
const CHUNK_MS = 60_000;
const CHUNKS = (30 * DAY_MS) / CHUNK_MS;
/** RECORDS_WINDOW_BACK_MS + RECORDS_WINDOW_FORWARD_MS of the contract (spec 000 §9). */
const WINDOW_MS = 30 * DAY_MS + 100_000;
/** The console's merge distance for the records window (detailOf in the View's periods.api.ts). */
const DETAIL_MS = Math.floor(WINDOW_MS / 1000);
const OTHER_CAMERAS = 3;
/** Nothing listens on the discard port: the cameras are offline and record nothing. */
const closedUrl = (i: number) => `rtsp://127.0.0.1:9/periods-${i}`;

interface Periods {
  reply: { guid: string; periods: { startTimeMs: number; durationMs: number }[] }[];
}

export async function recordedPeriods(): Promise<BenchFigure[]> {
  const ids: string[] = [];
  let rows = 0;
  const bench = await startBenchServer({
    seed: async (running) => {
      for (let i = 0; i < 2 + OTHER_CAMERAS; i++) {
        const added = await getJson<{ id: string }>(
          `${running.server.url}/rest/v1/devices`,
          running.ownerToken,
          {
            method: 'POST',
            body: JSON.stringify({
              url: closedUrl(i),
              name: `Archive ${i}`,
              schedule: { maxArchiveDays: 31 },
            }),
          },
        );
        ids.push(added.id);
      }
      return (dataDir) => {
        const endMs = Date.now();
        const archive = (cameraId: string, qualities: SeededArchive['qualities']): SeededArchive => ({
          cameraId,
          qualities,
          endMs,
          chunks: CHUNKS,
          chunkMs: CHUNK_MS,
        });
        rows = seedArchive(dataDir, [
          archive(ids[0]!, ['hi']),
          ...ids.slice(1).map((id) => archive(id, ['hi', 'low'])),
        ]);
      };
    },
  });
  try {
    const headers = { authorization: `Bearer ${bench.ownerToken}`, 'accept-encoding': 'br, gzip' };
    const urlOf = (id: string) =>
      `${bench.server.url}/ec2/recordedTimePeriods?cameraId=${id}&periodsType=0&detail=${DETAIL_MS}`;
    const measure = async (id: string, what: string) => {
      const body = await getJson<Periods>(urlOf(id), bench.ownerToken);
      const periods = body.reply.flatMap((server) => server.periods);
      const covered = periods.reduce((sum, p) => sum + p.durationMs, 0);
      if (covered < 29 * DAY_MS) throw new Error(`${what}: the periods cover ${covered} ms, not 30 days`);
      const summary = await measureLatency({ urls: [urlOf(id)], headers, requests: REQUESTS, warmup: 10 });
      console.log(
        `  ${BENCH}: ${what}: p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms (max ${summary.maxMs}) over ` +
          `${summary.requests} requests; ${periods.length} period(s), ${summary.bytesPerResponse} bytes`,
      );
      return { summary, periods: periods.length };
    };
    const single = await measure(ids[0]!, `${CHUNKS.toLocaleString('en-US')} chunks (primary stream)`);
    const dual = await measure(ids[1]!, `${(2 * CHUNKS).toLocaleString('en-US')} chunks (both streams)`);
    const details = (m: { summary: LatencySummary; periods: number }) => ({
      ...m.summary,
      periods: m.periods,
      detailMs: DETAIL_MS,
      indexRows: rows,
    });
    const target = { of: 'value' as const, bound: 'max' as const, limit: P99_TARGET_MS };
    const days = '30 days of 60 s chunks';
    return [
      {
        bench: BENCH,
        id: `${BENCH}.p99`,
        metric: `${days} (43,200), the timeline's query, p99 of ${single.summary.requests}`,
        value: single.summary.p99Ms,
        unit: 'ms',
        target,
        details: details(single),
      },
      {
        bench: BENCH,
        id: `${BENCH}.p50`,
        metric: `${days} (43,200), the timeline's query, p50`,
        value: single.summary.p50Ms,
        unit: 'ms',
      },
      {
        bench: BENCH,
        id: `${BENCH}.both-streams-p99`,
        metric: `${days}, both streams (86,400), p99 of ${dual.summary.requests}`,
        value: dual.summary.p99Ms,
        unit: 'ms',
        target,
        details: details(dual),
      },
    ];
  } finally {
    await bench.stop();
  }
}
