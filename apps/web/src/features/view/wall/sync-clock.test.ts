import { describe, expect, it } from 'vitest';
import { LIVE } from '../playback/playback-source.ts';
import {
  clockAt,
  correctionOf,
  MAX_RATE,
  MIN_RATE,
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
});
