import { describe, expect, it } from 'vitest';
import { LIVE } from '../playback/playback-source.ts';
import {
  clockAt,
  correctionOf,
  MAX_RATE,
  MIN_RATE,
  offPausedFrame,
  rateAfter,
  SYNC_TOLERANCE_MS,
  tileSourceAt,
} from './sync-clock.ts';

describe('sync clock', () => {
  it('carries a clock forward at its rate, and holds it while paused', () => {
    const sample = { shownMs: 1_000_000, atMs: 500 };
    expect(clockAt(sample, 1500)).toBe(1_001_000);
    expect(clockAt(sample, 1500, 1.5)).toBe(1_001_500);
    expect(clockAt(sample, 1500, 1, true)).toBe(1_000_000);
    expect(clockAt(sample, 400)).toBe(1_000_000);
  });

  it('leaves a tile alone within the tolerance', () => {
    expect(correctionOf(10_000, 10_000 + SYNC_TOLERANCE_MS)).toEqual({ kind: 'none' });
    expect(correctionOf(10_000, 10_000 - SYNC_TOLERANCE_MS)).toEqual({ kind: 'none' });
    expect(rateAfter({ kind: 'none' })).toBe(1);
  });

  it('slows a tile that is ahead and speeds up one that is behind', () => {
    const ahead = correctionOf(10_000, 10_500);
    expect(ahead).toEqual({ kind: 'rate', rate: 0.75 });
    const behind = correctionOf(10_000, 9_800);
    expect(behind).toEqual({ kind: 'rate', rate: 1.1 });
    expect(rateAfter(behind)).toBe(1.1);
    const far = correctionOf(10_000, 8_001);
    expect(far.kind === 'rate' && far.rate <= MAX_RATE && far.rate >= MIN_RATE).toBe(true);
  });

  it('seeks a tile that is far off to the master time', () => {
    expect(correctionOf(10_000, 20_000)).toEqual({ kind: 'seek', toMs: 10_000 });
    expect(correctionOf(10_000, 7_000)).toEqual({ kind: 'seek', toMs: 10_000 });
  });

  it('corrects a drifting tile back within the tolerance', () => {
    // A tile that starts 800 ms behind and plays at the corrected speed, checked every 250 ms.
    let master = 0;
    let tile = -800;
    let rate = 1;
    for (let step = 0; step < 40; step++) {
      master += 250;
      tile += 250 * rate;
      rate = rateAfter(correctionOf(master, tile));
    }
    expect(Math.abs(tile - master)).toBeLessThanOrEqual(SYNC_TOLERANCE_MS);
    expect(rate).toBe(1);
  });

  it('plays a tile from the master time when its camera recorded it, else No recording', () => {
    const now = 10_000_000;
    const master = { kind: 'archive' as const, startMs: 9_000_000, endMs: 9_500_000 };
    const spans = [{ startMs: 8_000_000, endMs: 9_100_000 }];
    expect(tileSourceAt(LIVE, null, now, spans)).toBe(LIVE);
    expect(tileSourceAt(master, 9_050_000, now, null)).toBeNull();
    expect(tileSourceAt(master, 9_050_000, now, spans)).toMatchObject({
      kind: 'archive',
      startMs: 9_050_000,
    });
    expect(tileSourceAt(master, null, now, spans)).toMatchObject({ kind: 'archive', startMs: 9_000_000 });
    expect(tileSourceAt(master, 9_200_000, now, spans)).toEqual({ kind: 'none' });
  });

  it('widens the limits at a faster archive speed and keeps the rate in the browser’s range', () => {
    expect(correctionOf(100_000, 100_150, 2)).toEqual({ kind: 'none' });
    expect(correctionOf(100_000, 103_000, 2)).toMatchObject({ kind: 'rate' });
    expect(correctionOf(100_000, 105_000, 2)).toEqual({ kind: 'seek', toMs: 100_000 });
    expect(rateAfter({ kind: 'none' }, 4)).toBe(4);
    expect(rateAfter({ kind: 'rate', rate: 1.5 }, 16)).toBe(16);
    expect(rateAfter({ kind: 'rate', rate: 0.5 }, 0.25)).toBe(0.125);
  });

  it('runs a clock backwards at a negative rate', () => {
    const sample = { shownMs: 1_000_000, atMs: 500 };
    expect(clockAt(sample, 1500, -1)).toBe(999_000);
    expect(clockAt(sample, 1500, -4)).toBe(996_000);
    expect(clockAt(sample, 1500, -4, true)).toBe(1_000_000);
  });

  it('backwards, leaves a tile within the tolerance and seeks one off it (reverse play is seeks)', () => {
    expect(correctionOf(100_000, 100_150, -2)).toEqual({ kind: 'none' });
    expect(correctionOf(100_000, 100_300, -2)).toEqual({ kind: 'seek', toMs: 100_000 });
    expect(correctionOf(100_000, 99_000, -0.5)).toEqual({ kind: 'seek', toMs: 100_000 });
    expect(rateAfter({ kind: 'none' }, -4)).toBe(-4);
    expect(rateAfter({ kind: 'none' }, -32)).toBe(-16);
  });

  it('puts a paused tile on the master’s frame (within half a frame)', () => {
    expect(offPausedFrame(100_000, 100_010)).toBe(false);
    expect(offPausedFrame(100_000, 100_040)).toBe(true);
    expect(offPausedFrame(100_000, 99_960)).toBe(true);
  });

  it('backwards, plays a tile’s recording up to the master time from its end', () => {
    const now = 10_000_000;
    const master = { kind: 'archive' as const, startMs: 8_500_000, endMs: 9_000_000, playFromMs: 9_000_000 };
    const spans = [{ startMs: 8_000_000, endMs: 9_100_000 }];
    expect(tileSourceAt(master, 9_050_000, now, spans, true)).toEqual({
      kind: 'archive',
      startMs: 8_000_000,
      endMs: 9_050_000,
      playFromMs: 9_050_000,
    });
    expect(tileSourceAt(master, null, now, spans, true)).toMatchObject({ endMs: 9_000_000 });
    expect(tileSourceAt(master, 7_000_000, now, spans, true)).toEqual({ kind: 'none' });
  });
});
