import { formatSchedule, HOURS_PER_WEEK, parseSchedule } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { allHours, paintHours, scheduleSummary } from './schedule-hours.ts';

describe('rule schedule painting', () => {
  it('switching off Monday 00:00–02:59 leaves the first three bits of the week off', () => {
    const hours = paintHours(allHours(true), { from: { row: 0, col: 2 }, to: { row: 0, col: 0 } }, false);
    expect(formatSchedule(hours)).toBe('1fffffffffffffffffffffffffffffffffffffffff');
    expect(parseSchedule(formatSchedule(hours))).toEqual(hours);
  });

  it('paints a rectangle of days × hours, Monday first', () => {
    // Tuesday to Wednesday, 08:00–09:59.
    const hours = paintHours(allHours(false), { from: { row: 2, col: 9 }, to: { row: 1, col: 8 } }, true);
    const on = hours.flatMap((value, i) => (value ? [i] : []));
    expect(on).toEqual([24 + 8, 24 + 9, 48 + 8, 48 + 9]);
    expect(formatSchedule(hours)).toBe('00000000c00000c000000000000000000000000000');
  });

  it('every hour on is the empty schedule ("always"); the summary counts hours otherwise', () => {
    expect(formatSchedule(allHours(true))).toBe('');
    expect(scheduleSummary(parseSchedule(''))).toEqual({ kind: 'always' });
    expect(scheduleSummary(allHours(false))).toEqual({ kind: 'never' });
    const week = paintHours(allHours(false), { from: { row: 0, col: 8 }, to: { row: 4, col: 17 } }, true);
    expect(scheduleSummary(week)).toEqual({ kind: 'hours', hours: 50 });
    expect(week).toHaveLength(HOURS_PER_WEEK);
  });
});
