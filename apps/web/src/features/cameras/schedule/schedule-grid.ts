/**
 * The schedule editor's week grid (spec 000 §3 `scheduleTasks`, §9 week days 1–7 Monday first, day 0–86400 s):
 * 7 rows (Monday…Sunday) of 24 hour cells. The grid is a view of the device's tasks, never their store: each
 * cell lists the parts of its hour and the task (if any) that covers each part, so a task set through the API
 * from 08:30 to 17:45 shows as half of the 08:00 cell, whole cells, and three quarters of the 17:00 cell.
 * Painting edits the tasks themselves (`schedule-paint.ts`).
 */
import {
  DAY_S,
  type RecordingType,
  type ScheduleTask,
  type StreamQuality,
  WEEK_DAYS,
} from '@argus/contract/mediaserver';

export const HOURS_PER_DAY = 24;
export const HOUR_S = DAY_S / HOURS_PER_DAY;
export const DAYS = WEEK_DAYS.length;

/** What a painted cell records. */
export interface CellBrush {
  recordingType: RecordingType;
  streamQuality: StreamQuality;
  fps: number;
  bitrateKbps: number;
}

/** A stretch of an hour (seconds of the day, end exclusive) and the task recording then, or null. */
export interface CellPart {
  start: number;
  end: number;
  task: ScheduleTask | null;
}

/** The parts of one hour, in order, covering it whole; one part when one task (or none) covers the hour. */
export type ScheduleCell = readonly CellPart[];
/** `grid[day][hour]`, day 0 = Monday (week day 1). */
export type ScheduleGrid = readonly (readonly ScheduleCell[])[];

/** A rectangle of cells, corners inclusive, in any order. */
export interface CellRange {
  from: { day: number; hour: number };
  to: { day: number; hour: number };
}

/** The days (0-based) and the seconds of the day a range covers. */
export function rangeBounds(range: CellRange) {
  const [d0, d1] = [range.from.day, range.to.day].sort((a, b) => a - b) as [number, number];
  const [h0, h1] = [range.from.hour, range.to.hour].sort((a, b) => a - b) as [number, number];
  return { firstDay: d0, lastDay: d1, start: h0 * HOUR_S, end: (h1 + 1) * HOUR_S };
}

/** The task covering a second of a day: the first in the list, as the server's `activeTask` takes it. */
function taskAt(dayTasks: readonly ScheduleTask[], second: number): ScheduleTask | null {
  return dayTasks.find((t) => t.startTime <= second && second < t.endTime) ?? null;
}

function cellOf(dayTasks: readonly ScheduleTask[], hour: number): ScheduleCell {
  const start = hour * HOUR_S;
  const end = start + HOUR_S;
  const edges = new Set([start, end]);
  for (const t of dayTasks)
    for (const edge of [t.startTime, t.endTime]) if (edge > start && edge < end) edges.add(edge);
  const points = [...edges].sort((a, b) => a - b);
  const parts: CellPart[] = [];
  for (let i = 0; i + 1 < points.length; i += 1) {
    const part = { start: points[i]!, end: points[i + 1]!, task: taskAt(dayTasks, points[i]!) };
    const last = parts[parts.length - 1];
    if (last && last.task === part.task) last.end = part.end;
    else parts.push(part);
  }
  return parts;
}

/** The grid of the tasks: every hour cell with the parts of the tasks that fall in it. */
export function gridOfTasks(tasks: readonly ScheduleTask[]): ScheduleGrid {
  return WEEK_DAYS.map((day) => {
    const dayTasks = tasks.filter((t) => t.dayOfWeek === day);
    return Array.from({ length: HOURS_PER_DAY }, (_, hour) => cellOf(dayTasks, hour));
  });
}

/** The one task (or null) covering the whole cell, or `'mixed'` when its hour is split. */
export function wholeCellTask(cell: ScheduleCell): ScheduleTask | null | 'mixed' {
  return cell.length === 1 ? (cell[0]?.task ?? null) : 'mixed';
}
