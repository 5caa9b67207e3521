/**
 * A burst of generic events: 1,000 `POST /api/createEvent` a second for 10 s over 16 keep-alive connections
 * (event-burst-worker.ts, its own process), each firing a rule (`userDefinedEvent` with the burst's caption →
 * `execHttpRequestAction`, a POST to a receiver in the bench's process on loopback). Figures: events lost
 * (scheduled − calls the receiver got; target 0), p50 and p99 from an event's sending to its action's call
 * arriving (target p99 ≤ 100 ms), and the CPU of the server's process tree from the burst's start until its
 * last action arrived, against a bare Node server doing the same receive and the same call in the same run
 * (bare-event-relay.ts). The records the event log holds for the rule are counted too.
 *
 * Latency pairs the k-th call received with the k-th event sent: the HTTP action cannot carry the event's
 * description (its text is the rule's), and the action queue runs actions in the order of their events, 8 at
 * once, so a pairing error is at most the gap between a few neighbouring events (about a millisecond here).
 * When events are lost the pairing is off, and the loss is the figure to read.
 *
 * Settings: BENCH_EVENT_RATE (1,000 a second), BENCH_EVENT_BURST_S (10; quick 3); BENCH_QUICK=1 for the quick
 * values.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type NodeServerProcess, startNodeServer } from '../../e2e/support/servers.ts';
import { type EventBurstSent, sendEventBurst } from '../src/event-burst-sender.ts';
import type { BenchFigure } from '../src/figure.ts';
import { getJson, pause } from '../src/http.ts';
import { readTreeCpu } from '../src/process-cpu.ts';
import { numberSetting } from '../src/settings.ts';
import { startBenchServer } from '../src/setup.ts';
import { percentile, round } from '../src/stats.ts';

const BENCH = 'event-burst';
export const P99_TARGET_MS = 100;
const RATE = numberSetting('BENCH_EVENT_RATE', 1000);
const SECONDS = numberSetting('BENCH_EVENT_BURST_S', 10, 3);
const CONNECTIONS = 16;
const CAPTION = 'bench burst';
const TEXT = 'burst action';
/** How long the receiver may go without a call before the rest counts as lost. */
const QUIET_MS = 5000;

interface BurstRun {
  scheduled: number;
  sent: EventBurstSent;
  received: number;
  lost: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** `/api/createEvent` answered, p99 ms. */
  answerP99Ms: number;
  cpuPercentOfCore: number;
  /** From the first event sent to the last call received. */
  windowS: number;
}

/** Calls received per path, by wall-clock time of arrival. */
function startReceiver() {
  const arrivals = new Map<string, number[]>();
  const server = createServer((req, res) => {
    const at = performance.timeOrigin + performance.now();
    req.resume();
    req.on('end', () => {
      const list = arrivals.get(req.url ?? '') ?? [];
      list.push(at);
      arrivals.set(req.url ?? '', list);
      res.end('ok');
    });
  });
  return new Promise<{ url: string; arrivals: (path: string) => number[]; close(): Promise<void> }>(
    (resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve({
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
          arrivals: (path) => arrivals.get(path) ?? [],
          close: () => new Promise((done) => server.close(() => done())),
        }),
      ),
  );
}

async function burst(
  target: { url: string; token: string; pid: number },
  received: () => number[],
): Promise<BurstRun> {
  const scheduled = Math.round(RATE * SECONDS);
  const cpuFrom = readTreeCpu(target.pid);
  const sent = await sendEventBurst({
    url: `${target.url}/api/createEvent`,
    token: target.token,
    rate: RATE,
    seconds: SECONDS,
    connections: CONNECTIONS,
    caption: CAPTION,
  });
  let count = received().length;
  let lastProgress = performance.now();
  while (count < sent.sentAtMs.length && performance.now() - lastProgress < QUIET_MS) {
    await pause(20);
    if (received().length > count) {
      count = received().length;
      lastProgress = performance.now();
    }
  }
  const arrivals = [...received()].sort((a, b) => a - b);
  const last = arrivals.at(-1) ?? performance.timeOrigin + performance.now();
  const cpuTo = readTreeCpu(target.pid);
  // The CPU reading's end moves back to the last arrival: the quiet wait after it is idle time.
  const windowMs = last - (sent.sentAtMs[0] ?? last);
  const cpuS = cpuTo.cpuS - cpuFrom.cpuS;
  const latencies = arrivals.slice(0, sent.sentAtMs.length).map((at, k) => at - sent.sentAtMs[k]!);
  return {
    scheduled,
    sent,
    received: arrivals.length,
    lost: scheduled - arrivals.length,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(Math.max(...latencies)),
    answerP99Ms: round(percentile(sent.answerMs, 99)),
    cpuPercentOfCore: round((cpuS / (windowMs / 1000)) * 100),
    windowS: round(windowMs / 1000, 2),
  };
}

const describe = (what: string, r: BurstRun) =>
  console.log(
    `  ${BENCH}: ${what}: ${r.received}/${r.scheduled} actions (lost ${r.lost}, answers not 200: ` +
      `${JSON.stringify(r.sent.failures)}), event→action p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms, createEvent answered p99 ${r.answerP99Ms} ms, ` +
      `CPU ${r.cpuPercentOfCore} % of a core over ${r.windowS} s (sender late by ${round(r.sent.lateMs)} ms at worst)`,
  );

export async function eventBurst(): Promise<BenchFigure[]> {
  const receiver = await startReceiver();
  let bare: NodeServerProcess | undefined;
  const argus = await startBenchServer();
  try {
    const rule = await getJson<{ id: string }>(`${argus.server.url}/ec2/saveEventRule`, argus.ownerToken, {
      method: 'POST',
      body: JSON.stringify({
        eventType: 'userDefinedEvent',
        eventCondition: JSON.stringify({ caption: CAPTION }),
        actionType: 'execHttpRequestAction',
        actionParams: JSON.stringify({ url: `${receiver.url}/argus`, text: TEXT, requestType: 'POST' }),
      }),
    });
    bare = await startNodeServer(
      join(import.meta.dirname, '../src/bare-event-relay.ts'),
      (port) => ['--port', String(port), '--target', `${receiver.url}/bare`, '--text', TEXT],
      { readyPath: '/ready' },
    );
    const bareRun = await burst({ url: bare.url, token: 'none', pid: bare.pid }, () =>
      receiver.arrivals('/bare'),
    );
    describe('bare relay', bareRun);
    const run = await burst({ url: argus.server.url, token: argus.ownerToken, pid: argus.server.pid }, () =>
      receiver.arrivals('/argus'),
    );
    describe('media server', run);
    const logged = (
      await getJson<{ reply: unknown[] }>(
        `${argus.server.url}/api/getEvents?from=0&brule_id=${rule.id}&limit=100000`,
        argus.ownerToken,
      )
    ).reply.length;
    console.log(`  ${BENCH}: the event log holds ${logged} records of the rule`);
    const load = `${RATE.toLocaleString('en-US')} events/s for ${SECONDS} s`;
    const details = {
      ...run,
      sent: undefined,
      failures: run.sent.failures,
      logged,
      bare: { ...bareRun, sent: undefined },
    };
    return [
      {
        bench: BENCH,
        id: `${BENCH}.lost`,
        metric: `generic events lost, ${load} (rule → HTTP call; logged: ${logged})`,
        value: run.lost,
        unit: 'events',
        target: { of: 'value', bound: 'max', limit: 0 },
        details,
      },
      {
        bench: BENCH,
        id: `${BENCH}.p99`,
        metric: `event → action call, p99, ${load} (bare relay: ${bareRun.p99Ms} ms)`,
        value: run.p99Ms,
        unit: 'ms',
        target: { of: 'value', bound: 'max', limit: P99_TARGET_MS },
        details,
      },
      {
        bench: BENCH,
        id: `${BENCH}.p50`,
        metric: `event → action call, p50, ${load} (bare relay: ${bareRun.p50Ms} ms)`,
        value: run.p50Ms,
        unit: 'ms',
      },
      {
        bench: BENCH,
        id: `${BENCH}.cpu`,
        metric: `server CPU during the burst vs a bare Node server doing the same receive and call`,
        value: run.cpuPercentOfCore,
        baseline: bareRun.cpuPercentOfCore,
        unit: '% of a core',
        details,
      },
    ];
  } finally {
    await bare?.stop();
    await argus.stop();
    await receiver.close();
  }
}
