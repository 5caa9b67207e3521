/**
 * Number, size and duration formatting (spec 000 §9): byte units use 1024 (B to YB), bits use 1000;
 * durations are days, hours, minutes, seconds; numbers whose absolute value is at least 10 are rounded,
 * others get two decimals.
 *
 * Output is locale-neutral by default ('.' as decimal mark, no grouping, English unit symbols). Pass an
 * `Intl` locale (e.g. 'de-DE') for localised digits and marks; unit symbols stay as they are.
 */
import { BIT_UNIT_BASE, BYTE_UNIT_BASE } from './constants.ts';

export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
export const BIT_UNITS = ['b', 'Kb', 'Mb', 'Gb', 'Tb', 'Pb', 'Eb', 'Zb', 'Yb'] as const;
export const BIT_RATE_UNITS = [
  'bps',
  'Kbps',
  'Mbps',
  'Gbps',
  'Tbps',
  'Pbps',
  'Ebps',
  'Zbps',
  'Ybps',
] as const;

/** Shown for NaN and infinities. */
export const NOT_A_NUMBER_TEXT = '—';

export interface NumberFormatOptions {
  /** Fixed number of decimals; without it the spec's rule applies (|x| ≥ 10 → 0, else 2). */
  decimals?: number;
  /** BCP 47 locale for `Intl.NumberFormat`; without it the output is locale-neutral. */
  locale?: string;
}

export interface UnitFormatOptions extends NumberFormatOptions {
  /** A rate: bytes get a '/s' suffix (`KB/s`), bits use bps units (`Mbps`). */
  perSecond?: boolean;
}

/** Decimals the spec's rounding rule gives a value. */
export function decimalsFor(value: number): number {
  return Math.abs(value) >= 10 ? 0 : 2;
}

/** Formats a number with the spec's rounding rule (or fixed decimals). */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER_TEXT;
  const decimals = options.decimals ?? decimalsFor(value);
  if (options.locale === undefined) return value.toFixed(decimals);
  return new Intl.NumberFormat(options.locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/**
 * Scales a value to the largest unit in which it is at least 1, moving up once more when rounding would show
 * a full unit (1023.999 KB is shown as 1.00 MB, not 1024 KB).
 */
function scale(value: number, base: number, unitCount: number, decimals: number | undefined) {
  let index = 0;
  let scaled = value;
  while (index < unitCount - 1 && Math.abs(scaled) >= base) {
    scaled /= base;
    index += 1;
  }
  const shown = Number(scaled.toFixed(decimals ?? decimalsFor(scaled)));
  if (index < unitCount - 1 && Math.abs(shown) >= base) {
    scaled /= base;
    index += 1;
  }
  return { scaled, index };
}

function formatUnits(
  value: number,
  base: number,
  units: readonly string[],
  options: UnitFormatOptions,
): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER_TEXT;
  const { scaled, index } = scale(value, base, units.length, options.decimals);
  // Whole counts in the smallest unit (512 B, 3 b) have no fraction to show.
  const decimals = options.decimals ?? (index === 0 && Number.isInteger(scaled) ? 0 : undefined);
  const number = formatNumber(scaled, { decimals, locale: options.locale });
  return `${number} ${units[index]}`;
}

/** Bytes in 1024 units, B to YB: `formatBytes(1536)` → `1.50 KB`; `{perSecond: true}` → `1.50 KB/s`. */
export function formatBytes(bytes: number, options: UnitFormatOptions = {}): string {
  const text = formatUnits(bytes, BYTE_UNIT_BASE, BYTE_UNITS, options);
  return options.perSecond && text !== NOT_A_NUMBER_TEXT ? `${text}/s` : text;
}

/** Bits in 1000 units, b to Yb: `formatBits(1500000)` → `1.50 Mb`; `{perSecond: true}` → `1.50 Mbps`. */
export function formatBits(bits: number, options: UnitFormatOptions = {}): string {
  return formatUnits(bits, BIT_UNIT_BASE, options.perSecond ? BIT_RATE_UNITS : BIT_UNITS, options);
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const DURATION_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
const SHORT_SUFFIX: Readonly<Record<keyof DurationParts, string>> = {
  days: 'd',
  hours: 'h',
  minutes: 'm',
  seconds: 's',
};
const INTL_UNIT: Readonly<Record<keyof DurationParts, string>> = {
  days: 'day',
  hours: 'hour',
  minutes: 'minute',
  seconds: 'second',
};

/** Whole days, hours, minutes and seconds of a non-negative duration (fractions of a second dropped). */
export function durationParts(ms: number): DurationParts {
  const total = Math.floor(Math.abs(ms) / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export interface DurationFormatOptions {
  /** Localised unit names through `Intl.NumberFormat` (style 'unit'); without it: `1d 2h 3m 4s`. */
  locale?: string;
  /** With a locale: 'long' (2 hours), 'short' (2 hr, the default) or 'narrow' (2h). */
  unitDisplay?: 'long' | 'short' | 'narrow';
  /** Show at most this many units, starting from the largest non-zero one (uptime: 2 → `3d 4h`). */
  maxUnits?: number;
}

/**
 * A duration in days, hours, minutes and seconds, zero units left out: `formatDuration(93_784_000)` →
 * `1d 2h 3m 4s`, `formatDuration(3_600_000)` → `1h`, under a second → `0s`. Negative durations get a '-'.
 */
export function formatDuration(ms: number, options: DurationFormatOptions = {}): string {
  if (!Number.isFinite(ms)) return NOT_A_NUMBER_TEXT;
  const parts = durationParts(ms);
  const first = DURATION_UNITS.findIndex((unit) => parts[unit] > 0);
  const units =
    first < 0 ? (['seconds'] as const) : DURATION_UNITS.slice(first, first + (options.maxUnits ?? 4));
  const shown = units.filter((unit, i) => i === 0 || parts[unit] > 0);
  const pieces = shown.map((unit) => {
    if (options.locale === undefined) return `${parts[unit]}${SHORT_SUFFIX[unit]}`;
    return new Intl.NumberFormat(options.locale, {
      style: 'unit',
      unit: INTL_UNIT[unit],
      unitDisplay: options.unitDisplay ?? 'short',
    }).format(parts[unit]);
  });
  const sign = ms <= -1000 ? '-' : '';
  return `${sign}${pieces.join(' ')}`;
}
