/**
 * `/api/getEvents` over 1,000,000 logged events: p50 and p99 of the event log screen's queries as one client
 * sees them, from a separate process: the last 24 hours (the screen's default) filtered by camera, by event
 * type and by rule, each with the screen's limit (10,000 records); and the last 30 days filtered by camera
 * (the widest range the screen offers). Target p99 ≤ 100 ms each.
 *
 * The log is seeded by the server's own EventLogRepository into the stopped server's data dir
 * (seed-event-log.ts): 1,000,000 records over 30 days, 100 cameras, 5 event types, 20 rules. The server's
 * `maxEventLogRecords` is raised first (PATCH /rest/v1/system/settings) so retention keeps them.
 *
 * Settings: BENCH_EVENT_LOG_RECORDS (1,000,000; quick 100,000), BENCH_EVENT_LOG_REQUESTS (100; quick 40),
 * BENCH_EVENT_LOG_WIDE_REQUESTS (the 30-day query, 20; quick 5);
 * BENCH_QUICK=1 for the quick values.
 */
import { randomUUID } from 'node:crypto';
import type { BenchFigure } from '../src/figure.ts';
import { getJson } from '../src/http.ts';
import { type LatencySummary, measureLatency } from '../src/latency.ts';
import { type SeededEventLog, seedEventLog } from '../src/seed-event-log.ts';
import { numberSetting } from '../src/settings.ts';
import { startBenchServer } from '../src/setup.ts';

const BENCH = 'event-log-query';
export const P99_TARGET_MS = 100;
const RECORDS = numberSetting('BENCH_EVENT_LOG_RECORDS', 1_000_000, 100_000);
const REQUESTS = numberSetting('BENCH_EVENT_LOG_REQUESTS', 100, 40);
/** The 30-day query reads the whole log: fewer of it keep the bench within minutes. */
const WIDE_REQUESTS = numberSetting('BENCH_EVENT_LOG_WIDE_REQUESTS', 20, 5);
const DAY_MS = 86_400_000;
const SPAN_MS = 30 * DAY_MS;
/** The event log screen's limit (EVENT_LOG_LIMIT of apps/web's event-log-filters.ts). */
const SCREEN_LIMIT = 10_000;

interface Events {
  reply: unknown[];
}

interface Query {
  id: string;
  what: string;
  /** One query per key, asked in turn. */
  params: string[];
  fromMs: number;
  requests: number;
}

export async function eventLogQuery(): Promise<BenchFigure[]> {
  let seeded: SeededEventLog | undefined;
  const endMs = Date.now();
  const bench = await startBenchServer({
    seed: async (running) => {
      await getJson(`${running.server.url}/rest/v1/system/settings`, running.ownerToken, {
        method: 'PATCH',
        body: JSON.stringify({ maxEventLogRecords: RECORDS * 2 }),
      });
      return (dataDir) => {
        const started = performance.now();
        seeded = seedEventLog(dataDir, {
          records: RECORDS,
          spanMs: SPAN_MS,
          endMs,
          cameras: 100,
          rules: 20,
          serverId: randomUUID(),
        });
        console.log(
          `  ${BENCH}: seeded ${RECORDS.toLocaleString('en-US')} records in ` +
            `${Math.round(performance.now() - started)} ms`,
        );
      };
    },
  });
  try {
    const log = seeded!;
    const headers = { authorization: `Bearer ${bench.ownerToken}`, 'accept-encoding': 'br, gzip' };
    const dayFrom = endMs - DAY_MS;
    const queries: Query[] = [
      {
        id: 'camera-24h',
        what: 'last 24 h, one camera',
        params: log.cameraIds.map((id) => `cameraId=${id}`),
        fromMs: dayFrom,
        requests: REQUESTS,
      },
      {
        id: 'type-24h',
        what: 'last 24 h, one event type',
        params: log.eventTypes.map((type) => `event_type=${type}`),
        fromMs: dayFrom,
        requests: REQUESTS,
      },
      {
        id: 'rule-24h',
        what: 'last 24 h, one rule',
        params: log.ruleIds.map((id) => `brule_id=${id}`),
        fromMs: dayFrom,
        requests: REQUESTS,
      },
      {
        id: 'camera-30d',
        what: 'last 30 days, one camera',
        params: log.cameraIds.map((id) => `cameraId=${id}`),
        fromMs: endMs - SPAN_MS,
        requests: WIDE_REQUESTS,
      },
    ];
    const figures: BenchFigure[] = [];
    for (const q of queries) {
      const urls = q.params.map(
        (p) => `${bench.server.url}/api/getEvents?from=${q.fromMs}&to=${endMs}&limit=${SCREEN_LIMIT}&${p}`,
      );
      const sample = await getJson<Events>(urls[0]!, bench.ownerToken);
      if (!sample.reply.length) throw new Error(`${q.what}: no record answered`);
      const summary: LatencySummary = await measureLatency({
        urls,
        headers,
        requests: q.requests,
        warmup: 2,
      });
      console.log(
        `  ${BENCH}: ${q.what}: p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms (max ${summary.maxMs}) over ` +
          `${summary.requests} requests; ${sample.reply.length} records, ${summary.bytesPerResponse} bytes`,
      );
      const details = { ...summary, records: RECORDS, answered: sample.reply.length, limit: SCREEN_LIMIT };
      figures.push(
        {
          bench: BENCH,
          id: `${BENCH}.${q.id}-p99`,
          metric: `/api/getEvents over ${RECORDS.toLocaleString('en-US')} records, ${q.what}, p99 of ${summary.requests}`,
          value: summary.p99Ms,
          unit: 'ms',
          target: { of: 'value', bound: 'max', limit: P99_TARGET_MS },
          details,
        },
        {
          bench: BENCH,
          id: `${BENCH}.${q.id}-p50`,
          metric: `/api/getEvents over ${RECORDS.toLocaleString('en-US')} records, ${q.what}, p50`,
          value: summary.p50Ms,
          unit: 'ms',
        },
      );
    }
    return figures;
  } finally {
    await bench.stop();
  }
}
