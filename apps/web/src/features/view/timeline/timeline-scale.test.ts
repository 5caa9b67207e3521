import { describe, expect, it } from 'vitest';
import {
  clampWindow,
  liveWindow,
  MAX_SPAN_MS,
  MIN_SPAN_MS,
  msAtX,
  panWindow,
  recordsWindowAt,
  spanOf,
  wheelZoomFactor,
  windowAround,
  xOfMs,
  zoomWindow,
} from './timeline-scale.ts';

const NOW = 1_800_000_000_000;
const bounds = recordsWindowAt(NOW);
const hour = { startMs: NOW - 3_600_000, endMs: NOW };

describe('time line scale', () => {
  it('maps times to pixels and back', () => {
    expect(xOfMs(hour, 1000, NOW - 1_800_000)).toBe(500);
    expect(msAtX(hour, 1000, 250)).toBe(NOW - 2_700_000);
    expect(msAtX(hour, 1000, xOfMs(hour, 1000, NOW - 123_456))).toBeCloseTo(NOW - 123_456);
  });

  it('covers 30 days back and 100 s ahead at most', () => {
    expect(spanOf(bounds)).toBe(MAX_SPAN_MS);
    expect(bounds.endMs).toBe(NOW + 100_000);
    const wide = zoomWindow(hour, 10_000, NOW, bounds);
    expect(wide).toEqual(bounds);
  });

  it('zooms around the anchor, which stays where it was on screen', () => {
    const anchor = NOW - 900_000; // three quarters across
    const zoomed = zoomWindow(hour, 0.5, anchor, bounds);
    expect(spanOf(zoomed)).toBe(1_800_000);
    expect(xOfMs(zoomed, 1000, anchor)).toBeCloseTo(750);
  });

  it('zooms in down to seconds, no further', () => {
    let w = hour;
    for (let i = 0; i < 40; i++) w = zoomWindow(w, 0.5, NOW - 60_000, bounds);
    expect(spanOf(w)).toBe(MIN_SPAN_MS);
  });

  it('pans and stops at the bounds', () => {
    expect(panWindow(hour, -60_000, bounds)).toEqual({ startMs: hour.startMs - 60_000, endMs: NOW - 60_000 });
    expect(panWindow(hour, 10 * 3_600_000, bounds).endMs).toBe(bounds.endMs);
    expect(panWindow(hour, -40 * 86_400_000, bounds).startMs).toBe(bounds.startMs);
  });

  it('centres a window on a time, and follows live with now near the right edge', () => {
    expect(windowAround(NOW - 7_200_000, 600_000, bounds)).toEqual({
      startMs: NOW - 7_500_000,
      endMs: NOW - 6_900_000,
    });
    const live = liveWindow(3_600_000, NOW);
    expect(live.endMs).toBe(NOW + 100_000);
    expect(spanOf(live)).toBe(3_600_000);
    expect(liveWindow(20_000, NOW).endMs).toBe(NOW + 1000);
  });

  it('keeps a clamped window inside and at least the narrowest span', () => {
    expect(spanOf(clampWindow({ startMs: NOW, endMs: NOW + 10 }, bounds))).toBe(MIN_SPAN_MS);
    expect(clampWindow({ startMs: NOW, endMs: NOW + 200_000 }, bounds).endMs).toBe(bounds.endMs);
  });

  it('zooms the same amount in and out for equal wheel turns', () => {
    expect(wheelZoomFactor(100) * wheelZoomFactor(-100)).toBeCloseTo(1);
    expect(wheelZoomFactor(100)).toBeGreaterThan(1);
  });
});
