import { describe, expect, it } from 'vitest';
import { neighbourOf, tileStreamOf } from './player-grid.ts';

const cameras = Array.from({ length: 10 }, (_, i) => ({ id: `c${i}` }));

describe('video grid', () => {
  it('steps to the previous and next camera, wrapping around', () => {
    expect(neighbourOf(cameras, 'c0', -1)?.id).toBe('c9');
    expect(neighbourOf(cameras, 'c9', 1)?.id).toBe('c0');
    expect(neighbourOf(cameras, 'c3', 1)?.id).toBe('c4');
    expect(neighbourOf([], 'c3', 1)).toBeUndefined();
  });

  it('plays the primary stream alone and the secondary in a grid on Auto, a chosen quality everywhere', () => {
    expect(tileStreamOf('auto', 1)).toBe('hi');
    expect(tileStreamOf('auto', 4)).toBe('lo');
    expect(tileStreamOf('auto', 16)).toBe('lo');
    expect(tileStreamOf('auto', 3)).toBe('lo');
    expect(tileStreamOf('hi', 9)).toBe('hi');
    expect(tileStreamOf('lo', 1)).toBe('lo');
  });
});
