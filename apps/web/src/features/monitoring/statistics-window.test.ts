import type { StatisticsReply } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import {
  appendStatistics,
  currentValueOf,
  EMPTY_WINDOW,
  type StatisticsWindow,
} from './statistics-window.ts';

const reply = (entries: [StatisticsReply['statistics'][number]['deviceType'], string, number][]) =>
  ({
    statistics: entries.map(([deviceType, description, value]) => ({
      deviceType,
      description,
      value,
      deviceFlags: 0,
    })),
    updatePeriod: 1000,
    uptimeMs: 1,
  }) satisfies StatisticsReply;

describe('the statistics window', () => {
  it('gives one series per entry, as percent, CPU and RAM first', () => {
    const w = appendStatistics(
      EMPTY_WINDOW,
      reply([
        ['StatisticsNETWORK', 'eth0', 0.01],
        ['StatisticsCPU', 'CPU', 0.25],
        ['StatisticsRAM', 'RAM', 0.5],
        ['StatisticsHDD', '/dev/sda', 1.2],
      ]),
      1000,
    );
    expect(w.times).toEqual([1000]);
    expect(w.series.map((s) => [s.description, s.values])).toEqual([
      ['CPU', [25]],
      ['RAM', [50]],
      ['/dev/sda', [100]],
      ['eth0', [1]],
    ]);
  });

  it('keeps the last points only, rolling', () => {
    let w: StatisticsWindow = EMPTY_WINDOW;
    for (let i = 1; i <= 5; i++) w = appendStatistics(w, reply([['StatisticsCPU', 'CPU', i / 10]]), i, 3);
    expect(w.times).toEqual([3, 4, 5]);
    expect(w.series[0]?.values).toEqual([30, 40, 50]);
    expect(currentValueOf(w.series[0]!)).toBe(50);
  });

  it('leaves gaps for series that come late or stop being reported, and drops them once out of the window', () => {
    let w = appendStatistics(EMPTY_WINDOW, reply([['StatisticsCPU', 'CPU', 0.1]]), 1, 3);
    w = appendStatistics(
      w,
      reply([
        ['StatisticsCPU', 'CPU', 0.2],
        ['StatisticsHDD', 'sdb', 0.3],
      ]),
      2,
      3,
    );
    expect(w.series.find((s) => s.description === 'sdb')?.values).toEqual([null, 30]);
    w = appendStatistics(w, reply([['StatisticsCPU', 'CPU', 0.4]]), 3, 3);
    expect(w.series.find((s) => s.description === 'sdb')?.values).toEqual([null, 30, null]);
    expect(currentValueOf(w.series.find((s) => s.description === 'sdb')!)).toBeNull();
    w = appendStatistics(w, reply([['StatisticsCPU', 'CPU', 0.4]]), 4, 3);
    w = appendStatistics(w, reply([['StatisticsCPU', 'CPU', 0.4]]), 5, 3);
    expect(w.series.map((s) => s.description)).toEqual(['CPU']);
  });
});
