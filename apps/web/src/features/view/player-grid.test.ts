import { describe, expect, it } from 'vitest';
import { columnsOf, gridCameras, gridSizeOf, neighbourOf, tileStreamOf } from './player-grid.ts';

const cameras = Array.from({ length: 10 }, (_, i) => ({ id: `c${i}` }));

describe('video grid', () => {
  it('shows the open camera alone, or the page of cameras that holds it', () => {
    expect(gridCameras(cameras, 'c5', 1).map((c) => c.id)).toEqual(['c5']);
    expect(gridCameras(cameras, 'c5', 4).map((c) => c.id)).toEqual(['c4', 'c5', 'c6', 'c7']);
    expect(gridCameras(cameras, 'c9', 9).map((c) => c.id)).toEqual(['c9']);
    expect(gridCameras(cameras, 'c2', 16)).toHaveLength(10);
    expect(columnsOf(9)).toBe(3);
  });

  it('reads only the sizes it knows', () => {
    expect(gridSizeOf(4)).toBe(4);
    expect(gridSizeOf(5)).toBe(1);
    expect(gridSizeOf('16')).toBe(1);
  });

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
    expect(tileStreamOf('hi', 9)).toBe('hi');
    expect(tileStreamOf('lo', 1)).toBe('lo');
  });
});
