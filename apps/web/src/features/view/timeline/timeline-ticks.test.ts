import { describe, expect, it } from 'vitest';
import { tickLabelFormat, tickStepMs, ticksOf } from './timeline-ticks.ts';

const utc = () => 0;
/** UTC+2 all year. */
const plusTwo = () => -120;

describe('time line ticks', () => {
  it('picks the finest step that keeps labels apart', () => {
    expect(tickStepMs(10_000, 1000)).toBe(1000);
    expect(tickStepMs(3_600_000, 1000)).toBe(10 * 60_000);
    expect(tickStepMs(30 * 86_400_000, 1000)).toBe(7 * 86_400_000);
    expect(tickStepMs(30 * 86_400_000, 3000)).toBe(86_400_000);
  });

  it('puts ticks on round local times', () => {
    const start = Date.UTC(2026, 0, 1, 10, 7, 30);
    const ticks = ticksOf({ startMs: start, endMs: start + 30 * 60_000 }, 10 * 60_000, utc);
    expect(ticks.map((t) => new Date(t.ms).toISOString().slice(11, 16))).toEqual(['10:10', '10:20', '10:30']);
  });

  it('marks local midnights, in the local zone', () => {
    const start = Date.UTC(2026, 0, 1, 20, 0, 0); // 22:00 at UTC+2
    const ticks = ticksOf({ startMs: start, endMs: start + 6 * 3_600_000 }, 3_600_000, plusTwo);
    const midnight = ticks.find((t) => t.dayStart);
    expect(midnight && new Date(midnight.ms).toISOString()).toBe('2026-01-01T22:00:00.000Z');
    expect(ticks.filter((t) => t.dayStart)).toHaveLength(1);
  });

  it('labels seconds, times and days', () => {
    expect(tickLabelFormat(5000, false)).toHaveProperty('second');
    expect(tickLabelFormat(600_000, false)).not.toHaveProperty('second');
    expect(tickLabelFormat(600_000, true)).toHaveProperty('day');
    expect(tickLabelFormat(86_400_000, false)).toHaveProperty('month');
  });
});
