/**
 * Painting edits the schedule's tasks, not a copy of them in whole hours: the painted hours are cut out of the
 * tasks of the painted days (a task only partly painted over keeps what is left of it, its own start or end
 * and every field, metadata included), and the brush adds one hour-aligned task per painted day. Tasks of the
 * days not painted stay the very same objects, so a schedule nobody painted is sent back exactly as it came.
 */
import { defaultMetadataTypes, type ScheduleTask } from '@argus/contract/mediaserver';
import { type CellBrush, type CellRange, rangeBounds } from './schedule-grid.ts';

/** Two tasks record the same way (everything but their day and times is equal). */
export function sameRecording(a: ScheduleTask, b: ScheduleTask): boolean {
  return (
    a.recordingType === b.recordingType &&
    a.streamQuality === b.streamQuality &&
    a.fps === b.fps &&
    a.bitrateKbps === b.bitrateKbps &&
    a.metadataTypes === b.metadataTypes
  );
}

/** The task a brush paints over a stretch of a day. */
export function taskOfBrush(brush: CellBrush, dayOfWeek: number, startTime: number, endTime: number) {
  return {
    dayOfWeek,
    startTime,
    endTime,
    ...brush,
    metadataTypes: defaultMetadataTypes(brush.recordingType),
  } satisfies ScheduleTask;
}

const byTime = (a: ScheduleTask, b: ScheduleTask) => a.dayOfWeek - b.dayOfWeek || a.startTime - b.startTime;

/**
 * Joins a painted task with its neighbours that record the same way and touch it, so that painting a task's
 * own settings over part of it gives the task back whole. Tasks not touching a painted one are left as they are.
 */
function joinPainted(tasks: ScheduleTask[], painted: Set<ScheduleTask>): ScheduleTask[] {
  const out: ScheduleTask[] = [];
  for (const task of tasks) {
    const last = out[out.length - 1];
    const touching =
      last !== undefined &&
      last.dayOfWeek === task.dayOfWeek &&
      last.endTime === task.startTime &&
      sameRecording(last, task);
    if (touching && (painted.has(last) || painted.has(task))) {
      const joined = { ...last, endTime: task.endTime };
      painted.add(joined);
      out[out.length - 1] = joined;
    } else out.push(task);
  }
  return out;
}

/** The tasks with the range painted with `brush`, or erased with null. */
export function paintTasks(
  tasks: readonly ScheduleTask[],
  range: CellRange,
  brush: CellBrush | null,
): ScheduleTask[] {
  const { firstDay, lastDay, start, end } = rangeBounds(range);
  const inDays = (t: ScheduleTask) => t.dayOfWeek - 1 >= firstDay && t.dayOfWeek - 1 <= lastDay;
  const kept: ScheduleTask[] = [];
  for (const t of tasks) {
    if (!inDays(t) || t.endTime <= start || t.startTime >= end) {
      kept.push(t);
      continue;
    }
    if (t.startTime < start) kept.push({ ...t, endTime: start });
    if (t.endTime > end) kept.push({ ...t, startTime: end });
  }
  const painted = new Set<ScheduleTask>();
  if (brush)
    for (let day = firstDay; day <= lastDay; day += 1) {
      const task = taskOfBrush(brush, day + 1, start, end);
      painted.add(task);
      kept.push(task);
    }
  return joinPainted(kept.sort(byTime), painted);
}
