/**
 * Motion masks (media-server-api §4.5.1 `motion.mask`, spec 000 §9): rectangles on a 44×32 grid, each
 * `sensitivity,x,y,width,height`, joined by `:`. Sensitivity has 10 levels, 0 (no motion is detected there)
 * to 9; a cell not covered by any rectangle has sensitivity 0. The default covers the whole frame at 5.
 */

export const MOTION_GRID_WIDTH = 44;
export const MOTION_GRID_HEIGHT = 32;
/** Ten levels, 0..9 (spec 000 §9: ten sensitivity colours). */
export const MOTION_SENSITIVITY_LEVELS = 10;
export const MOTION_SENSITIVITY_MAX = MOTION_SENSITIVITY_LEVELS - 1;
export const DEFAULT_MOTION_SENSITIVITY = 5;
export const DEFAULT_MOTION_MASK = `${DEFAULT_MOTION_SENSITIVITY},0,0,${MOTION_GRID_WIDTH},${MOTION_GRID_HEIGHT}`;

export interface MotionRect {
  sensitivity: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export type MotionMaskResult = { ok: true; rects: MotionRect[] } | { ok: false; text: string };

const NUMBER = /^\d+$/;

function rectProblem(r: MotionRect, text: string): string | null {
  if (r.sensitivity > MOTION_SENSITIVITY_MAX)
    return `Motion sensitivity ${r.sensitivity} in "${text}" is above the maximum of ${MOTION_SENSITIVITY_MAX}.`;
  if (r.width < 1 || r.height < 1) return `The motion rectangle "${text}" is empty.`;
  if (r.x + r.width > MOTION_GRID_WIDTH || r.y + r.height > MOTION_GRID_HEIGHT)
    return `The motion rectangle "${text}" leaves the ${MOTION_GRID_WIDTH}×${MOTION_GRID_HEIGHT} grid.`;
  return null;
}

/**
 * Parses a mask. `""` is the default mask (the whole frame at sensitivity 5), as a camera that was never
 * given one has. Each rectangle must lie on the grid with a sensitivity of 0..9.
 */
export function parseMotionMask(mask: string): MotionMaskResult {
  const trimmed = mask.trim();
  if (trimmed === '') return parseMotionMask(DEFAULT_MOTION_MASK);
  const rects: MotionRect[] = [];
  for (const part of trimmed.split(':')) {
    const text = part.trim();
    const fields = text.split(',').map((f) => f.trim());
    if (fields.length !== 5 || !fields.every((f) => NUMBER.test(f)))
      return { ok: false, text: `"${text}" is not a motion rectangle (sensitivity,x,y,width,height).` };
    const [sensitivity, x, y, width, height] = fields.map(Number) as [number, number, number, number, number];
    const rect = { sensitivity, x, y, width, height };
    const problem = rectProblem(rect, text);
    if (problem) return { ok: false, text: problem };
    rects.push(rect);
  }
  return { ok: true, rects };
}

export function formatMotionMask(rects: readonly MotionRect[]): string {
  return rects.map((r) => `${r.sensitivity},${r.x},${r.y},${r.width},${r.height}`).join(':');
}

/** The mask in its stored form (`""` becomes the default), or null when it is not a valid mask. */
export function normalizeMotionMask(mask: string): string | null {
  const parsed = parseMotionMask(mask);
  return parsed.ok ? formatMotionMask(parsed.rects) : null;
}

/**
 * The sensitivity of every grid cell, row by row (`grid[y][x]`): later rectangles paint over earlier ones, as
 * the motion editor paints them.
 */
export function motionGrid(rects: readonly MotionRect[]): number[][] {
  const grid = Array.from({ length: MOTION_GRID_HEIGHT }, () => new Array<number>(MOTION_GRID_WIDTH).fill(0));
  for (const r of rects)
    for (let y = r.y; y < r.y + r.height; y += 1)
      for (let x = r.x; x < r.x + r.width; x += 1) grid[y]![x] = r.sensitivity;
  return grid;
}

/**
 * The rectangles of a painted grid: each row's runs of one sensitivity, merged downwards with identical runs
 * of the rows below. Cells at 0 need no rectangle.
 */
export function rectsOfGrid(grid: readonly (readonly number[])[]): MotionRect[] {
  const open = new Map<string, MotionRect>();
  const done: MotionRect[] = [];
  for (let y = 0; y < grid.length; y += 1) {
    const row = grid[y]!;
    const runs = new Map<string, MotionRect>();
    for (let x = 0; x < row.length; ) {
      const s = row[x]!;
      let end = x + 1;
      while (end < row.length && row[end] === s) end += 1;
      if (s > 0) {
        const key = `${x},${end - x},${s}`;
        const above = open.get(key);
        runs.set(
          key,
          above
            ? { ...above, height: above.height + 1 }
            : { sensitivity: s, x, y, width: end - x, height: 1 },
        );
      }
      x = end;
    }
    for (const [key, rect] of open) if (!runs.has(key)) done.push(rect);
    open.clear();
    for (const [key, rect] of runs) open.set(key, rect);
  }
  done.push(...open.values());
  return done.sort((a, b) => a.y - b.y || a.x - b.x);
}
