import type { ScheduleTask } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { type CellBrush, emptyGrid, gridOfTasks, HOUR_S, paintRange, tasksOfGrid } from './schedule-grid.ts';

const always: CellBrush = { recordingType: 'always', streamQuality: 'high', fps: 15, bitrateKbps: 0 };
const motion: CellBrush = { ...always, recordingType: 'metadataOnly' };

describe('schedule grid ↔ tasks', () => {
  it('an empty grid has no tasks', () => {
    expect(tasksOfGrid(emptyGrid())).toEqual([]);
  });

  it('merges adjacent equal cells of a day into one task, Monday as day 1', () => {
    const grid = paintRange(emptyGrid(), { from: { day: 0, hour: 8 }, to: { day: 0, hour: 11 } }, always);
    expect(tasksOfGrid(grid)).toEqual([
      { dayOfWeek: 1, startTime: 8 * HOUR_S, endTime: 12 * HOUR_S, ...always, metadataTypes: 'none' },
    ]);
  });

  it('splits where the brush changes and gives motion tasks motion metadata', () => {
    let grid = paintRange(emptyGrid(), { from: { day: 6, hour: 0 }, to: { day: 6, hour: 23 } }, always);
    grid = paintRange(grid, { from: { day: 6, hour: 22 }, to: { day: 6, hour: 23 } }, motion);
    expect(tasksOfGrid(grid)).toEqual([
      { dayOfWeek: 7, startTime: 0, endTime: 22 * HOUR_S, ...always, metadataTypes: 'none' },
      { dayOfWeek: 7, startTime: 22 * HOUR_S, endTime: 86_400, ...motion, metadataTypes: 'motion' },
    ]);
  });

  it('paints a rectangle over several days, corners in any order', () => {
    const grid = paintRange(emptyGrid(), { from: { day: 2, hour: 5 }, to: { day: 1, hour: 3 } }, always);
    expect(tasksOfGrid(grid).map((t) => [t.dayOfWeek, t.startTime / HOUR_S, t.endTime / HOUR_S])).toEqual([
      [2, 3, 6],
      [3, 3, 6],
    ]);
  });

  it('reads tasks back into the cells they cover (round trip)', () => {
    const tasks: ScheduleTask[] = [
      { dayOfWeek: 3, startTime: 0, endTime: 2 * HOUR_S, ...motion, metadataTypes: 'motion' },
      { dayOfWeek: 3, startTime: 2 * HOUR_S, endTime: 86_400, ...always, metadataTypes: 'none' },
    ];
    const grid = gridOfTasks(tasks);
    expect(grid[2]?.[1]).toEqual(motion);
    expect(grid[2]?.[23]).toEqual(always);
    expect(grid[0]?.[0]).toBeNull();
    expect(tasksOfGrid(grid)).toEqual(tasks);
  });

  it('takes a task not on whole hours by the hours whose start it covers', () => {
    const grid = gridOfTasks([
      { dayOfWeek: 1, startTime: 1800, endTime: 3 * HOUR_S + 60, ...always, metadataTypes: 'none' },
    ]);
    expect(grid[0]?.slice(0, 5)).toEqual([null, always, always, always, null]);
  });
});
