/**
 * One figure of a benchmark and its target. Benchmarks only measure; whether a figure meets its target is
 * shown, never asserted.
 */

/** A limit on the value itself (`≤ 500 ms`) or on the ratio value/baseline (`ratio ≥ 0.6`). */
export interface Target {
  of: 'value' | 'ratio';
  /** `max`: at most `limit`; `min`: at least `limit`. */
  bound: 'max' | 'min';
  limit: number;
}

export interface BenchFigure {
  /** The benchmark that measured it (its name for `npm run bench -- <name>`). */
  bench: string;
  /** Stable key for comparing runs, e.g. `info-throughput.ratio`. */
  id: string;
  /** What was measured, for people. */
  metric: string;
  value: number;
  unit: string;
  /** A reference measured in the same run (a bare server, the REST list); the ratio is value/baseline. */
  baseline?: number;
  target?: Target;
  /** Everything else worth keeping in the results file (samples, spreads, what was painted). */
  details?: Record<string, unknown>;
}

/** value/baseline, or value/limit for a target on the value itself. */
export function ratioOf(figure: BenchFigure): number | undefined {
  if (figure.baseline) return figure.value / figure.baseline;
  if (figure.target?.of === 'value') return figure.value / figure.target.limit;
  return undefined;
}

export function meetsTarget(figure: BenchFigure): boolean | undefined {
  const target = figure.target;
  if (!target) return undefined;
  const measured = target.of === 'ratio' ? ratioOf(figure) : figure.value;
  if (measured === undefined || Number.isNaN(measured)) return false;
  return target.bound === 'max' ? measured <= target.limit : measured >= target.limit;
}

export function targetText(figure: BenchFigure): string {
  const target = figure.target;
  if (!target) return '';
  const sign = target.bound === 'max' ? '≤' : '≥';
  return target.of === 'ratio' ? `ratio ${sign} ${target.limit}` : `${sign} ${target.limit} ${figure.unit}`;
}
