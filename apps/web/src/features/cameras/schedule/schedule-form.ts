/**
 * The values of the recording editor and how they map to the device: the tasks as painting left them (the grid
 * is a view of them), archive periods edited in days (0 = automatic). What was not edited goes back as it came:
 * the tasks unchanged, and an archive period that is no whole number of days (set through the API) in seconds.
 * Checks use the contract's schedule rules.
 */
import {
  archivePeriodProblem,
  type CameraAbilities,
  cameraTaskProblems,
  DAY_S,
  type DeviceChangeRequest,
  type DeviceModel,
  type DeviceSchedule,
  type ScheduleTask,
  taskProblems,
} from '@argus/contract/mediaserver';

export interface ScheduleValues {
  isEnabled: boolean;
  tasks: readonly ScheduleTask[];
  minArchiveDays: number;
  maxArchiveDays: number;
}

/** Archive periods longer than ten years are not a setting anyone means. */
export const MAX_ARCHIVE_DAYS = 3650;

const daysOf = (seconds: number) => (seconds > 0 ? Math.round(seconds / DAY_S) : 0);

export function scheduleValuesOf(device: DeviceModel): ScheduleValues {
  return {
    isEnabled: device.schedule.isEnabled,
    tasks: device.schedule.tasks,
    minArchiveDays: daysOf(device.schedule.minArchivePeriodS),
    maxArchiveDays: daysOf(device.schedule.maxArchivePeriodS),
  };
}

type PeriodsOf = Pick<DeviceSchedule, 'minArchivePeriodS' | 'maxArchivePeriodS'>;

/** An archive period in seconds: the original one while its days were not changed. */
function periodOf(days: number, originalS: number): number {
  return days === daysOf(originalS) ? originalS : days * DAY_S;
}

/**
 * The PATCH body of the whole schedule (the tasks are always sent whole), against the schedule the editor
 * loaded (`original`), whose archive periods are kept while their days were not changed.
 */
export function scheduleChangeOf(values: ScheduleValues, original: PeriodsOf): DeviceChangeRequest {
  return {
    schedule: {
      isEnabled: values.isEnabled,
      tasks: [...values.tasks],
      minArchivePeriodS: periodOf(values.minArchiveDays, original.minArchivePeriodS),
      maxArchivePeriodS: periodOf(values.maxArchiveDays, original.maxArchivePeriodS),
    },
  };
}

const isDays = (v: number) => Number.isInteger(v) && v >= 0 && v <= MAX_ARCHIVE_DAYS;

/** Errors as i18n keys of the `cameraRecording` namespace. */
export function validateSchedule(values: ScheduleValues, camera: CameraAbilities) {
  const { tasks } = values;
  const problem = taskProblems(tasks)[0] ?? cameraTaskProblems(tasks, camera)[0];
  const archive = archivePeriodProblem({
    minArchivePeriodS: values.minArchiveDays * DAY_S,
    maxArchivePeriodS: values.maxArchiveDays * DAY_S,
  });
  return {
    tasks: problem ? `problems.${problem.code}` : null,
    minArchiveDays: !isDays(values.minArchiveDays)
      ? 'archive.invalid'
      : archive
        ? 'problems.archivePeriods'
        : null,
    maxArchiveDays: isDays(values.maxArchiveDays) ? null : 'archive.invalid',
  };
}
