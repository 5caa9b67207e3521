/**
 * A month of motion for motion search, written straight into the data dir of a stopped server by the
 * server's own code (openDatabase, MotionCells and MotionCellsRepository of apps/mediaserver), so every row
 * is what a detector's frames become. One frame a second (the buckets are seconds: more frames in a second
 * only add cells to the same row). The scene is a busy camera, from a fixed pseudo-random sequence: spells of
 * activity of 5 s to 2 min with pauses of 5 s to 2 min (about half of the time moving), an object of 2×3
 * cells wandering over the grid, and now and then a change of light that moves most of the frame.
 */
import { MOTION_GRID_HEIGHT, MOTION_GRID_WIDTH, regionCells } from '@argus/contract/mediaserver';
import { openDatabase } from '../../apps/mediaserver/src/db/database.ts';
import { MotionCellsRepository } from '../../apps/mediaserver/src/modules/motion/motion-cells.repository.ts';
import { MotionCells } from '../../apps/mediaserver/src/modules/motion/motion-cells.ts';
import { randomSequence } from './random-sequence.ts';

export interface SeedMotionOptions {
  cameraId: string;
  /** The span the motion covers, ending at `endMs`. */
  spanMs: number;
  endMs: number;
}

export interface SeededMotion {
  /** Seconds with motion written. */
  movingSeconds: number;
  /** Rows in the table (seconds and minutes). */
  rows: number;
}

const HOUR_MS = 3_600_000;
const LIGHT_CHANGE_CHANCE = 0.002;

export function seedMotionCells(dataDir: string, options: SeedMotionOptions): SeededMotion {
  const random = randomSequence(29);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const db = openDatabase(dataDir);
  try {
    // Nothing reads the clock but the periodic write, which the seeding does itself, hourly.
    const cells = new MotionCells({
      repo: new MotionCellsRepository(db),
      clock: () => Number.MAX_SAFE_INTEGER,
    });
    const light = regionCells([{ x: 0, y: 0, width: MOTION_GRID_WIDTH, height: 24 }]);
    let x = 20;
    let y = 16;
    let movingSeconds = 0;
    let nextFlushMs = options.endMs - options.spanMs + HOUR_MS;
    let atMs = options.endMs - options.spanMs;
    while (atMs < options.endMs) {
      const spellEnd = Math.min(options.endMs, atMs + between(5, 120) * 1000);
      for (; atMs < spellEnd; atMs += 1000) {
        x = Math.max(0, Math.min(MOTION_GRID_WIDTH - 2, x + between(-1, 1)));
        y = Math.max(0, Math.min(MOTION_GRID_HEIGHT - 3, y + between(-1, 1)));
        const frame = random() < LIGHT_CHANGE_CHANCE ? light : regionCells([{ x, y, width: 2, height: 3 }]);
        cells.frame(options.cameraId, frame, atMs);
        movingSeconds += 1;
        if (atMs >= nextFlushMs) {
          cells.flush();
          nextFlushMs += HOUR_MS;
        }
      }
      atMs += between(5, 120) * 1000;
    }
    cells.flush();
    const rows = db.$client.prepare('SELECT count(*) FROM motion_cells').pluck().get() as number;
    return { movingSeconds, rows };
  } finally {
    db.$client.close();
  }
}
