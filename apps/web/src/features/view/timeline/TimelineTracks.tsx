import { memo, useMemo } from 'react';
import { type Bar, barsOf, type TimeSpan } from './period-layout.ts';
import { type TimeWindow, xOfMs } from './timeline-scale.ts';
import { type Tick, tickLabelFormat } from './timeline-ticks.ts';

/** Rows of the time line, in px from the top. */
export const ROWS = {
  labels: 13,
  ticks: { y: 17, h: 5 },
  bookmarks: { y: 24, h: 7 },
  recorded: { y: 33, h: 22 },
  motion: { y: 57, h: 6 },
  height: 66,
} as const;

/** Labels closer than this to an edge are left out (they would be cut in half); the tick stays. */
const LABEL_EDGE_PX = 36;

export interface TimelineBookmark {
  id: string;
  name: string;
  startMs: number;
  endMs: number;
}

/** One row of bars. */
function Bars({ bars, row, fill }: { bars: readonly Bar[]; row: { y: number; h: number }; fill: string }) {
  return bars.map((b) => <rect key={b.x} x={b.x} y={row.y} width={b.width} height={row.h} fill={fill} />);
}

export interface TimelineTracksProps {
  window: TimeWindow;
  widthPx: number;
  nowMs: number;
  ticks: readonly Tick[];
  stepMs: number;
  locale: string;
  recorded: readonly TimeSpan[];
  motion: readonly TimeSpan[];
  bookmarks: readonly TimelineBookmark[];
}

/**
 * What the time line draws under the playhead: the scale with its labels, bookmarks, recorded periods,
 * motion periods, and the future (after now) shaded.
 */
export const TimelineTracks = memo(function TimelineTracks(props: TimelineTracksProps) {
  const { window: w, widthPx, nowMs, ticks, stepMs, locale, recorded, motion, bookmarks } = props;
  const formats = useMemo(() => {
    const of = (dayStart: boolean) => new Intl.DateTimeFormat(locale, tickLabelFormat(stepMs, dayStart));
    return { plain: of(false), day: of(true) };
  }, [locale, stepMs]);
  const recordedBars = useMemo(() => barsOf(recorded, w, widthPx), [recorded, w, widthPx]);
  const motionBars = useMemo(() => barsOf(motion, w, widthPx), [motion, w, widthPx]);
  const bookmarkBars = useMemo(
    () =>
      bookmarks.flatMap((b) => barsOf([b], w, widthPx).map((bar) => ({ ...bar, id: b.id, name: b.name }))),
    [bookmarks, w, widthPx],
  );
  const nowX = xOfMs(w, widthPx, nowMs);
  return (
    <g>
      <rect x={0} y={ROWS.recorded.y} width={widthPx} height={ROWS.recorded.h} fill="var(--timeline-track)" />
      <Bars bars={recordedBars} row={ROWS.recorded} fill="var(--timeline-recorded)" />
      <Bars bars={motionBars} row={ROWS.motion} fill="var(--timeline-motion)" />
      {bookmarkBars.map((b) => (
        <rect
          key={`b${b.id}${b.x}`}
          x={b.x}
          y={ROWS.bookmarks.y}
          width={Math.max(3, b.width)}
          height={ROWS.bookmarks.h}
          rx={2}
          fill="var(--timeline-bookmark)"
          data-testid="timeline-bookmark"
        >
          <title>{b.name}</title>
        </rect>
      ))}
      {nowX < widthPx && (
        <rect
          x={Math.max(0, nowX)}
          y={ROWS.ticks.y}
          width={widthPx - Math.max(0, nowX)}
          height={ROWS.height - ROWS.ticks.y}
          fill="var(--timeline-future)"
        />
      )}
      {ticks.map((tick) => {
        const x = xOfMs(w, widthPx, tick.ms);
        return (
          <g key={tick.ms}>
            <line
              x1={x}
              x2={x}
              y1={ROWS.ticks.y}
              y2={ROWS.ticks.y + ROWS.ticks.h}
              stroke="var(--mantine-color-dimmed)"
            />
            {x >= LABEL_EDGE_PX && x <= widthPx - LABEL_EDGE_PX && (
              <text
                x={x}
                y={ROWS.labels}
                fontSize={11}
                textAnchor="middle"
                fill={tick.dayStart ? 'var(--mantine-color-text)' : 'var(--mantine-color-dimmed)'}
                fontWeight={tick.dayStart ? 600 : 400}
              >
                {(tick.dayStart ? formats.day : formats.plain).format(tick.ms)}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
});
