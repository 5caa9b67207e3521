import { describe, expect, it } from 'vitest';
import { exportFileOf, exportQueryOf } from './export-request.ts';

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
  });
});
