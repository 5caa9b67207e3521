import { describe, expect, it } from 'vitest';
import { movedElsewhere, reverseStep } from './reverse-play.ts';

describe('reverse stepping', () => {
  const anchor = { timeS: 100, atMs: 1000 };

  it('goes back from the anchor at the reverse rate, on the page clock', () => {
    expect(reverseStep(anchor, 2000, -1, 100, 0)).toEqual({ kind: 'seek', toS: 99 });
    expect(reverseStep(anchor, 1500, -4, 100, 0)).toEqual({ kind: 'seek', toS: 98 });
    expect(reverseStep(anchor, 2000, -0.25, 100, 0)).toEqual({ kind: 'seek', toS: 99.75 });
  });

  it('waits while the clock is less than a frame from the position', () => {
    expect(reverseStep(anchor, 1005, -1, 100, 0)).toEqual({ kind: 'wait' });
    // A seek was slow: the clock went on, and the next step catches up with it (frames skipped, not late).
    expect(reverseStep(anchor, 3000, -1, 99.9, 0)).toEqual({ kind: 'seek', toS: 98 });
  });

  it('stops at the start of what the player holds, and then asks for earlier archive', () => {
    expect(reverseStep(anchor, 200_000, -2, 3, 0)).toEqual({ kind: 'seek', toS: 0 });
    expect(reverseStep(anchor, 200_000, -2, 0, 0)).toEqual({ kind: 'start' });
    expect(reverseStep(anchor, 200_000, -2, 10.01, 10)).toEqual({ kind: 'start' });
  });

  it('notices a seek by someone else (the wall sync, a frame step)', () => {
    expect(movedElsewhere(50, null)).toBe(false);
    expect(movedElsewhere(50, 50.01)).toBe(false);
    expect(movedElsewhere(40, 50)).toBe(true);
  });
});
