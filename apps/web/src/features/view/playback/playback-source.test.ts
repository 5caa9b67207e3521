import { describe, expect, it } from 'vitest';
import { spansOf } from '../timeline/period-layout.ts';
import {
  ARCHIVE_WINDOW_MS,
  isEndOfArchive,
  LIVE,
  sourceAfter,
  sourceAt,
  sourceBefore,
} from './playback-source.ts';

const NOW = 100 * 3_600_000;
const spans = [
  { startMs: NOW - 10 * 3_600_000, endMs: NOW - 9 * 3_600_000 },
  { startMs: NOW - 2 * 3_600_000, endMs: NOW },
];

describe('playback source', () => {
  it('plays the archive from a recorded time, an hour at most, never past what is written', () => {
    const at = NOW - 9.5 * 3_600_000;
    expect(sourceAt(at, NOW, spans)).toEqual({ kind: 'archive', startMs: at, endMs: at + ARCHIVE_WINDOW_MS });
    expect(sourceAt(NOW - 600_000, NOW, spans)).toEqual({
      kind: 'archive',
      startMs: NOW - 600_000,
      endMs: NOW - 3000,
    });
  });

  it('skips a gap to the next recording', () => {
    expect(sourceAt(NOW - 5 * 3_600_000, NOW, spans)).toMatchObject({ startMs: NOW - 2 * 3_600_000 });
  });

  it('plays the archive being written up to its last seconds: 20 s and 5 s before now are archive', () => {
    expect(sourceAt(NOW - 20_000, NOW, spans)).toEqual({
      kind: 'archive',
      startMs: NOW - 20_000,
      endMs: NOW - 3000,
    });
    expect(sourceAt(NOW - 5000, NOW, spans)).toEqual({
      kind: 'archive',
      startMs: NOW - 5000,
      endMs: NOW - 3000,
    });
  });

  it('goes live within the last 3 s (not written yet), and after the last recording', () => {
    expect(isEndOfArchive(NOW - 3000, NOW)).toBe(true);
    expect(isEndOfArchive(NOW - 4000, NOW)).toBe(false);
    expect(sourceAt(NOW - 2000, NOW, spans)).toBe(LIVE);
    expect(sourceAt(NOW - 20_000, NOW, [{ startMs: 0, endMs: NOW - 3_600_000 }])).toBe(LIVE);
  });

  it('follows a played window with the next recording, or live at the end', () => {
    const first = sourceAt(NOW - 9.5 * 3_600_000, NOW, spans);
    expect(sourceAfter(first, NOW, spans)).toMatchObject({ kind: 'archive', startMs: NOW - 2 * 3_600_000 });
    expect(sourceAfter({ kind: 'archive', startMs: NOW - 60_000, endMs: NOW - 2000 }, NOW, spans)).toBe(LIVE);
    // Played 1:1, the archive 20 s behind stays 20 s behind: it goes on as archive.
    expect(sourceAfter({ kind: 'archive', startMs: NOW - 60_000, endMs: NOW - 20_000 }, NOW, spans)).toEqual({
      kind: 'archive',
      startMs: NOW - 20_000,
      endMs: NOW - 3000,
    });
  });

  it('trusts the time when the periods are not known', () => {
    expect(sourceAt(NOW - 7_200_000, NOW, null)).toMatchObject({ kind: 'archive', startMs: NOW - 7_200_000 });
  });
});

describe('playback source backwards', () => {
  it('plays the recording before a time from its end, an hour at most, not before the recording starts', () => {
    const at = NOW - 600_000;
    expect(sourceBefore(at, spans)).toEqual({
      kind: 'archive',
      startMs: at - ARCHIVE_WINDOW_MS,
      endMs: at,
      playFromMs: at,
    });
    const near = NOW - 2 * 3_600_000 + 60_000;
    expect(sourceBefore(near, spans)).toEqual({
      kind: 'archive',
      startMs: NOW - 2 * 3_600_000,
      endMs: near,
      playFromMs: near,
    });
  });

  it('goes on from the end of the previous recording across a gap', () => {
    const start = NOW - 2 * 3_600_000;
    expect(sourceBefore(start, spans)).toEqual({
      kind: 'archive',
      startMs: NOW - 10 * 3_600_000,
      endMs: NOW - 9 * 3_600_000,
      playFromMs: NOW - 9 * 3_600_000,
    });
  });

  it('has nothing before the start of the recording', () => {
    expect(sourceBefore(NOW - 10 * 3_600_000, spans)).toBeNull();
    expect(sourceBefore(NOW - 10 * 3_600_000 + 200, spans)).toBeNull();
  });
});

describe('a recording that goes on', () => {
  it('plays a moment after the open span was last drawn as archive, not live', () => {
    const spans = spansOf([{ startTimeMs: NOW - 600_000, durationMs: -1 }], NOW - 20_000);
    const at = NOW - 7_000;
    expect(sourceAt(at, NOW, spans)).toMatchObject({ kind: 'archive', startMs: at });
  });
});
