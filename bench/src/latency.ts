/**
 * Latency of single requests as one client (or a few) sees them: latency-worker.ts in its own process sends
 * `requests` GETs, each after the previous answer of its client, and times each from sending to the last
 * byte of the body. For calls whose cost is per request (a thumbnail, an archive query), where a throughput
 * run would measure a queue rather than the call. Any answer but 200 (or a body of another type than asked)
 * throws: such a figure would be a lie.
 */
import { join } from 'node:path';
import { percentile, round } from './stats.ts';
import { runWorker } from './worker-process.ts';

const WORKER = join(import.meta.dirname, 'latency-worker.ts');

export interface LatencyOptions {
  /** Requested in turn (the list starts again when exhausted). */
  urls: string[];
  headers: Record<string, string>;
  /** Requests timed. */
  requests: number;
  /** Requests sent first and not timed (connections, JIT, caches). Default 0. */
  warmup?: number;
  /** Clients at once, each sending its next request after its previous answer. Default 1. */
  concurrency?: number;
  /** A client's pause between an answer and its next request. Default 0. */
  gapMs?: number;
  /** Every answer's Content-Type must start with this (e.g. `image/jpeg`). */
  contentType?: string;
  /** Each request's timeout. Default 30 s. */
  timeoutMs?: number;
}

export interface LatencySamples {
  /** Each timed request's latency, ms, in the order they were sent. */
  samplesMs: number[];
  bytesPerResponse: number;
  /** Answers that were not as asked: status (or `type <content-type>`, `error <message>`) → count. */
  failures: Record<string, number>;
}

export interface LatencySummary {
  requests: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  minMs: number;
  maxMs: number;
  bytesPerResponse: number;
}

export function summarise(samples: LatencySamples): LatencySummary {
  const ms = samples.samplesMs;
  return {
    requests: ms.length,
    p50Ms: round(percentile(ms, 50)),
    p90Ms: round(percentile(ms, 90)),
    p99Ms: round(percentile(ms, 99)),
    minMs: round(Math.min(...ms)),
    maxMs: round(Math.max(...ms)),
    bytesPerResponse: Math.round(samples.bytesPerResponse),
  };
}

export async function measureLatency(options: LatencyOptions): Promise<LatencySummary> {
  const samples = await runWorker<LatencySamples>(WORKER, options);
  const failed = Object.entries(samples.failures);
  if (failed.length)
    throw new Error(`${options.urls[0]}…: answers not as asked: ${JSON.stringify(samples.failures)}`);
  if (!samples.samplesMs.length) throw new Error(`${options.urls[0]}…: no request timed`);
  return summarise(samples);
}
