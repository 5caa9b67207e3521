import { describe, expect, it } from 'vitest';
import {
  barsOf,
  combineSpans,
  periodsOfReply,
  recordedFrom,
  recordedWithin,
  spanAt,
  spansOf,
} from './period-layout.ts';

const NOW = 1_000_000;

describe('periods for drawing', () => {
  it('reads the periods of every server, or a flat list', () => {
    expect(
      periodsOfReply([
        { guid: '{a}', periods: [{ startTimeMs: 1, durationMs: 2 }] },
        { guid: '{b}', periods: [{ startTimeMs: 5, durationMs: 1 }] },
      ]),
    ).toEqual([
      { startTimeMs: 1, durationMs: 2 },
      { startTimeMs: 5, durationMs: 1 },
    ]);
    expect(periodsOfReply([{ startTimeMs: 1, durationMs: 2 }])).toHaveLength(1);
  });

  it('sorts and joins overlapping periods, and runs the one being written up to now', () => {
    expect(
      spansOf(
        [
          { startTimeMs: 900_000, durationMs: -1 },
          { startTimeMs: 100, durationMs: 100 },
          { startTimeMs: 150, durationMs: 100 },
          { startTimeMs: 250, durationMs: 10 },
          { startTimeMs: 500, durationMs: 10 },
        ],
        NOW,
      ),
    ).toEqual([
      { startMs: 100, endMs: 260 },
      { startMs: 500, endMs: 510 },
      { startMs: 900_000, endMs: NOW, open: true },
    ]);
  });

  it('draws the spans of a window as bars, joining those closer than a pixel', () => {
    const spans = [
      { startMs: 0, endMs: 100 },
      { startMs: 100.5, endMs: 200 },
      { startMs: 500, endMs: 501 },
      { startMs: 900, endMs: 2000 },
    ];
    expect(barsOf(spans, { startMs: 0, endMs: 1000 }, 1000)).toEqual([
      { x: 0, width: 200 },
      { x: 500, width: 1 },
      { x: 900, width: 100 },
    ]);
    expect(barsOf(spans, { startMs: 2000, endMs: 3000 }, 1000)).toEqual([]);
  });

  it('finds where the recording continues from a time', () => {
    const spans = [
      { startMs: 100, endMs: 200 },
      { startMs: 500, endMs: 600 },
    ];
    expect(spanAt(spans, 150)).toEqual(spans[0]);
    expect(spanAt(spans, 200)).toBeUndefined();
    expect(recordedFrom(spans, 150)).toBe(150);
    expect(recordedFrom(spans, 300)).toBe(500);
    expect(recordedFrom(spans, 700)).toBeNull();
    expect(recordedWithin(spans, { startMs: 150, endMs: 550 })).toBe(100);
  });

  it('uses the finer spans of a zoomed range and the coarse ones around it', () => {
    const coarse = [{ startMs: 0, endMs: 1000 }];
    const fine = [
      { startMs: 300, endMs: 400 },
      { startMs: 450, endMs: 700 },
    ];
    expect(combineSpans(coarse, fine, { startMs: 200, endMs: 600 })).toEqual([
      { startMs: 0, endMs: 200 },
      { startMs: 300, endMs: 400 },
      { startMs: 450, endMs: 1000 },
    ]);
  });
});
