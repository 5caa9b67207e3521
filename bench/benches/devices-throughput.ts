/**
 * The camera list at 10,000 cameras (seeded), with a Bearer session and `Accept-Encoding: br, gzip`:
 * `GET /rest/v1/devices` against a bare Fastify route serving the same body the same way, serialised and
 * compressed per request (ratio ≥ 0.5), measured in alternation; and the p99 latency of each.
 *
 * The cameras are copies of one camera created through the API, each at its own closed loopback port, so
 * the server's status monitor keeps checking (and backing off from) 10,000 offline cameras meanwhile, as a
 * real server with those cameras would.
 */

import { bodyOf, startBareServer } from '../src/bare.ts';
import type { BenchFigure } from '../src/figure.ts';
import { type InterleavedOptions, measureInterleaved } from '../src/interleaved.ts';
import { seedDevices } from '../src/seed-devices.ts';
import { startBenchServer } from '../src/setup.ts';
import { comparisonFigure, latencyFigure, loadSettings, requestHeaders } from '../src/throughput-figure.ts';

const BENCH = 'devices-throughput';
export const DEVICES = Number(process.env.BENCH_DEVICES ?? 10_000);
export const REST_MIN_RATIO = 0.5;
const REST = '/rest/v1/devices';
/** The discard port: nothing listens on it here, so every camera is offline. */
const closedUrl = (i: number) => `rtsp://127.0.0.1:9/camera-${i}`;

/**
 * A reply is 3.6 MB of JSON (about 300 KB compressed) and takes a second or more while other work shares the
 * two cores: runs and the warm-up last at least 10 s, so each completes enough requests to count.
 */
const longerRuns = (settings: InterleavedOptions): InterleavedOptions => ({
  ...settings,
  durationS: Math.max(settings.durationS, 10),
  warmupS: Math.max(settings.warmupS, 10),
});

/** Creates the template camera through the API; returns the seeding of the other `count` - 1. */
export async function seedCameras(running: { server: { url: string }; ownerToken: string }, count = DEVICES) {
  const res = await fetch(running.server.url + REST, {
    method: 'POST',
    headers: { authorization: `Bearer ${running.ownerToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: closedUrl(0), name: 'Camera 0' }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${REST}: ${res.status} ${text.slice(0, 200)}`);
  const templateId = (JSON.parse(text) as { id: string }).id;
  return (dataDir: string) => {
    seedDevices(dataDir, { templateId, count: count - 1, urlOf: (i) => closedUrl(i + 1) });
  };
}

export async function devicesThroughput(): Promise<BenchFigure[]> {
  const argus = await startBenchServer({ seed: seedCameras });
  try {
    const headers = requestHeaders(argus.ownerToken);
    const body = await bodyOf(argus.server.url + REST, headers);
    if (!Array.isArray(body) || body.length !== DEVICES)
      throw new Error(`${REST} lists ${Array.isArray(body) ? body.length : 'no'} cameras, not ${DEVICES}`);
    const bare = await startBareServer({ '/devices': body });
    try {
      const runs = await measureInterleaved(
        [
          { name: 'rest', url: argus.server.url + REST, headers },
          { name: 'bare', url: `${bare.url}/devices`, headers },
        ],
        longerRuns(loadSettings(BENCH, 4)),
      );
      const count = DEVICES.toLocaleString('en-US');
      return [
        comparisonFigure({
          bench: BENCH,
          id: `${BENCH}.rest-vs-bare`,
          metric: `GET ${REST}, ${count} cameras, vs bare Fastify`,
          subject: runs.rest!,
          baseline: runs.bare!,
          minRatio: REST_MIN_RATIO,
        }),
        latencyFigure(
          BENCH,
          `${BENCH}.rest-p99`,
          `GET ${REST} p99 latency (bare ${runs.bare!.p99LatencyMs.median} ms)`,
          runs.rest!,
        ),
      ];
    } finally {
      await bare.stop();
    }
  } finally {
    await argus.stop();
  }
}
