/** Load settings shared by the throughput benchmarks, and the figure one comparison makes. */
import type { BenchFigure } from './figure.ts';
import type { InterleavedOptions, TargetSummary } from './interleaved.ts';

/** Seconds per recorded run; BENCH_DURATION_S overrides (e.g. 2 for a quick look). */
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);

/**
 * `connections`: concurrent requests. Few for slow replies: autocannon counts only requests completed within
 * the run, so many slow requests in flight at its end would understate the rate.
 */
export function loadSettings(log: string, connections = 16): InterleavedOptions {
  return {
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
    durationS: DURATION_S,
    warmupS: Math.min(2, DURATION_S),
    connections,
    log,
  };
}

/** What every throughput request carries: the session and a browser's compression preference. */
export const requestHeaders = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  'accept-encoding': 'br, gzip',
});

export interface Comparison {
  bench: string;
  id: string;
  metric: string;
  subject: TargetSummary;
  baseline: TargetSummary;
  /** The least ratio subject/baseline that meets the target; none: the comparison only informs. */
  minRatio?: number;
}

/** Median req/s of the subject against the median of its baseline, with both spreads in the details. */
export function comparisonFigure(c: Comparison): BenchFigure {
  return {
    bench: c.bench,
    id: c.id,
    metric: c.metric,
    value: c.subject.requestsPerSecond.median,
    unit: 'req/s',
    baseline: c.baseline.requestsPerSecond.median,
    target: c.minRatio === undefined ? undefined : { of: 'ratio', bound: 'min', limit: c.minRatio },
    details: { subject: c.subject, baseline: c.baseline },
  };
}

/** The p99 latency of a target as its own figure (no target: it explains the req/s figure). */
export function latencyFigure(
  bench: string,
  id: string,
  metric: string,
  summary: TargetSummary,
): BenchFigure {
  return {
    bench,
    id,
    metric,
    value: summary.p99LatencyMs.median,
    unit: 'ms',
    details: { p99LatencyMs: summary.p99LatencyMs },
  };
}
