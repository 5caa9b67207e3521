import { formatMotionFilter } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { periodsQueryOf } from '../timeline/periods.api.ts';
import { addRect, eraseRects, inRegion, newestFirst, pictureBox, rectOfSelection } from './motion-region.ts';

const sel = (fromCol: number, fromRow: number, toCol: number, toRow: number) => ({
  from: { row: fromRow, col: fromCol },
  to: { row: toRow, col: toCol },
});

describe('motion search region', () => {
  it('turns a selection dragged in any direction into a rectangle of cells, cut to the grid', () => {
    expect(rectOfSelection(sel(5, 8, 2, 3))).toEqual({ x: 2, y: 3, width: 4, height: 6 });
    expect(rectOfSelection(sel(7, 7, 7, 7))).toEqual({ x: 7, y: 7, width: 1, height: 1 });
    expect(rectOfSelection(sel(40, 30, 60, 50))).toEqual({ x: 40, y: 30, width: 4, height: 2 });
  });

  it('adds rectangles, drops those a new one covers, and erases those a selection touches', () => {
    const a = { x: 0, y: 0, width: 4, height: 4 };
    const b = { x: 10, y: 10, width: 2, height: 2 };
    let rects = addRect([], a);
    rects = addRect(rects, b);
    expect(rects).toEqual([a, b]);
    expect(addRect(rects, { x: 1, y: 1, width: 1, height: 1 })).toEqual([a, b]);
    expect(addRect(rects, { x: 9, y: 9, width: 5, height: 5 })).toEqual([
      a,
      { x: 9, y: 9, width: 5, height: 5 },
    ]);
    expect(inRegion(rects, 3, 3)).toBe(true);
    expect(inRegion(rects, 4, 3)).toBe(false);
    expect(inRegion(rects, 11, 11)).toBe(true);
    expect(eraseRects(rects, sel(11, 11, 20, 20))).toEqual([a]);
    expect(eraseRects(rects, sel(5, 5, 6, 6))).toEqual([a, b]);
  });

  it('places the grid over the picture inside a letterboxed video element', () => {
    const element = { left: 0, top: 10, width: 1000, height: 500 };
    // 16:9 in a 2:1 box: bars left and right.
    expect(pictureBox(element, 1920, 1080)).toEqual({
      left: 500 - 444.44444444444446,
      top: 10,
      width: 888.8888888888889,
      height: 500,
    });
    // 4:3 in a wide box; 1:1 in a tall one (bars above and below).
    expect(pictureBox({ left: 0, top: 0, width: 400, height: 800 }, 100, 100)).toEqual({
      left: 0,
      top: 200,
      width: 400,
      height: 400,
    });
    // The stream's size not known yet: the element.
    expect(pictureBox(element, 0, 0)).toEqual(element);
  });

  it('lists results newest first, motion going on ending now', () => {
    expect(
      newestFirst(
        [
          { startMs: 1000, endMs: 2000 },
          { startMs: 5000, endMs: 9000 },
          { startMs: 3000, endMs: 4000 },
        ],
        8000,
      ),
    ).toEqual([
      { startMs: 5000, endMs: 8000 },
      { startMs: 3000, endMs: 4000 },
      { startMs: 1000, endMs: 2000 },
    ]);
  });
});

describe('motion search query', () => {
  it("asks for the region's motion with Nx's filter, and for the whole frame's without one", () => {
    const filter = formatMotionFilter([{ x: 1, y: 2, width: 3, height: 4 }]);
    expect(periodsQueryOf('c1', 1, 60, undefined, filter)).toMatchObject({ periodsType: '1', filter });
    expect(periodsQueryOf('c1', 1, 60, { startMs: 1, endMs: 2 })).not.toHaveProperty('filter');
  });
});
