import { type ScheduleTask, taskProblems, WEEK_DAYS } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { type CellBrush, type CellRange, HOUR_S, rangeBounds } from './schedule-grid.ts';
import { paintTasks } from './schedule-paint.ts';
import { edgesOf, randomTasks, recordingAt, seededRandom } from './schedule-tasks.fixture.ts';

const always: CellBrush = { recordingType: 'always', streamQuality: 'high', fps: 15, bitrateKbps: 0 };
const motion: CellBrush = { ...always, recordingType: 'metadataOnly' };
const h = (hours: number) => Math.round(hours * HOUR_S);
const monday = (from: number, to = from): CellRange => ({
  from: { day: 0, hour: from },
  to: { day: 0, hour: to },
});

/** Set through the API: Monday 08:30–17:45, always, recording object metadata at the lowest quality. */
const apiTask: ScheduleTask = {
  dayOfWeek: 1,
  startTime: h(8.5),
  endTime: h(17.75),
  recordingType: 'always',
  streamQuality: 'lowest',
  fps: 12,
  bitrateKbps: 900,
  metadataTypes: 'objects',
};

describe('painting edits the tasks', () => {
  it('adds an hour task per painted day, with the metadata of its recording type', () => {
    const range = { from: { day: 2, hour: 5 }, to: { day: 1, hour: 3 } };
    expect(paintTasks([], range, motion)).toEqual([
      { dayOfWeek: 2, startTime: h(3), endTime: h(6), ...motion, metadataTypes: 'motion' },
      { dayOfWeek: 3, startTime: h(3), endTime: h(6), ...motion, metadataTypes: 'motion' },
    ]);
  });

  it('splits a task painted over in part, keeping its own edges and every field, metadata included', () => {
    expect(paintTasks([apiTask], monday(12), motion)).toEqual([
      { ...apiTask, endTime: h(12) },
      { dayOfWeek: 1, startTime: h(12), endTime: h(13), ...motion, metadataTypes: 'motion' },
      { ...apiTask, startTime: h(13) },
    ]);
  });

  it('cuts a task whose sub-hour edge lies in a painted hour at the hour', () => {
    expect(paintTasks([apiTask], monday(17), null)).toEqual([{ ...apiTask, endTime: h(17) }]);
    expect(paintTasks([apiTask], monday(6, 8), always)).toEqual([
      { dayOfWeek: 1, startTime: h(6), endTime: h(9), ...always, metadataTypes: 'none' },
      { ...apiTask, startTime: h(9) },
    ]);
  });

  it('gives a task back whole when its own settings are painted over part of it', () => {
    const own: ScheduleTask = { ...apiTask, ...always, metadataTypes: 'none' };
    expect(paintTasks([own], monday(10, 12), always)).toEqual([own]);
  });

  it('joins painted hours with neighbours that record the same way, and only those', () => {
    const before = paintTasks([], monday(8), always);
    expect(paintTasks(before, monday(9), always)).toEqual([
      { dayOfWeek: 1, startTime: h(8), endTime: h(10), ...always, metadataTypes: 'none' },
    ]);
    const untouched: ScheduleTask[] = [
      { dayOfWeek: 2, startTime: 0, endTime: h(1), ...always, metadataTypes: 'none' },
      { dayOfWeek: 2, startTime: h(1), endTime: h(2), ...always, metadataTypes: 'none' },
    ];
    const after = paintTasks(untouched, monday(3), always);
    expect(after).toHaveLength(3);
    expect(after[1]).toBe(untouched[0]);
    expect(after[2]).toBe(untouched[1]);
  });

  it('leaves the tasks of days not painted as the very same objects', () => {
    const tuesday = { ...apiTask, dayOfWeek: 2 };
    const after = paintTasks([apiTask, tuesday], monday(0, 23), null);
    expect(after).toEqual([tuesday]);
    expect(after[0]).toBe(tuesday);
  });
});

describe('painting random API schedules', () => {
  const brushes: (CellBrush | null)[] = [always, motion, null, { ...always, recordingType: 'never' }];

  it('changes exactly the painted hours and keeps every other second as it was', () => {
    const random = seededRandom(20240517);
    for (let run = 0; run < 300; run += 1) {
      const before = randomTasks(random);
      const cell = () => ({ day: Math.floor(random() * 7), hour: Math.floor(random() * 24) });
      const range = { from: cell(), to: cell() };
      const brush = brushes[run % brushes.length] ?? null;
      const after = paintTasks(before, range, brush);
      const { firstDay, lastDay, start, end } = rangeBounds(range);
      const painted = (day: number, at: number) =>
        day - 1 >= firstDay && day - 1 <= lastDay && at >= start && at < end;
      const points = [
        ...edgesOf(before, after),
        ...WEEK_DAYS.flatMap((d) => [[d, start] as [number, number]]),
      ];
      for (const [day, at] of points) {
        const expected = painted(day, at)
          ? brush && { ...brush, metadataTypes: brush.recordingType === 'metadataOnly' ? 'motion' : 'none' }
          : recordingAt(before, day, at);
        expect(recordingAt(after, day, at), `run ${run}, day ${day}, second ${at}`).toEqual(expected);
      }
      expect(taskProblems(after)).toEqual([]);
    }
  });
});
