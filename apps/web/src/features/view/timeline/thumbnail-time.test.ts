import { describe, expect, it } from 'vitest';
import { thumbnailStepMs, thumbnailTimeOf } from './thumbnail-time.ts';

describe('hover thumbnails', () => {
  it('steps a few pixels wide, at least a second', () => {
    expect(thumbnailStepMs(10)).toBe(1000);
    expect(thumbnailStepMs(1000)).toBe(8000);
    expect(thumbnailStepMs(3600)).toBe(32_000);
  });

  it('asks for the same frame while the pointer moves within a step, and none where nothing is recorded', () => {
    const recorded = [{ startMs: 100_500, endMs: 200_000 }];
    expect(thumbnailTimeOf(150_100, 10, recorded)).toBe(150_000);
    expect(thumbnailTimeOf(150_900, 10, recorded)).toBe(150_000);
    expect(thumbnailTimeOf(100_700, 1000, recorded)).toBe(101_000);
    expect(thumbnailTimeOf(250_000, 10, recorded)).toBeNull();
  });
});
