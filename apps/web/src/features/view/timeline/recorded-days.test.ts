import { describe, expect, it } from 'vitest';
import { recordedDaysOf } from './recorded-days.ts';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).getTime();

describe('recorded days', () => {
  it('lists every local day a recording touches, a short one included', () => {
    const days = recordedDaysOf([
      { startMs: at(3, 10), endMs: at(3, 10) + 4000 },
      { startMs: at(5, 22), endMs: at(7, 1) },
      { startMs: at(9, 23), endMs: at(10, 0) },
    ]);
    expect([...days].sort()).toEqual(['2026-11-03', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-09']);
  });

  it('has no days before the periods are known', () => {
    expect(recordedDaysOf(null).size).toBe(0);
  });
});
