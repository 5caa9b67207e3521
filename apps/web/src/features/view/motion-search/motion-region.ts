/**
 * The motion search's region and results (pure): rectangles of the 44×32 motion grid painted on the camera's
 * picture (a painted selection becomes one rectangle; erasing drops the rectangles it touches), where the
 * picture is inside its element (`object-fit: contain` letterboxes it), and the results newest first.
 */
import { MOTION_GRID_HEIGHT, MOTION_GRID_WIDTH, type MotionRegionRect } from '@argus/contract/mediaserver';
import type { Selection } from '../../cameras/schedule/useCellPainting.ts';
import type { TimeSpan } from '../timeline/period-layout.ts';

/** The rectangle of a selection (corners inclusive, any order), cut to the grid. */
export function rectOfSelection(s: Selection): MotionRegionRect {
  const x0 = Math.max(0, Math.min(s.from.col, s.to.col));
  const y0 = Math.max(0, Math.min(s.from.row, s.to.row));
  const x1 = Math.min(MOTION_GRID_WIDTH - 1, Math.max(s.from.col, s.to.col));
  const y1 = Math.min(MOTION_GRID_HEIGHT - 1, Math.max(s.from.row, s.to.row));
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

const overlaps = (a: MotionRegionRect, b: MotionRegionRect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: MotionRegionRect, b: MotionRegionRect) =>
  a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

/** Adds a rectangle; those it covers whole go (painting over a rectangle again adds nothing). */
export function addRect(rects: readonly MotionRegionRect[], rect: MotionRegionRect): MotionRegionRect[] {
  if (rects.some((r) => inside(rect, r))) return [...rects];
  return [...rects.filter((r) => !inside(r, rect)), rect];
}

/** Drops the rectangles the selection touches. */
export function eraseRects(rects: readonly MotionRegionRect[], s: Selection): MotionRegionRect[] {
  const erased = rectOfSelection(s);
  return rects.filter((r) => !overlaps(r, erased));
}

/** Whether a cell is in the region. */
export function inRegion(rects: readonly MotionRegionRect[], col: number, row: number): boolean {
  return rects.some((r) => col >= r.x && col < r.x + r.width && row >= r.y && row < r.y + r.height);
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a picture of `mediaWidth`×`mediaHeight` shows in an element box with `object-fit: contain`; the box
 * itself while the picture's size is not known.
 */
export function pictureBox(element: Box, mediaWidth: number, mediaHeight: number): Box {
  if (!(mediaWidth > 0 && mediaHeight > 0 && element.width > 0 && element.height > 0)) return element;
  const scale = Math.min(element.width / mediaWidth, element.height / mediaHeight);
  const width = mediaWidth * scale;
  const height = mediaHeight * scale;
  return {
    left: element.left + (element.width - width) / 2,
    top: element.top + (element.height - height) / 2,
    width,
    height,
  };
}

/** Result periods, newest first; motion going on now (open end) ends at `nowMs`. */
export function newestFirst(spans: readonly TimeSpan[], nowMs: number): TimeSpan[] {
  return spans
    .map((s) => ({ startMs: s.startMs, endMs: Math.min(s.endMs, nowMs) }))
    .sort((a, b) => b.startMs - a.startMs);
}
