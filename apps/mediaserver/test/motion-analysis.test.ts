/**
 * Motion detection's pure parts: which cells move under the mask's sensitivities, how analysed frames become
 * motion periods (a period ends after a still spell; the one going on shows as -1; starts and ends are
 * published), and which motion segments a recorder keeps, given the record-before and record-after margins.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { motionGrid, parseMotionMask } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import type { CameraMotionEvent } from '../src/events/event-bus.ts';
import {
  ANALYSIS_FRAME_BYTES,
  cellThresholds,
  movingCells,
  SENSITIVITY_THRESHOLDS,
} from '../src/modules/motion/frame-motion.ts';
import { MotionRepository, MotionTracker } from '../src/modules/motion/index.ts';
import { MOTION_HOLD_MS } from '../src/modules/motion/motion-tracker.ts';
import { MOTION_LATENCY_MS, segmentVerdict } from '../src/modules/recording/motion-gate.ts';

const thresholdsOf = (mask: string) => {
  const parsed = parseMotionMask(mask);
  if (!parsed.ok) throw new Error(parsed.text);
  return cellThresholds(motionGrid(parsed.rects));
};
const flat = (value: number) => new Uint8Array(ANALYSIS_FRAME_BYTES).fill(value);
const cell = (x: number, y: number) => y * 44 + x;

describe('moving cells', () => {
  it('counts the cells whose brightness changed beyond their sensitivity', () => {
    const thresholds = thresholdsOf('5,0,0,44,32');
    const before = flat(100);
    const after = flat(100);
    after[cell(3, 4)] = 100 + SENSITIVITY_THRESHOLDS[5]! + 1;
    after[cell(10, 20)] = 100 - SENSITIVITY_THRESHOLDS[5]! - 1;
    after[cell(11, 20)] = 100 + SENSITIVITY_THRESHOLDS[5]!; // at the threshold: still
    expect(movingCells(before, after, thresholds)).toBe(2);
    expect(movingCells(before, before, thresholds)).toBe(0);
  });

  it('never sees motion where the mask says 0, and sees fainter changes at higher sensitivity', () => {
    const thresholds = thresholdsOf('0,0,0,44,10:9,0,10,44,22');
    const before = flat(50);
    const after = flat(50);
    after[cell(5, 2)] = 255; // masked out
    expect(movingCells(before, after, thresholds)).toBe(0);
    after[cell(5, 12)] = 50 + SENSITIVITY_THRESHOLDS[9]! + 1;
    expect(movingCells(before, after, thresholds)).toBe(1);
  });

  it('orders the thresholds: level 1 is the least sensitive, 9 the most', () => {
    const levels = SENSITIVITY_THRESHOLDS.slice(1);
    expect([...levels].sort((a, b) => b - a)).toEqual(levels);
    expect(SENSITIVITY_THRESHOLDS[0]).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('motion periods from frames', () => {
  function tracker() {
    const dir = mkdtempSync(join(tmpdir(), 'argus-motion-'));
    const repo = new MotionRepository(openDatabase(dir));
    const events: CameraMotionEvent[] = [];
    let now = 1_000_000;
    const t = new MotionTracker({ repo, clock: () => now, emit: (e) => events.push(e) });
    const frame = (moving: boolean, atMs: number) => {
      now = atMs;
      t.frame('cam', moving, atMs);
    };
    return { t, repo, events, frame };
  }

  it('opens a period at the first moving frame, shows it as -1, and ends it after a still spell', () => {
    const { t, repo, events, frame } = tracker();
    frame(false, 1_000_000);
    expect(t.periods(['cam'], 0, 2_000_000)).toEqual([]);
    frame(true, 1_000_200);
    frame(true, 1_000_400);
    expect(t.isActive('cam')).toBe(true);
    expect(t.periods(['cam'], 0, 2_000_000)).toEqual([
      { cameraId: 'cam', startMs: 1_000_200, durationMs: -1 },
    ]);
    // Short stillness inside a movement keeps one period.
    frame(false, 1_000_400 + MOTION_HOLD_MS);
    frame(true, 1_000_400 + MOTION_HOLD_MS + 200);
    const lastMotion = 1_000_400 + MOTION_HOLD_MS + 200;
    frame(false, lastMotion + MOTION_HOLD_MS + 1);
    expect(t.isActive('cam')).toBe(false);
    const period = { cameraId: 'cam', startMs: 1_000_200, durationMs: lastMotion - 1_000_200 };
    expect(t.periods(['cam'], 0, 2_000_000)).toEqual([period]);
    expect(repo.overlapping(['cam'], 0, 2_000_000)).toEqual([period]);
    expect(events.map((e) => [e.state, e.timestampMs])).toEqual([
      ['Active', 1_000_200],
      ['Inactive', lastMotion],
    ]);
  });

  it('ends a period when the detector stops seeing the camera', () => {
    const { t, events, frame } = tracker();
    frame(true, 1_000_000);
    frame(true, 1_000_200);
    t.blind('cam');
    expect(t.isActive('cam')).toBe(false);
    expect(events.at(-1)).toMatchObject({ state: 'Inactive', timestampMs: 1_000_200 });
  });

  it('answers whether motion touched a range, for the motion gates', () => {
    const { t, frame } = tracker();
    frame(true, 1_000_000);
    frame(true, 1_001_000);
    expect(t.overlaps('cam', 999_000, 999_999)).toBe(false);
    expect(t.overlaps('cam', 999_000, 1_000_000)).toBe(true);
    frame(false, 1_001_000 + MOTION_HOLD_MS + 1);
    expect(t.overlaps('cam', 1_001_000, 1_005_000)).toBe(true);
    expect(t.overlaps('cam', 1_001_001, 1_005_000)).toBe(false);
    expect(t.overlaps('other', 0, 2_000_000)).toBe(false);
  });
});

describe('which motion segments are kept', () => {
  const margins = { beforeMs: 5000, afterMs: 5000 };
  const segment = { startMs: 100_000, durationMs: 2000 };
  const motionAt = (fromMs: number, toMs: number) => (a: number, b: number) => fromMs <= b && toMs >= a;
  const none = () => false;

  it('keeps a segment motion touched', () => {
    expect(segmentVerdict(segment, margins, motionAt(101_000, 101_500), 103_000)).toBe('keep');
  });

  it('keeps footage from before motion starts (record before)', () => {
    // Motion starts 4 s after the segment ends: within the 5 s kept before it.
    expect(segmentVerdict(segment, margins, motionAt(106_000, 108_000), 106_500)).toBe('keep');
    expect(segmentVerdict(segment, margins, motionAt(107_500, 108_000), 108_000)).not.toBe('keep');
  });

  it('keeps footage after motion ends (record after)', () => {
    expect(segmentVerdict(segment, margins, motionAt(90_000, 96_000), 102_000)).toBe('keep');
    expect(segmentVerdict(segment, margins, motionAt(90_000, 94_000), 102_000)).toBe('wait');
  });

  it('waits while motion could still come within the margin, then drops', () => {
    const end = segment.startMs + segment.durationMs + margins.beforeMs;
    expect(segmentVerdict(segment, margins, none, end)).toBe('wait');
    expect(segmentVerdict(segment, margins, none, end + MOTION_LATENCY_MS)).toBe('drop');
    expect(segmentVerdict(segment, margins, none, segment.startMs + 2500, true)).toBe('drop');
  });
});
