/**
 * Throughput of several targets measured in alternation (A, B, A, B, …) so that a neighbour's burst of CPU
 * on the shared machine hits every target alike. Each target gets one unrecorded warm-up run first (JIT,
 * caches, connection setup), then `rounds` recorded runs.
 */
import { type LoadOptions, type LoadRequest, type LoadResult, runLoad } from './load.ts';
import { round, roundSpread, type Spread, spread } from './stats.ts';

export interface LoadTarget {
  /** A short name for logs and the results file, e.g. `argus` or `bare`. */
  name: string;
  url: string;
  headers: Record<string, string>;
  /** GET of `url` unless given (see LoadOptions). */
  method?: string;
  body?: string;
  requests?: LoadRequest[];
  /**
   * This target's own load run instead of the generator (e.g. two nodes loaded at once, or work that is not
   * HTTP); it gets no probe.
   */
  load?: (options: LoadOptions) => Promise<LoadResult>;
}

export interface InterleavedOptions {
  rounds: number;
  durationS: number;
  warmupS: number;
  connections: number;
  /** Prefix for progress lines. */
  log: string;
  /** The load generator: autocannon (load.ts) unless given (e.g. wrk.ts). */
  generator?: (options: LoadOptions) => Promise<LoadResult>;
}

export interface TargetSummary {
  url: string;
  /** Content-Encoding of the reply (the probe before the runs), `identity` when uncompressed. */
  contentEncoding: string;
  requestsPerSecond: Spread;
  p99LatencyMs: Spread;
  bytesPerResponse: number;
  runs: LoadResult[];
}

/** One plain request per target first: it must answer 200, and its encoding goes into the results. */
async function probe(target: LoadTarget): Promise<string> {
  if (target.load) return 'identity';
  const res = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: target.headers,
    ...(target.body !== undefined ? { body: target.body } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${target.url} answered ${res.status}`);
  return res.headers.get('content-encoding') ?? 'identity';
}

export async function measureInterleaved(
  targets: LoadTarget[],
  options: InterleavedOptions,
): Promise<Record<string, TargetSummary>> {
  const loadOf = (target: LoadTarget) => target.load ?? options.generator ?? runLoad;
  const encodings = new Map<string, string>();
  for (const target of targets) {
    encodings.set(target.name, await probe(target));
    await loadOf(target)({ ...target, connections: options.connections, durationS: options.warmupS });
  }
  const runs = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
  for (let r = 1; r <= options.rounds; r++)
    for (const target of targets) {
      const result = await loadOf(target)({
        ...target,
        connections: options.connections,
        durationS: options.durationS,
      });
      runs.get(target.name)!.push(result);
      console.log(
        `  ${options.log}: round ${r} ${target.name} ${result.requestsPerSecond.toFixed(0)} req/s, ` +
          `p99 ${result.latencyMs.p99} ms, ${(result.bytesPerResponse / 1000).toFixed(1)} KB/response`,
      );
    }
  return Object.fromEntries(
    targets.map((target) => {
      const results = runs.get(target.name)!;
      const summary: TargetSummary = {
        url: target.url,
        contentEncoding: encodings.get(target.name)!,
        requestsPerSecond: roundSpread(spread(results.map((x) => x.requestsPerSecond))),
        p99LatencyMs: roundSpread(spread(results.map((x) => x.latencyMs.p99))),
        bytesPerResponse: round(results.reduce((sum, x) => sum + x.bytesPerResponse, 0) / results.length, 0),
        runs: results,
      };
      return [target.name, summary];
    }),
  );
}
