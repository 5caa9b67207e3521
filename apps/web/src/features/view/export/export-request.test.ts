import { describe, expect, it } from 'vitest';
import { exportFileNameOf, exportFileOf, exportQueryOf } from './export-request.ts';

describe('export request', () => {
  it('names mp4 or mkv, mkv for anything else (spec 000 §5)', () => {
    expect(exportFileOf('c1', 'mp4')).toBe('c1.mp4');
    expect(exportFileOf('c1', 'mkv')).toBe('c1.mkv');
    expect(exportFileOf('c1', 'webm')).toBe('c1.mkv');
    expect(exportFileOf('c1', null)).toBe('c1.mkv');
  });

  it('asks for the range in whole milliseconds, as an attachment', () => {
    expect(exportQueryOf({ startMs: 1000.4, endMs: 61_000 })).toEqual({
      pos: '1000',
      endPos: '61000',
      download: true,
    });
    expect(exportQueryOf({ startMs: 1000, endMs: 2000 }, false)).toEqual({ pos: '1000', endPos: '2000' });
  });

  it('asks for an overlay only when one is chosen, in one comma-separated value', () => {
    expect(exportQueryOf({ startMs: 1000, endMs: 2000 }, true, [])).not.toHaveProperty('overlay');
    expect(exportQueryOf({ startMs: 1000, endMs: 2000 }, true, ['timestamp', 'cameraName'])).toEqual({
      pos: '1000',
      endPos: '2000',
      download: true,
      overlay: 'cameraName,timestamp',
    });
  });

  it('names the saved file after the camera and the range, in local time', () => {
    const start = new Date(2026, 10, 27, 14, 5, 0).getTime();
    expect(exportFileNameOf('Loading bay', { startMs: start, endMs: start + 90_000 }, 'mkv')).toBe(
      'Loading bay 2026-11-27 14.05.00 - 14.06.30.mkv',
    );
    const nextDay = new Date(2026, 10, 28, 0, 0, 5).getTime();
    expect(exportFileNameOf('Gate 1/2: "North"', { startMs: start, endMs: nextDay }, 'mp4')).toBe(
      'Gate 1_2_ _North_ 2026-11-27 14.05.00 - 2026-11-28 00.00.05.mp4',
    );
  });
});
