/**
 * Motion search's parts: the cell bit set of a region (rectangles cut at the grid), the `filter` parameter as
 * Nx writes it, the compact stored form of moving cells, which cells a frame pair sets, and the search over
 * the stored seconds and minutes (a region where the motion was finds it, one elsewhere does not; fine
 * detail gives seconds, coarse detail runs of minutes cut to their first and last moving second).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  formatMotionFilter,
  MOTION_CELL_BYTES,
  motionGrid,
  parseMotionFilter,
  parseMotionMask,
  regionCells,
} from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { mergePeriods } from '../src/modules/archive/periods.ts';
import { ANALYSIS_FRAME_BYTES, cellThresholds, movingCells } from '../src/modules/motion/frame-motion.ts';
import { MotionCells, MotionCellsRepository } from '../src/modules/motion/index.ts';
import {
  cellBlocks,
  coveredBlocks,
  decodeCells,
  encodeCells,
  forEachTouching,
  touchesRegion,
} from '../src/modules/motion/motion-cells-codec.ts';

const ALL_BLOCKS = 2 ** 48 - 1;
const bit = (cells: Uint8Array, x: number, y: number) => {
  const i = y * 44 + x;
  return (cells[i >> 3]! >> (i & 7)) & 1;
};
const countBits = (cells: Uint8Array) =>
  [...cells].reduce((n, b) => n + b.toString(2).split('1').length - 1, 0);
const cellsAt = (...points: [number, number][]) =>
  regionCells(points.map(([x, y]) => ({ x, y, width: 1, height: 1 })));

describe('motion regions', () => {
  it('maps rectangles to the cells they cover, cut at the grid', () => {
    const cells = regionCells([{ x: 2, y: 3, width: 3, height: 2 }]);
    expect(cells).toHaveLength(MOTION_CELL_BYTES);
    expect(countBits(cells)).toBe(6);
    expect(bit(cells, 2, 3)).toBe(1);
    expect(bit(cells, 4, 4)).toBe(1);
    expect(bit(cells, 5, 3)).toBe(0);
    expect(bit(cells, 2, 5)).toBe(0);
    // Overlapping rectangles, and one reaching past the bottom right corner.
    const cut = regionCells([
      { x: 42, y: 30, width: 10, height: 10 },
      { x: 43, y: 31, width: 1, height: 1 },
    ]);
    expect(countBits(cut)).toBe(4);
    expect(bit(cut, 43, 31)).toBe(1);
    expect(countBits(regionCells([{ x: 0, y: 0, width: 44, height: 32 }]))).toBe(44 * 32);
    expect(countBits(regionCells([{ x: 50, y: 0, width: 2, height: 2 }]))).toBe(0);
  });

  it('reads the filter as Nx writes it (a list per channel) or as one list, and explains a bad one', () => {
    const rect = { x: 1, y: 2, width: 3, height: 4 };
    expect(parseMotionFilter(formatMotionFilter([rect]))).toEqual({ ok: true, rects: [rect] });
    expect(formatMotionFilter([rect])).toBe('[[{"x":1,"y":2,"width":3,"height":4}]]');
    expect(parseMotionFilter(JSON.stringify([rect, rect]))).toEqual({ ok: true, rects: [rect, rect] });
    expect(parseMotionFilter('')).toEqual({ ok: true, rects: [] });
    expect(parseMotionFilter('[[]]')).toEqual({ ok: true, rects: [] });
    const bad = (text: string) => {
      const parsed = parseMotionFilter(text);
      return parsed.ok ? null : parsed.text;
    };
    expect(bad('{x:1')).toMatch(/not JSON/);
    expect(bad('{"x":1}')).toMatch(/JSON list of rectangles/);
    expect(bad('[{"x":1,"y":2,"width":0,"height":4}]')).toMatch(/at least one cell/);
    expect(bad('[{"x":-1,"y":2,"width":1,"height":4}]')).toMatch(/"x" must be a whole number/);
    expect(bad('[{"x":1.5,"y":2,"width":1,"height":4}]')).toMatch(/"x"/);
    expect(bad('[[5]]')).toMatch(/not a rectangle/);
  });
});

describe('stored cells', () => {
  it('stores a few cells as pairs and a busy frame whole, and both decode to the same cells', () => {
    const few = cellsAt([0, 0], [43, 31], [10, 10]);
    const sparse = encodeCells(few);
    expect(sparse.length).toBe(6);
    expect(decodeCells(sparse)).toEqual(few);
    const busy = regionCells([{ x: 0, y: 0, width: 44, height: 20 }]);
    const whole = encodeCells(busy);
    expect(whole.length).toBe(MOTION_CELL_BYTES);
    expect(decodeCells(whole)).toEqual(busy);
    expect(encodeCells(new Uint8Array(MOTION_CELL_BYTES))).toHaveLength(0);
  });

  it('tests a region against either stored form', () => {
    const region = regionCells([{ x: 10, y: 10, width: 4, height: 4 }]);
    expect(touchesRegion(encodeCells(cellsAt([12, 13])), region)).toBe(true);
    expect(touchesRegion(encodeCells(cellsAt([14, 13], [9, 9])), region)).toBe(false);
    const busyOutside = regionCells([{ x: 0, y: 16, width: 44, height: 16 }]);
    expect(encodeCells(busyOutside)).toHaveLength(MOTION_CELL_BYTES);
    expect(touchesRegion(encodeCells(busyOutside), region)).toBe(false);
    expect(touchesRegion(encodeCells(busyOutside), regionCells([{ x: 5, y: 25, width: 1, height: 1 }]))).toBe(
      true,
    );
  });

  it('marks the coarse 8×6 blocks a cell set touches, for the test inside SQLite', () => {
    expect(cellBlocks(new Uint8Array(MOTION_CELL_BYTES))).toBe(0);
    expect(cellBlocks(cellsAt([0, 0]))).toBe(1);
    expect(cellBlocks(cellsAt([5, 5]))).toBe(1);
    // Column 6 is in the second block column (44 / 8 = 5.5 cells a block), row 6 in the second block row.
    expect(cellBlocks(cellsAt([6, 0]))).toBe(2);
    expect(cellBlocks(cellsAt([0, 6]))).toBe(2 ** 8);
    expect(cellBlocks(cellsAt([43, 31]))).toBe(2 ** 47);
    expect(cellBlocks(cellsAt([0, 0], [1, 1], [43, 31]))).toBe(1 + 2 ** 47);
    expect(cellBlocks(regionCells([{ x: 0, y: 0, width: 44, height: 32 }]))).toBe(ALL_BLOCKS);
  });

  it('marks the blocks wholly inside a region, where a row surely touches it', () => {
    expect(coveredBlocks(regionCells([{ x: 8, y: 12, width: 6, height: 8 }]))).toBe(0);
    // Block 0 is cells 0–5 × 0–5.
    expect(coveredBlocks(regionCells([{ x: 0, y: 0, width: 6, height: 6 }]))).toBe(1);
    expect(coveredBlocks(regionCells([{ x: 0, y: 0, width: 5, height: 6 }]))).toBe(0);
    expect(coveredBlocks(regionCells([{ x: 0, y: 0, width: 44, height: 32 }]))).toBe(ALL_BLOCKS);
  });

  it('reads a listing: the rows touching the region, sparse, whole or surely touching', () => {
    const region = regionCells([{ x: 10, y: 10, width: 4, height: 4 }]);
    const hex = (cells: Uint8Array) => Buffer.from(encodeCells(cells)).toString('hex').toUpperCase();
    const busyOutside = regionCells([{ x: 0, y: 16, width: 44, height: 16 }]);
    const busyInside = regionCells([{ x: 0, y: 0, width: 44, height: 16 }]);
    expect(hex(busyInside)).toHaveLength(MOTION_CELL_BYTES * 2);
    const listing = [
      `0:${hex(cellsAt([12, 13]))}`,
      `1:${hex(cellsAt([14, 13], [9, 9]))}`,
      `2:${hex(busyOutside)}`,
      `3:${hex(busyInside)}`,
      '17:',
      `123:${hex(cellsAt([0, 0], [10, 10]))}`,
    ].join(',');
    const seen: number[] = [];
    forEachTouching(listing, region, (index) => seen.push(index));
    expect(seen).toEqual([0, 3, 17, 123]);
    forEachTouching('', region, () => {
      throw new Error('an empty listing has no rows');
    });
  });

  it('sets the bits of the cells that moved between two frames', () => {
    const parsed = parseMotionMask('5,0,0,44,32');
    if (!parsed.ok) throw new Error(parsed.text);
    const thresholds = cellThresholds(motionGrid(parsed.rects));
    const before = new Uint8Array(ANALYSIS_FRAME_BYTES).fill(100);
    const after = before.slice();
    after[5 * 44 + 7] = 200;
    after[31 * 44 + 43] = 0;
    const moved = new Uint8Array(MOTION_CELL_BYTES);
    expect(movingCells(before, after, thresholds, moved)).toBe(2);
    expect(moved).toEqual(cellsAt([7, 5], [43, 31]));
  });
});

describe('motion search', () => {
  const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
  const doorway = regionCells([{ x: 0, y: 10, width: 10, height: 10 }]);
  const window = regionCells([{ x: 30, y: 0, width: 14, height: 8 }]);
  const setup = () => {
    const db = openDatabase(mkdtempSync(join(tmpdir(), 'argus-motion-search-')));
    let now = T0;
    const repo = new MotionCellsRepository(db);
    const cells = new MotionCells({ repo, clock: () => now });
    const moveAt = (cameraId: string, atMs: number, ...points: [number, number][]) => {
      now = atMs;
      cells.frame(cameraId, cellsAt(...points), atMs);
    };
    return { db, repo, cells, moveAt, close: () => db.$client.close() };
  };
  const merged = (spans: { startMs: number; durationMs: number }[], detailMs: number) =>
    mergePeriods(spans, { detailMs, keepSmallChunks: true });

  it('finds the seconds in which the region moved, and nothing for a region elsewhere', () => {
    const { cells, moveAt, close } = setup();
    try {
      // A person in the doorway for 3 s (5 frames a second), again 10 s later for 1 s; another camera too.
      for (let ms = 0; ms < 3000; ms += 200) moveAt('cam', T0 + 5000 + ms, [4, 15]);
      for (let ms = 0; ms < 1000; ms += 200) moveAt('cam', T0 + 18_000 + ms, [5, 16], [6, 16]);
      moveAt('other', T0 + 7000, [35, 2]);
      // Frames with no motion leave no row.
      cells.frame('cam', new Uint8Array(MOTION_CELL_BYTES), T0 + 30_000);
      const fine = cells.search(['cam'], doorway, T0, T0 + 60_000, 0);
      expect(merged(fine, 0)).toEqual([
        { startTimeMs: T0 + 5000, durationMs: 3000 },
        { startTimeMs: T0 + 18_000, durationMs: 1000 },
      ]);
      expect(merged(fine, 10_000)).toEqual([{ startTimeMs: T0 + 5000, durationMs: 14_000 }]);
      expect(cells.search(['cam'], window, T0, T0 + 60_000, 0)).toEqual([]);
      expect(merged(cells.search(['cam', 'other'], window, T0, T0 + 60_000, 0), 0)).toEqual([
        { startTimeMs: T0 + 7000, durationMs: 1000 },
      ]);
      // Only what overlaps the range.
      expect(merged(cells.search(['cam'], doorway, T0 + 10_000, T0 + 60_000, 0), 0)).toEqual([
        { startTimeMs: T0 + 18_000, durationMs: 1000 },
      ]);
    } finally {
      close();
    }
  });

  it('with coarse detail joins minutes and cuts each run to its first and last moving second', () => {
    const { cells, moveAt, close } = setup();
    try {
      // Motion from 00:00:50 to 00:02:10 (every 10 s), then at 00:10:05 in the window only.
      for (let s = 50; s <= 130; s += 10) moveAt('cam', T0 + s * 1000, [2, 12]);
      moveAt('cam', T0 + 605_000, [40, 3]);
      const coarse = cells.search(['cam'], doorway, T0, T0 + 3_600_000, 60_000);
      expect(coarse).toEqual([{ startMs: T0 + 50_000, durationMs: 81_000 }]);
      // Again at 00:05:30 (3 minutes after): one span at a detail of 5 minutes, two at one minute.
      moveAt('cam', T0 + 330_000, [3, 13]);
      expect(cells.search(['cam'], doorway, T0, T0 + 3_600_000, 300_000)).toEqual([
        { startMs: T0 + 50_000, durationMs: 281_000 },
      ]);
      expect(cells.search(['cam'], doorway, T0, T0 + 3_600_000, 60_000)).toEqual([
        { startMs: T0 + 50_000, durationMs: 81_000 },
        { startMs: T0 + 330_000, durationMs: 1000 },
      ]);
      expect(cells.search(['cam'], window, T0, T0 + 3_600_000, 60_000)).toEqual([
        { startMs: T0 + 605_000, durationMs: 1000 },
      ]);
    } finally {
      close();
    }
  });

  it('keeps a minute gathered before a restart, and writes what is pending before it searches', () => {
    const first = setup();
    try {
      first.moveAt('cam', T0 + 1000, [1, 11]);
      // Not yet written (frames wait a few seconds), yet the search sees it.
      expect(first.repo.rows('cam', 1000, T0, T0 + 60_000, ALL_BLOCKS)).toEqual([]);
      expect(first.cells.search(['cam'], doorway, T0, T0 + 60_000, 60_000)).toHaveLength(1);
      // A new instance (the server restarted) adds to the same minute.
      const again = new MotionCells({ repo: first.repo, clock: () => T0 + 20_000 });
      again.frame('cam', cellsAt([40, 2]), T0 + 20_000);
      again.flush();
      expect(again.search(['cam'], doorway, T0, T0 + 60_000, 60_000)).toEqual([
        { startMs: T0 + 1000, durationMs: 1000 },
      ]);
      expect(again.search(['cam'], window, T0, T0 + 60_000, 60_000)).toEqual([
        { startMs: T0 + 20_000, durationMs: 1000 },
      ]);
      // Retention drops whole buckets that ended.
      expect(first.repo.removeEndedBefore('cam', T0 + 60_000, [1000, 60_000])).toBe(3);
      expect(again.search(['cam'], doorway, T0, T0 + 60_000, 0)).toEqual([]);
    } finally {
      first.close();
    }
  });
});
