import { describe, expect, it } from 'vitest';
import { durationParts, formatBits, formatBytes, formatDuration, formatNumber } from '../src/ui/format.ts';

describe('formatNumber', () => {
  it('rounds |x| ≥ 10 and keeps two decimals below', () => {
    expect(formatNumber(9.994)).toBe('9.99');
    expect(formatNumber(9.999)).toBe('10.00');
    expect(formatNumber(10)).toBe('10');
    expect(formatNumber(10.5)).toBe('11');
    expect(formatNumber(-9.5)).toBe('-9.50');
    expect(formatNumber(-10.4)).toBe('-10');
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber(1234567.8)).toBe('1234568');
  });

  it('honours fixed decimals and an Intl locale', () => {
    expect(formatNumber(1.23456, { decimals: 3 })).toBe('1.235');
    expect(formatNumber(1.5, { locale: 'de-DE' })).toBe('1,50');
    expect(formatNumber(12345.6, { locale: 'en-US' })).toBe('12,346');
  });

  it('shows non-finite numbers as a dash', () => {
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatBytes', () => {
  it('uses 1024 units from B to YB', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1)).toBe('1 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(10 * 1024)).toBe('10 KB');
    expect(formatBytes(1024 ** 2 - 1)).toBe('1.00 MB');
    expect(formatBytes(1024 ** 2)).toBe('1.00 MB');
    expect(formatBytes(1024 ** 3 * 500)).toBe('500 GB');
    expect(formatBytes(1024 ** 4)).toBe('1.00 TB');
    expect(formatBytes(1024 ** 5)).toBe('1.00 PB');
    expect(formatBytes(1024 ** 6)).toBe('1.00 EB');
    expect(formatBytes(1024 ** 7)).toBe('1.00 ZB');
    expect(formatBytes(1024 ** 8)).toBe('1.00 YB');
    expect(formatBytes(1024 ** 9)).toBe('1024 YB');
  });

  it('handles negative values, fixed decimals, rates and locales', () => {
    expect(formatBytes(-2048)).toBe('-2.00 KB');
    expect(formatBytes(1536, { decimals: 1 })).toBe('1.5 KB');
    expect(formatBytes(1023.6, { decimals: 0 })).toBe('1 KB');
    expect(formatBytes(2048, { perSecond: true })).toBe('2.00 KB/s');
    expect(formatBytes(1536, { locale: 'de-DE' })).toBe('1,50 KB');
  });
});

describe('formatBits', () => {
  it('uses 1000 units', () => {
    expect(formatBits(999)).toBe('999 b');
    expect(formatBits(1000)).toBe('1.00 Kb');
    expect(formatBits(1500000)).toBe('1.50 Mb');
    expect(formatBits(999_999)).toBe('1.00 Mb');
    expect(formatBits(25_000_000, { perSecond: true })).toBe('25 Mbps');
    expect(formatBits(1e24)).toBe('1.00 Yb');
  });
});

describe('formatDuration', () => {
  it('splits into days, hours, minutes and seconds', () => {
    expect(durationParts(93_784_000)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(formatDuration(93_784_000)).toBe('1d 2h 3m 4s');
    expect(formatDuration(3_600_000)).toBe('1h');
    expect(formatDuration(86_400_000 + 5000)).toBe('1d 5s');
    expect(formatDuration(59_999)).toBe('59s');
    expect(formatDuration(999)).toBe('0s');
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(-61_000)).toBe('-1m 1s');
  });

  it('limits the units shown and localises unit names', () => {
    expect(formatDuration(93_784_000, { maxUnits: 2 })).toBe('1d 2h');
    expect(formatDuration(90_000_000, { locale: 'en-US', unitDisplay: 'long' })).toBe('1 day 1 hour');
    expect(formatDuration(7_200_000, { locale: 'de-DE', unitDisplay: 'long' })).toBe('2 Stunden');
  });
});
