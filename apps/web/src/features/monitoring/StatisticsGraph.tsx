import { Box, useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { cssColor, seriesColorVar } from './series-colors.ts';
import type { StatisticsWindow } from './statistics-window.ts';

export interface StatisticsGraphProps {
  window: StatisticsWindow;
  /** The series' names, in the window's order. */
  labels: readonly string[];
  axisLabel: string;
  height: number;
}

/** Steps of the time axis, in seconds. */
const TIME_STEPS_S = [1, 2, 5, 10, 15, 30, 60, 120, 300];
const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The window as uPlot's columns: times in seconds, then one column per series. */
function columnsOf(window: StatisticsWindow): uPlot.AlignedData {
  return [window.times.map((ms) => ms / 1000), ...window.series.map((s) => s.values)];
}

/**
 * The load graph: one line per series, 0..100 % on the y axis, time on the x axis. The chart is made again
 * when the set of series, the scheme or the height changes (uPlot's series and colours are fixed at creation);
 * new points only replace its data. Its width follows the card's.
 */
export function StatisticsGraph({ window, labels, axisLabel, height }: StatisticsGraphProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const seriesKeys = window.series.map((s) => s.key).join('\n');
  const latest = useRef(window);
  latest.current = window;

  // biome-ignore lint/correctness/useExhaustiveDependencies: made again only when the series set changes (`seriesKeys`), not on each point
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const text = cssColor('--mantine-color-dimmed', '#868e96');
    const grid = cssColor('--mantine-color-default-border', '#dee2e6');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const made = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { auto: false, range: [0, 100] } },
        axes: [
          // Whole seconds, as the clock shows them: points come once a second.
          { ...axis, incrs: TIME_STEPS_S, values: (_, ticks) => ticks.map((v) => TIME.format(v * 1000)) },
          { ...axis, label: axisLabel, values: (_, ticks) => ticks.map((v) => `${v} %`) },
        ],
        series: [
          {},
          ...labels.map((label, i) => ({
            label,
            stroke: cssColor(seriesColorVar(i, scheme), '#228be6'),
            width: 2,
            spanGaps: false,
            points: { show: false },
          })),
        ],
      },
      columnsOf(latest.current),
      element,
    );
    chart.current = made;
    const resize = new ResizeObserver(() =>
      made.setSize({ width: Math.max(element.clientWidth, 200), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      made.destroy();
      chart.current = null;
    };
  }, [seriesKeys, scheme, height, axisLabel]);

  useEffect(() => {
    chart.current?.setData(columnsOf(window));
  }, [window]);

  return <Box ref={box} w="100%" data-testid="statistics-graph" data-points={window.times.length} />;
}
