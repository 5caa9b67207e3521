/**
 * The schedule editor's week grid (spec 000 §3 `scheduleTasks`, §9 week days 1–7 Monday first, day 0–86400 s):
 * 7 rows (Monday…Sunday) of 24 hour cells, each empty or holding the brush it was painted with. Converts to and
 * from the device's schedule tasks; adjacent equal cells of a day become one task.
 */
import {
  DAY_S,
  type MetadataTypes,
  type RecordingType,
  type ScheduleTask,
  type StreamQuality,
  WEEK_DAYS,
} from '@argus/contract';

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

export type ScheduleCell = CellBrush | null;
/** `grid[day][hour]`, day 0 = Monday (week day 1). */
export type ScheduleGrid = ScheduleCell[][];

export function emptyGrid(): ScheduleGrid {
  return Array.from({ length: DAYS }, () => new Array<ScheduleCell>(HOURS_PER_DAY).fill(null));
}

export function sameCell(a: ScheduleCell, b: ScheduleCell): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.recordingType === b.recordingType &&
    a.streamQuality === b.streamQuality &&
    a.fps === b.fps &&
    a.bitrateKbps === b.bitrateKbps
  );
}

/** The cells of the tasks: each hour takes the task that covers its start. */
export function gridOfTasks(tasks: readonly ScheduleTask[]): ScheduleGrid {
  const grid = emptyGrid();
  for (const t of tasks) {
    const row = grid[t.dayOfWeek - 1];
    if (!row) continue;
    for (let h = 0; h < HOURS_PER_DAY; h += 1) {
      const start = h * HOUR_S;
      if (t.startTime <= start && start < t.endTime)
        row[h] = {
          recordingType: t.recordingType,
          streamQuality: t.streamQuality,
          fps: t.fps,
          bitrateKbps: t.bitrateKbps,
        };
    }
  }
  return grid;
}

const metadataOf = (type: RecordingType): MetadataTypes =>
  type === 'metadataOnly' || type === 'metadataAndLowQuality' ? 'motion' : 'none';

/** The tasks of the grid: every run of equal painted cells in a day is one task. */
export function tasksOfGrid(grid: ScheduleGrid): ScheduleTask[] {
  const tasks: ScheduleTask[] = [];
  grid.forEach((row, day) => {
    for (let h = 0; h < row.length; ) {
      const cell = row[h] ?? null;
      let end = h + 1;
      while (end < row.length && sameCell(row[end] ?? null, cell)) end += 1;
      if (cell)
        tasks.push({
          dayOfWeek: day + 1,
          startTime: h * HOUR_S,
          endTime: end * HOUR_S,
          ...cell,
          metadataTypes: metadataOf(cell.recordingType),
        });
      h = end;
    }
  });
  return tasks;
}

/** A rectangle of cells, corners inclusive, in any order. */
export interface CellRange {
  from: { day: number; hour: number };
  to: { day: number; hour: number };
}

export function inRange(range: CellRange, day: number, hour: number): boolean {
  const [d0, d1] = [range.from.day, range.to.day].sort((a, b) => a - b) as [number, number];
  const [h0, h1] = [range.from.hour, range.to.hour].sort((a, b) => a - b) as [number, number];
  return day >= d0 && day <= d1 && hour >= h0 && hour <= h1;
}

/** A new grid with the range painted with `cell` (null erases). */
export function paintRange(grid: ScheduleGrid, range: CellRange, cell: ScheduleCell): ScheduleGrid {
  return grid.map((row, day) => row.map((c, hour) => (inRange(range, day, hour) ? cell : c)));
}
