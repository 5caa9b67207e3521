import { describe, expect, it } from 'vitest';
import {
  clampView,
  isZoomed,
  MAX_VIEW_ZOOM,
  panBy,
  pinch,
  transformOf,
  UNZOOMED,
  visibleRect,
  wheelFactor,
  zoomAround,
} from './zoom-view.ts';

const SIZE = { width: 400, height: 200 };

describe('tile digital zoom', () => {
  it('zooms around the pointer: the point under it stays there', () => {
    const at = { x: 100, y: -50 };
    const view = zoomAround(UNZOOMED, 2, at, SIZE);
    expect(view).toEqual({ zoom: 2, x: -100, y: 50 });
    // The picture's point under the pointer, before and after: (at - offset) / zoom.
    expect((at.x - view.x) / view.zoom).toBe(100);
    expect((at.y - view.y) / view.zoom).toBe(-50);
    expect(isZoomed(view)).toBe(true);
  });

  it('zooms around the centre without moving, and never below 1 or above the maximum', () => {
    expect(zoomAround(UNZOOMED, 3, { x: 0, y: 0 }, SIZE)).toEqual({ zoom: 3, x: 0, y: 0 });
    expect(zoomAround(UNZOOMED, 0.5, { x: 50, y: 50 }, SIZE)).toEqual(UNZOOMED);
    expect(zoomAround({ zoom: 6, x: 0, y: 0 }, 4, { x: 0, y: 0 }, SIZE).zoom).toBe(MAX_VIEW_ZOOM);
    // Zooming back out to 1 brings the picture back into place.
    expect(zoomAround({ zoom: 2, x: -100, y: 50 }, 0.25, { x: 10, y: 10 }, SIZE)).toEqual(UNZOOMED);
  });

  it('pans only while zoomed, and never past the picture’s edge', () => {
    expect(panBy(UNZOOMED, 30, 30, SIZE)).toEqual(UNZOOMED);
    const view = { zoom: 2, x: 0, y: 0 };
    expect(panBy(view, 30, -20, SIZE)).toEqual({ zoom: 2, x: 30, y: -20 });
    // At 2× the picture is 800 × 400: it moves at most 200 and 100 px either way.
    expect(panBy(view, 1000, -1000, SIZE)).toEqual({ zoom: 2, x: 200, y: -100 });
    expect(clampView({ zoom: Number.NaN, x: 5, y: 5 }, SIZE)).toEqual(UNZOOMED);
  });

  it('turns a wheel notch up into a step in, down into a step out', () => {
    expect(wheelFactor(-100)).toBeCloseTo(1.25);
    expect(wheelFactor(100)).toBeCloseTo(0.8);
    expect(wheelFactor(0)).toBe(1);
  });

  it('pinches: the fingers’ spread zooms around their middle, their movement pans', () => {
    const from: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: -10, y: 0 },
      { x: 10, y: 0 },
    ];
    const spread = pinch(
      UNZOOMED,
      from,
      [
        { x: -20, y: 0 },
        { x: 20, y: 0 },
      ],
      SIZE,
    );
    expect(spread).toEqual({ zoom: 2, x: 0, y: 0 });
    const moved = pinch(
      spread,
      from,
      [
        { x: 0, y: 10 },
        { x: 20, y: 10 },
      ],
      SIZE,
    );
    expect(moved).toEqual({ zoom: 2, x: 10, y: 10 });
  });

  it('tells the mini-map what part is visible', () => {
    expect(visibleRect(UNZOOMED, SIZE)).toEqual({ left: 0, top: 0, width: 1, height: 1 });
    expect(visibleRect({ zoom: 2, x: 0, y: 0 }, SIZE)).toEqual({
      left: 0.25,
      top: 0.25,
      width: 0.5,
      height: 0.5,
    });
    // Moved fully right (x = +200): the left half of the picture shows.
    expect(visibleRect({ zoom: 2, x: 200, y: -100 }, SIZE)).toEqual({
      left: 0,
      top: 0.5,
      width: 0.5,
      height: 0.5,
    });
  });

  it('writes the CSS transform', () => {
    expect(transformOf({ zoom: 2, x: -10, y: 5 })).toBe('translate(-10px, 5px) scale(2)');
  });
});
