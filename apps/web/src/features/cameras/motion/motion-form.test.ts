import { DEFAULT_MOTION_MASK } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { defaultGrid, gridOfMask, maskOfGrid, motionTypesFor, paintMotion } from './motion-form.ts';

describe('motion mask editing', () => {
  it('reads the default mask as the whole frame at 5 and writes it back unchanged', () => {
    const grid = defaultGrid();
    expect(grid).toHaveLength(32);
    expect(grid[0]).toHaveLength(44);
    expect(grid.flat().every((v) => v === 5)).toBe(true);
    expect(maskOfGrid(grid)).toBe(DEFAULT_MOTION_MASK);
  });

  it('paints a rectangle at a level, corners in any order', () => {
    const grid = paintMotion(defaultGrid(), { row: 3, col: 10 }, { row: 0, col: 0 }, 9);
    expect(maskOfGrid(grid)).toBe('9,0,0,11,4:5,11,0,33,4:5,0,4,44,28');
  });

  it('keeps a grid with no sensitive cell as a rectangle at 0, not as the default', () => {
    const grid = paintMotion(defaultGrid(), { row: 0, col: 0 }, { row: 31, col: 43 }, 0);
    expect(maskOfGrid(grid)).toBe('0,0,0,44,32');
    expect(
      gridOfMask('0,0,0,44,32')
        .grid.flat()
        .every((v) => v === 0),
    ).toBe(true);
  });

  it('shows an unreadable mask as the default and says why', () => {
    const read = gridOfMask('12,0,0,44,32');
    expect(read.problem).toMatch(/above the maximum/);
    expect(read.grid.flat().every((v) => v === 5)).toBe(true);
  });

  it('offers a stored type the list does not have', () => {
    expect(motionTypesFor('software')).toEqual(['default', 'software', 'hardware', 'none']);
    expect(motionTypesFor('window')).toContain('window');
  });
});
