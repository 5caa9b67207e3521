import { DAY_S } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { gridOfTasks, HOUR_S, wholeCellTask } from './schedule-grid.ts';
import { randomTasks, recordingAt, seededRandom, taskWith } from './schedule-tasks.fixture.ts';

const task = (dayOfWeek: number, startTime: number, endTime: number) =>
  taskWith({ dayOfWeek, startTime, endTime });

describe('the week grid, a view of the tasks', () => {
  it('an empty schedule has empty whole cells', () => {
    const grid = gridOfTasks([]);
    expect(grid).toHaveLength(7);
    expect(grid.every((row) => row.length === 24 && row.every((cell) => wholeCellTask(cell) === null))).toBe(
      true,
    );
  });

  it('shows a task on whole hours as whole cells, Monday as day 1', () => {
    const t = task(1, 8 * HOUR_S, 12 * HOUR_S);
    const row = gridOfTasks([t])[0]!;
    expect(row.slice(7, 13).map(wholeCellTask)).toEqual([null, t, t, t, t, null]);
  });

  it('splits the hours where a task starts or ends between two hours', () => {
    const t = task(3, 8.5 * HOUR_S, 17.75 * HOUR_S);
    const row = gridOfTasks([t])[2]!;
    expect(row[8]).toEqual([
      { start: 8 * HOUR_S, end: 8.5 * HOUR_S, task: null },
      { start: 8.5 * HOUR_S, end: 9 * HOUR_S, task: t },
    ]);
    expect(wholeCellTask(row[8]!)).toBe('mixed');
    expect(wholeCellTask(row[12]!)).toBe(t);
    expect(row[17]).toEqual([
      { start: 17 * HOUR_S, end: 17.75 * HOUR_S, task: t },
      { start: 17.75 * HOUR_S, end: 18 * HOUR_S, task: null },
    ]);
  });

  it('shows every second of random API schedules as recorded by the task that covers it', () => {
    const random = seededRandom(7);
    for (let run = 0; run < 100; run += 1) {
      const tasks = randomTasks(random);
      const grid = gridOfTasks(tasks);
      grid.forEach((row, d) => {
        let covered = 0;
        for (const cell of row)
          for (const part of cell) {
            expect(part.start).toBe(covered);
            expect(part.end).toBeGreaterThan(part.start);
            covered = part.end;
            for (const at of [part.start, part.end - 1]) {
              const shown = part.task && recordingAt([part.task], part.task.dayOfWeek, at);
              expect(shown, `run ${run}, day ${d + 1}, second ${at}`).toEqual(recordingAt(tasks, d + 1, at));
            }
          }
        expect(covered).toBe(DAY_S);
      });
    }
  });
});
