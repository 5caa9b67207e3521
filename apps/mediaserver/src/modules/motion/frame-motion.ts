/**
 * Motion in a pair of analysis frames (pure). The detector's ffmpeg scales every frame to the motion grid
 * (44×32 cells, spec 000 §9) in grey, averaging the pixels of each cell, so one byte is one cell's mean
 * brightness. A cell moves when its brightness changed by more than its sensitivity allows: sensitivity 0
 * never moves (the mask leaves the cell out), 9 reacts to the faintest change. Averaging over a cell already
 * smooths the sensor and compression noise that a per-pixel comparison would see as motion.
 */
import { MOTION_GRID_HEIGHT, MOTION_GRID_WIDTH, MOTION_SENSITIVITY_MAX } from '@argus/contract/mediaserver';

/** Bytes of one analysis frame: one grey byte per grid cell. */
export const ANALYSIS_FRAME_BYTES = MOTION_GRID_WIDTH * MOTION_GRID_HEIGHT;

/**
 * [design] The change of a cell's mean brightness (0..255) that counts as motion, by sensitivity 0..9.
 * Level 5 (the default) needs about 6% of full scale, well above the noise of a still H.264 picture (1–2).
 */
export const SENSITIVITY_THRESHOLDS: readonly number[] = [
  Number.POSITIVE_INFINITY,
  48,
  36,
  28,
  21,
  16,
  12,
  9,
  6,
  4,
];

if (SENSITIVITY_THRESHOLDS.length !== MOTION_SENSITIVITY_MAX + 1)
  throw new Error('One threshold per motion sensitivity level');

/** Per cell, row by row, the threshold of its sensitivity (the mask's grid, flattened). */
export function cellThresholds(grid: readonly (readonly number[])[]): Float64Array {
  const thresholds = new Float64Array(ANALYSIS_FRAME_BYTES);
  for (let y = 0; y < MOTION_GRID_HEIGHT; y += 1)
    for (let x = 0; x < MOTION_GRID_WIDTH; x += 1)
      thresholds[y * MOTION_GRID_WIDTH + x] = SENSITIVITY_THRESHOLDS[grid[y]?.[x] ?? 0] ?? Infinity;
  return thresholds;
}

/**
 * How many cells moved between two frames; with `moved` (a cell bit set, motion-region.ts), the bits of the
 * cells that moved are set in it as well.
 */
export function movingCells(
  previous: Uint8Array,
  current: Uint8Array,
  thresholds: Float64Array,
  moved?: Uint8Array,
): number {
  let moving = 0;
  for (let i = 0; i < ANALYSIS_FRAME_BYTES; i += 1)
    if (Math.abs((current[i] ?? 0) - (previous[i] ?? 0)) > (thresholds[i] ?? Infinity)) {
      moving += 1;
      if (moved) moved[i >> 3]! |= 1 << (i & 7);
    }
  return moving;
}
