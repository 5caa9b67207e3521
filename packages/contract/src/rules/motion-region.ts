/**
 * Motion search regions (`/ec2/recordedTimePeriods?periodsType=1&filter=…`, docs/api-decisions.md): as Nx 5.1
 * writes them, a JSON list with one list of rectangles per video channel, each rectangle `{x, y, width,
 * height}` in cells of the 44×32 motion grid (`[[{"x":10,"y":4,"width":6,"height":8}]]`); a flat list of
 * rectangles is taken as channel 0's. A rectangle reaching past the grid is cut at its edge. The cells of a
 * region are a bit set, cell (x, y) being bit `y * 44 + x` (bit 0 the lowest bit of byte 0).
 */
import { MOTION_GRID_HEIGHT, MOTION_GRID_WIDTH } from './motion-mask.ts';

export const MOTION_GRID_CELLS = MOTION_GRID_WIDTH * MOTION_GRID_HEIGHT;
/** Bytes of one cell bit set: 1408 cells, 176 bytes. */
export const MOTION_CELL_BYTES = MOTION_GRID_CELLS / 8;

export interface MotionRegionRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type MotionFilterResult = { ok: true; rects: MotionRegionRect[] } | { ok: false; text: string };

const FIELDS = ['x', 'y', 'width', 'height'] as const;
const FORMAT = 'a JSON list of rectangles {"x","y","width","height"} in cells of the 44×32 motion grid';

function rectOf(value: unknown): MotionRegionRect | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `${JSON.stringify(value)} is not a rectangle.`;
  const record = value as Record<string, unknown>;
  for (const field of FIELDS) {
    const v = record[field];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0)
      return `The rectangle's "${field}" must be a whole number of cells, 0 or more.`;
  }
  const rect = { x: record.x, y: record.y, width: record.width, height: record.height } as MotionRegionRect;
  if (rect.width < 1 || rect.height < 1) return 'A rectangle must be at least one cell wide and high.';
  return rect;
}

/** Parses a `filter` value; `""` and `[]` are no region (the whole frame). */
export function parseMotionFilter(text: string): MotionFilterResult {
  if (text.trim() === '') return { ok: true, rects: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, text: `The motion filter is not JSON: expected ${FORMAT}.` };
  }
  if (!Array.isArray(value)) return { ok: false, text: `The motion filter must be ${FORMAT}.` };
  // One list per channel (Nx), or one channel's rectangles.
  const items = value.every((v) => Array.isArray(v)) ? (value as unknown[][]).flat() : value;
  const rects: MotionRegionRect[] = [];
  for (const item of items) {
    const rect = rectOf(item);
    if (typeof rect === 'string') return { ok: false, text: rect };
    rects.push(rect);
  }
  return { ok: true, rects };
}

/** The `filter` value for rectangles (channel 0). */
export function formatMotionFilter(rects: readonly MotionRegionRect[]): string {
  return JSON.stringify([rects.map(({ x, y, width, height }) => ({ x, y, width, height }))]);
}

/** The cells a region covers, as a bit set; rectangles are cut at the grid's edges. */
export function regionCells(rects: readonly MotionRegionRect[]): Uint8Array {
  const cells = new Uint8Array(MOTION_CELL_BYTES);
  for (const r of rects) {
    const right = Math.min(MOTION_GRID_WIDTH, r.x + r.width);
    const bottom = Math.min(MOTION_GRID_HEIGHT, r.y + r.height);
    for (let y = Math.max(0, r.y); y < bottom; y += 1)
      for (let x = Math.max(0, r.x); x < right; x += 1) {
        const i = y * MOTION_GRID_WIDTH + x;
        cells[i >> 3]! |= 1 << (i & 7);
      }
  }
  return cells;
}
