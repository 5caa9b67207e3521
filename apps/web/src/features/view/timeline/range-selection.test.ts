import { describe, expect, it } from 'vitest';
import { defaultRange, isUsableRange, rangeBetween, rangeProblem } from './range-selection.ts';

const NOW = 10_000_000;

describe('time range selection', () => {
  it('orders the ends of a drag and keeps the range in the past', () => {
    expect(rangeBetween(5000, 2000, NOW)).toEqual({ startMs: 2000, endMs: 5000 });
    expect(rangeBetween(NOW - 5000, NOW + 60_000, NOW)).toEqual({ startMs: NOW - 5000, endMs: NOW });
  });

  it('needs a second at least', () => {
    expect(isUsableRange({ startMs: 0, endMs: 999 })).toBe(false);
    expect(isUsableRange({ startMs: 0, endMs: 1000 })).toBe(true);
    expect(isUsableRange(null)).toBe(false);
  });

  it('offers the minute before the playhead, or before now while live', () => {
    expect(defaultRange(NOW - 120_000, NOW)).toEqual({ startMs: NOW - 180_000, endMs: NOW - 120_000 });
    expect(defaultRange(NOW + 5000, NOW)).toEqual({ startMs: NOW - 60_000, endMs: NOW });
  });

  it('says what is wrong with a typed range', () => {
    expect(rangeProblem({ startMs: null, endMs: 5 }, NOW)).toBe('missing');
    expect(rangeProblem({ startMs: 5000, endMs: 4000 }, NOW)).toBe('order');
    expect(rangeProblem({ startMs: NOW + 1, endMs: NOW + 5000 }, NOW)).toBe('future');
    expect(rangeProblem({ startMs: 1000, endMs: 1500 }, NOW)).toBe('short');
    expect(rangeProblem({ startMs: 1000, endMs: 61_000 }, NOW)).toBeNull();
  });
});
