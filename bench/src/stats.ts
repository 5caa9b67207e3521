/** Small statistics over repeated measurements. */

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function median(values: number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function spread(values: number[]): Spread {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) };
}

export const round = (n: number, digits = 1): number => Math.round(n * 10 ** digits) / 10 ** digits;

export const roundSpread = (s: Spread, digits = 1): Spread => ({
  min: round(s.min, digits),
  median: round(s.median, digits),
  max: round(s.max, digits),
});

/** The nearest-rank percentile `p` (0–100) of the values: at 99 over 50 values, the largest. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
