/**
 * Settings of a benchmark from the environment. `BENCH_QUICK=1` picks each setting's quick value (a short
 * run to check that a benchmark works and its figures are plausible, not figures to keep); a variable of the
 * setting's own (e.g. `BENCH_RECORDING_WINDOW_S=20`) wins over both.
 */

export const QUICK = process.env.BENCH_QUICK === '1';

export function numberSetting(name: string, full: number, quick = full): number {
  const raw = process.env[name]?.trim();
  if (!raw) return QUICK ? quick : full;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name}=${raw}: not a number ≥ 0`);
  return value;
}

/** A comma-separated list of numbers, e.g. `BENCH_RECORDING_CAMERAS=1,8`. */
export function listSetting(name: string, full: number[], quick = full): number[] {
  const raw = process.env[name]?.trim();
  if (!raw) return QUICK ? quick : full;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.some((v) => !Number.isInteger(v) || v <= 0))
    throw new Error(`${name}=${raw}: not a list of whole numbers > 0`);
  return values;
}
