import { describe, expect, it } from 'vitest';
import { capStorageEventsLimit, exportTransportOf, hlsQualityOf } from '../src/rules/validation/payload.ts';

describe('payload rules', () => {
  it('caps the storage events limit at 2000', () => {
    expect(capStorageEventsLimit(1)).toBe(1);
    expect(capStorageEventsLimit(1999)).toBe(1999);
    expect(capStorageEventsLimit(2000)).toBe(2000);
    expect(capStorageEventsLimit(2001)).toBe(2000);
    expect(capStorageEventsLimit(undefined)).toBe(2000);
    expect(capStorageEventsLimit(0)).toBe(2000);
    expect(capStorageEventsLimit(Number.NaN)).toBe(2000);
    expect(capStorageEventsLimit(10.7)).toBe(10);
  });

  it('sends export transport mp4 or mkv (default mkv)', () => {
    expect(exportTransportOf('mp4')).toBe('mp4');
    expect(exportTransportOf('mkv')).toBe('mkv');
    expect(exportTransportOf('avi')).toBe('mkv');
    expect(exportTransportOf(undefined)).toBe('mkv');
  });

  it('sends HLS quality hi or lo, else empty', () => {
    expect(hlsQualityOf('hi')).toBe('hi');
    expect(hlsQualityOf('lo')).toBe('lo');
    expect(hlsQualityOf('high')).toBe('');
    expect(hlsQualityOf(null)).toBe('');
  });
});
