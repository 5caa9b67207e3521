import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MOTION_MASK,
  formatMotionMask,
  MOTION_SENSITIVITY_COLORS,
  MOTION_SENSITIVITY_LEVELS,
  motionGrid,
  normalizeMotionMask,
  parseMotionMask,
  rectsOfGrid,
} from '../src/mediaserver/index.ts';

describe('motion masks', () => {
  it('default to the whole 44×32 frame at sensitivity 5, with ten levels and a colour each', () => {
    expect(DEFAULT_MOTION_MASK).toBe('5,0,0,44,32');
    expect(MOTION_SENSITIVITY_LEVELS).toBe(10);
    expect(MOTION_SENSITIVITY_COLORS).toHaveLength(10);
    expect(parseMotionMask('')).toEqual({
      ok: true,
      rects: [{ sensitivity: 5, x: 0, y: 0, width: 44, height: 32 }],
    });
  });

  it('parse `sensitivity,x,y,w,h` rectangles joined by `:` and format them back', () => {
    const mask = '9,0,0,10,10:0,10,0,34,32:3, 0,10,10,22';
    const parsed = parseMotionMask(mask);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rects).toHaveLength(3);
    expect(parsed.rects[2]).toEqual({ sensitivity: 3, x: 0, y: 10, width: 10, height: 22 });
    expect(formatMotionMask(parsed.rects)).toBe('9,0,0,10,10:0,10,0,34,32:3,0,10,10,22');
    expect(normalizeMotionMask(' ')).toBe(DEFAULT_MOTION_MASK);
  });

  it('refuse sensitivities above 9, rectangles off the grid or empty, and anything not five numbers', () => {
    const problems = {
      '10,0,0,44,32': /sensitivity 10 .* above the maximum of 9/,
      '5,40,0,5,32': /leaves the 44×32 grid/,
      '5,0,30,44,3': /leaves the 44×32 grid/,
      '5,0,0,0,32': /is empty/,
      '5,0,0,44': /not a motion rectangle/,
      '5,0,0,44,32:': /not a motion rectangle/,
      'a,0,0,44,32': /not a motion rectangle/,
      '-1,0,0,44,32': /not a motion rectangle/,
    };
    for (const [mask, text] of Object.entries(problems)) {
      const result = parseMotionMask(mask);
      expect(result.ok, mask).toBe(false);
      if (!result.ok) expect(result.text, mask).toMatch(text);
      expect(normalizeMotionMask(mask)).toBeNull();
    }
  });

  it('paint into a grid (later rectangles on top) and come back as rectangles', () => {
    const parsed = parseMotionMask('5,0,0,44,32:9,2,3,4,5');
    if (!parsed.ok) throw new Error(parsed.text);
    const grid = motionGrid(parsed.rects);
    expect(grid).toHaveLength(32);
    expect(grid[0]).toHaveLength(44);
    expect(grid[3]![2]).toBe(9);
    expect(grid[8]![2]).toBe(5);
    const again = motionGrid(rectsOfGrid(grid));
    expect(again).toEqual(grid);
    expect(rectsOfGrid(motionGrid([]))).toEqual([]);
    expect(
      rectsOfGrid(motionGrid(parseMotionMask(DEFAULT_MOTION_MASK).ok ? parsed.rects.slice(0, 1) : [])),
    ).toEqual([{ sensitivity: 5, x: 0, y: 0, width: 44, height: 32 }]);
  });
});
