/**
 * The values of the recording editor and how they map to the device: the grid stands for `schedule.tasks`,
 * archive periods are edited in days (0 = automatic). Checks use the contract's schedule rules.
 */
import {
  archivePeriodProblem,
  type CameraAbilities,
  cameraTaskProblems,
  DAY_S,
  type DeviceChangeRequest,
  type DeviceModel,
  taskProblems,
} from '@argus/contract';
import { gridOfTasks, type ScheduleGrid, tasksOfGrid } from './schedule-grid.ts';

export interface ScheduleValues {
  isEnabled: boolean;
  grid: ScheduleGrid;
  minArchiveDays: number;
  maxArchiveDays: number;
}

/** Archive periods longer than ten years are not a setting anyone means. */
export const MAX_ARCHIVE_DAYS = 3650;

const daysOf = (seconds: number) => (seconds > 0 ? Math.round(seconds / DAY_S) : 0);

export function scheduleValuesOf(device: DeviceModel): ScheduleValues {
  return {
    isEnabled: device.schedule.isEnabled,
    grid: gridOfTasks(device.schedule.tasks),
    minArchiveDays: daysOf(device.schedule.minArchivePeriodS),
    maxArchiveDays: daysOf(device.schedule.maxArchivePeriodS),
  };
}

/** The PATCH body of the whole schedule (the tasks are always sent whole). */
export function scheduleChangeOf(values: ScheduleValues): DeviceChangeRequest {
  return {
    schedule: {
      isEnabled: values.isEnabled,
      tasks: tasksOfGrid(values.grid),
      minArchivePeriodS: values.minArchiveDays * DAY_S,
      maxArchivePeriodS: values.maxArchiveDays * DAY_S,
    },
  };
}

const isDays = (v: number) => Number.isInteger(v) && v >= 0 && v <= MAX_ARCHIVE_DAYS;

/** Errors as i18n keys of the `cameraRecording` namespace. */
export function validateSchedule(values: ScheduleValues, camera: CameraAbilities) {
  const tasks = tasksOfGrid(values.grid);
  const problem = taskProblems(tasks)[0] ?? cameraTaskProblems(tasks, camera)[0];
  const archive = archivePeriodProblem({
    minArchivePeriodS: values.minArchiveDays * DAY_S,
    maxArchivePeriodS: values.maxArchiveDays * DAY_S,
  });
  return {
    grid: problem ? `problems.${problem.code}` : null,
    minArchiveDays: !isDays(values.minArchiveDays)
      ? 'archive.invalid'
      : archive
        ? 'problems.archivePeriods'
        : null,
    maxArchiveDays: isDays(values.maxArchiveDays) ? null : 'archive.invalid',
  };
}
