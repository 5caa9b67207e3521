/**
 * The Monitoring graphs' data (spec 001 §7.11): the last `STATISTICS_GRAPH_POINTS` answers of
 * `/api/statistics`, one series per entry (CPU, RAM, each disk, each interface), load 0..1 as percent. A series
 * that appears later (a disk mounted) has no value before it; one that goes away keeps its past until it leaves
 * the window, with no value since.
 */
import {
  STATISTICS_GRAPH_POINTS,
  type StatisticsDeviceType,
  type StatisticsReply,
} from '@argus/contract/mediaserver';

export interface StatisticsSeries {
  /** Stable across answers: the kind and the description (`StatisticsHDD:/dev/sda`). */
  key: string;
  deviceType: StatisticsDeviceType;
  description: string;
  /** Percent 0..100 per point of the window; null where the server did not report it. */
  values: (number | null)[];
}

export interface StatisticsWindow {
  /** When each point was received, in ms. */
  times: number[];
  series: StatisticsSeries[];
}

export const EMPTY_WINDOW: StatisticsWindow = { times: [], series: [] };

/** The kinds in the order the legend lists them. */
const KIND_ORDER: readonly StatisticsDeviceType[] = [
  'StatisticsCPU',
  'StatisticsRAM',
  'StatisticsHDD',
  'StatisticsNETWORK',
];

export const seriesKeyOf = (deviceType: string, description: string) => `${deviceType}:${description}`;

/** Load 0..1 as percent, kept within the axis (a reading a little over 1 is still a full load). */
export function percentOf(load: number): number {
  return Math.min(100, Math.max(0, load * 100));
}

/** The window with one more answer, received at `atMs`; the oldest points leave beyond `points`. */
export function appendStatistics(
  window: StatisticsWindow,
  reply: StatisticsReply,
  atMs: number,
  points = STATISTICS_GRAPH_POINTS,
): StatisticsWindow {
  const drop = Math.max(0, window.times.length + 1 - points);
  const reported = new Map(reply.statistics.map((e) => [seriesKeyOf(e.deviceType, e.description), e]));
  const series = window.series.map((s) => {
    const entry = reported.get(s.key);
    reported.delete(s.key);
    return { ...s, values: [...s.values.slice(drop), entry ? percentOf(entry.value) : null] };
  });
  const earlier = window.times.length - drop;
  for (const [key, entry] of reported) {
    series.push({
      key,
      deviceType: entry.deviceType,
      description: entry.description,
      values: [...Array<null>(earlier).fill(null), percentOf(entry.value)],
    });
  }
  // Series with no value left in the window are gone.
  const kept = series.filter((s) => s.values.some((v) => v !== null));
  kept.sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.deviceType) - KIND_ORDER.indexOf(b.deviceType) ||
      a.description.localeCompare(b.description),
  );
  return { times: [...window.times.slice(drop), atMs], series: kept };
}

/** The last value of a series in the window (the legend's figure); null when the last answer lacked it. */
export function currentValueOf(series: StatisticsSeries): number | null {
  return series.values.at(-1) ?? null;
}
