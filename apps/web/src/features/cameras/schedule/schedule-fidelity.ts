/**
 * What of a schedule the hour grid and its brush cannot show or paint: task times off the hour (set through
 * the API; the grid shows them as partly filled cells) and settings the brush does not offer (metadata other
 * than the recording type's own, a stream quality outside the console's). Such tasks are kept as they are
 * until their hours are painted over; the editor says so before anything is applied.
 */
import {
  CONSOLE_STREAM_QUALITIES,
  clockText,
  defaultMetadataTypes,
  type ScheduleTask,
} from '@argus/contract/mediaserver';
import { HOUR_S } from './schedule-grid.ts';

const onTheHour = (seconds: number) => seconds % HOUR_S === 0;
const offeredQualities: ReadonlySet<string> = new Set(CONSOLE_STREAM_QUALITIES);

/** Tasks that start or end between two hours, in day and time order. */
export function tasksOffTheHour(tasks: readonly ScheduleTask[]): ScheduleTask[] {
  return tasks
    .filter((t) => !onTheHour(t.startTime) || !onTheHour(t.endTime))
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime - b.startTime);
}

/** Tasks with settings the brush cannot paint: their metadata or stream quality. */
export function tasksWithUnpaintableSettings(tasks: readonly ScheduleTask[]): ScheduleTask[] {
  return tasks.filter(
    (t) =>
      t.metadataTypes !== defaultMetadataTypes(t.recordingType) || !offeredQualities.has(t.streamQuality),
  );
}

/** `hh:mm`, with `:ss` when the time is not on a minute. */
export function timeOfDayText(seconds: number): string {
  const s = seconds % 60;
  return s === 0 ? clockText(seconds) : `${clockText(seconds)}:${String(s).padStart(2, '0')}`;
}
