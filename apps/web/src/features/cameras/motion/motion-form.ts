/**
 * The values of the motion editor and how they map to the device's `motion`: the mask is edited as a 44×32 grid
 * of sensitivities and stored through the contract's motion-mask rules.
 */
import {
  DEFAULT_MOTION_MASK,
  type DeviceChangeRequest,
  type DeviceModel,
  formatMotionMask,
  MOTION_GRID_HEIGHT,
  MOTION_GRID_WIDTH,
  type MotionType,
  motionGrid,
  parseMotionMask,
  rectsOfGrid,
} from '@argus/contract/mediaserver';

export interface MotionValues {
  type: MotionType;
  /** `grid[y][x]`, sensitivity 0..9. */
  grid: number[][];
  recordBeforeS: number;
  recordAfterS: number;
}

/** Seconds recorded around motion: 0..600, as the server takes them. */
export const MAX_MOTION_MARGIN_S = 600;

/** The types offered: the default (software), software, hardware, off; a stored other type stays offered. */
export const OFFERED_MOTION_TYPES: readonly MotionType[] = ['default', 'software', 'hardware', 'none'];

export function motionTypesFor(current: MotionType): MotionType[] {
  return OFFERED_MOTION_TYPES.includes(current)
    ? [...OFFERED_MOTION_TYPES]
    : [...OFFERED_MOTION_TYPES, current];
}

/** The grid of a stored mask; an unreadable mask shows as the default, with the reason. */
export function gridOfMask(mask: string): { grid: number[][]; problem: string | null } {
  const parsed = parseMotionMask(mask);
  if (parsed.ok) return { grid: motionGrid(parsed.rects), problem: null };
  const fallback = parseMotionMask(DEFAULT_MOTION_MASK);
  return { grid: motionGrid(fallback.ok ? fallback.rects : []), problem: parsed.text };
}

/** The mask of a grid. A grid with no sensitive cell is one rectangle at 0 (`""` would mean the default). */
export function maskOfGrid(grid: number[][]): string {
  const rects = rectsOfGrid(grid);
  return rects.length
    ? formatMotionMask(rects)
    : formatMotionMask([
        { sensitivity: 0, x: 0, y: 0, width: MOTION_GRID_WIDTH, height: MOTION_GRID_HEIGHT },
      ]);
}

export function defaultGrid(): number[][] {
  return gridOfMask(DEFAULT_MOTION_MASK).grid;
}

export function motionValuesOf(device: DeviceModel): MotionValues {
  return {
    type: device.motion.type,
    grid: gridOfMask(device.motion.mask).grid,
    recordBeforeS: device.motion.recordBeforeS,
    recordAfterS: device.motion.recordAfterS,
  };
}

export function motionChangeOf(values: MotionValues): DeviceChangeRequest {
  return {
    motion: {
      type: values.type,
      mask: maskOfGrid(values.grid),
      recordBeforeS: values.recordBeforeS,
      recordAfterS: values.recordAfterS,
    },
  };
}

const isMargin = (v: number) => Number.isInteger(v) && v >= 0 && v <= MAX_MOTION_MARGIN_S;

/** Errors as i18n keys of the `cameraRecording` namespace. */
export function validateMotion(values: MotionValues) {
  return {
    recordBeforeS: isMargin(values.recordBeforeS) ? null : 'motion.marginInvalid',
    recordAfterS: isMargin(values.recordAfterS) ? null : 'motion.marginInvalid',
  };
}

/** A new grid with the rectangle (corners inclusive, any order) set to `level`; other rows stay as they are. */
export function paintMotion(
  grid: number[][],
  from: { row: number; col: number },
  to: { row: number; col: number },
  level: number,
): number[][] {
  const [r0, r1] = [Math.min(from.row, to.row), Math.max(from.row, to.row)];
  const [c0, c1] = [Math.min(from.col, to.col), Math.max(from.col, to.col)];
  return grid.map((row, y) => (y < r0 || y > r1 ? row : row.map((v, x) => (x >= c0 && x <= c1 ? level : v))));
}
