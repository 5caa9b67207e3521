import { describe, expect, it } from 'vitest';
import { dateValueOf, formatDateTime, localeOf, msOfDateValue } from './date-values.ts';

describe('date picker values', () => {
  it('round-trips a time to the picker value and back, to the second', () => {
    const ms = new Date(2026, 10, 26, 7, 45, 12).getTime();
    expect(dateValueOf(ms)).toBe('2026-11-26 07:45:12');
    expect(msOfDateValue(dateValueOf(ms))).toBe(ms);
  });

  it('reads empty and broken values as nothing', () => {
    expect(msOfDateValue(null)).toBeNull();
    expect(msOfDateValue('')).toBeNull();
    expect(msOfDateValue('not a date')).toBeNull();
  });

  it('writes times in the console language', () => {
    expect(localeOf('de_DE')).toBe('de-DE');
    const ms = new Date(2026, 10, 26, 7, 45, 12).getTime();
    expect(formatDateTime(ms, 'de-DE')).toContain('07:45:12');
    expect(formatDateTime(ms, 'en-US')).toContain('7:45:12');
  });
});
