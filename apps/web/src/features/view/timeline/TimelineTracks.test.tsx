import { RECORDS_WINDOW_BACK_MS } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { periodsQueryOf } from './periods.api.ts';
import { TimelineTracks } from './TimelineTracks.tsx';

const NOW = Date.UTC(2026, 10, 27, 12);
const WIDTH = 800;

/** The recorded bars drawn for `recorded` over `window`. */
function recordedBars(
  window: { startMs: number; endMs: number },
  recorded: { startMs: number; endMs: number }[],
) {
  const { container } = renderWithProviders(
    <svg aria-hidden="true">
      <TimelineTracks
        window={window}
        widthPx={WIDTH}
        nowMs={NOW}
        ticks={[]}
        stepMs={3_600_000}
        locale="en-US"
        recorded={recorded}
        motion={[]}
        bookmarks={[]}
      />
    </svg>,
  );
  return [...container.querySelectorAll('rect[fill="var(--timeline-recorded)"]')].map((rect) => ({
    x: Number(rect.getAttribute('x')),
    width: Number(rect.getAttribute('width')),
  }));
}

describe('time line tracks', () => {
  it('draws a short recording at least a pixel wide, inside the line, zoomed all the way out', () => {
    const window = { startMs: NOW - RECORDS_WINDOW_BACK_MS, endMs: NOW };
    const bars = recordedBars(window, [
      { startMs: NOW - 10 * 86_400_000, endMs: NOW - 10 * 86_400_000 + 4000 },
      { startMs: NOW - 3000, endMs: NOW - 1000 },
    ]);
    expect(bars).toHaveLength(2);
    for (const bar of bars) {
      expect(bar.width).toBeGreaterThanOrEqual(1);
      expect(bar.x).toBeGreaterThanOrEqual(0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(WIDTH);
    }
  });

  it('asks the server for the short periods too (it drops those under `detail` otherwise)', () => {
    expect(periodsQueryOf('c1', 0, 2_592_100)).toMatchObject({ detail: '2592100', keepSmallChunks: true });
    expect(periodsQueryOf('c1', 1, 60, { startMs: 1, endMs: 2 })).toMatchObject({
      periodsType: '1',
      startTime: '1',
      endTime: '2',
      keepSmallChunks: true,
    });
  });
});
