/**
 * The latency client, run as its own process (latency.ts starts it):
 * `node --import tsx bench/src/latency-worker.ts '<LatencyOptions as JSON>'`. Prints LatencySamples as JSON
 * on stdout.
 */
import type { LatencyOptions, LatencySamples } from './latency.ts';

const options = JSON.parse(process.argv[2] ?? '') as LatencyOptions;
const warmup = options.warmup ?? 0;
const total = warmup + options.requests;
const samples: LatencySamples = { samplesMs: [], bytesPerResponse: 0, failures: {} };
let bytes = 0;
let next = 0;

const fail = (what: string) => {
  samples.failures[what] = (samples.failures[what] ?? 0) + 1;
};

async function one(index: number): Promise<void> {
  const url = options.urls[index % options.urls.length]!;
  const started = performance.now();
  try {
    const res = await fetch(url, {
      headers: options.headers,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const body = await res.arrayBuffer();
    const elapsed = performance.now() - started;
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200) return fail(String(res.status));
    if (options.contentType && !type.startsWith(options.contentType)) return fail(`type ${type}`);
    if (index < warmup) return;
    samples.samplesMs[index - warmup] = elapsed;
    bytes += body.byteLength;
  } catch (error) {
    fail(`error ${(error as Error).message}`);
  }
}

async function client(): Promise<void> {
  while (next < total) {
    const index = next++;
    await one(index);
    if (options.gapMs) await new Promise((done) => setTimeout(done, options.gapMs));
  }
}

await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, client));
samples.samplesMs = samples.samplesMs.filter((ms) => ms !== undefined);
samples.bytesPerResponse = samples.samplesMs.length ? bytes / samples.samplesMs.length : 0;
process.stdout.write(JSON.stringify(samples));
