/** Recorded periods from chunks: joining by `detail`, the open chunk, small periods and the limit. */
import { describe, expect, it } from 'vitest';
import { mergePeriods } from '../src/modules/archive/index.ts';

const chunk = (startMs: number, durationMs: number) => ({ startMs, durationMs });
const merge = (chunks: ReturnType<typeof chunk>[], detailMs = 0, keepSmallChunks = true, limit?: number) =>
  mergePeriods(chunks, { detailMs, keepSmallChunks, limit });

describe('recorded periods', () => {
  it('join touching chunks, and chunks closer than detail', () => {
    expect(merge([chunk(0, 60_000), chunk(60_000, 60_000)])).toEqual([
      { startTimeMs: 0, durationMs: 120_000 },
    ]);
    expect(merge([chunk(0, 1000), chunk(1500, 1000)])).toEqual([
      { startTimeMs: 0, durationMs: 1000 },
      { startTimeMs: 1500, durationMs: 1000 },
    ]);
    expect(merge([chunk(0, 1000), chunk(1500, 1000)], 500)).toEqual([{ startTimeMs: 0, durationMs: 2500 }]);
  });

  it('sort chunks and absorb overlapping ones (primary and secondary streams)', () => {
    expect(merge([chunk(5000, 1000), chunk(0, 3000), chunk(1000, 1000)])).toEqual([
      { startTimeMs: 0, durationMs: 3000 },
      { startTimeMs: 5000, durationMs: 1000 },
    ]);
  });

  it('end with durationMs -1 when the last chunk is being written', () => {
    expect(merge([chunk(0, 1000), chunk(1000, -1)])).toEqual([{ startTimeMs: 0, durationMs: -1 }]);
    expect(merge([chunk(0, 1000), chunk(5000, -1)])).toEqual([
      { startTimeMs: 0, durationMs: 1000 },
      { startTimeMs: 5000, durationMs: -1 },
    ]);
  });

  it('drop periods shorter than detail unless keepSmallChunks, but never the open one', () => {
    const chunks = [chunk(0, 100), chunk(10_000, 5000), chunk(20_000, -1)];
    expect(merge(chunks, 1000, false)).toEqual([
      { startTimeMs: 10_000, durationMs: 5000 },
      { startTimeMs: 20_000, durationMs: -1 },
    ]);
    expect(merge(chunks, 1000, true)).toHaveLength(3);
  });

  it('keep at most limit periods, the oldest first', () => {
    expect(merge([chunk(0, 10), chunk(100, 10), chunk(200, 10)], 0, true, 2)).toEqual([
      { startTimeMs: 0, durationMs: 10 },
      { startTimeMs: 100, durationMs: 10 },
    ]);
  });
});
