/**
 * The recording plan (issue 9, spec 000 §3, §4): what a camera records at a moment — for each of its streams,
 * always, on motion only, or not at all. The recording engine asks it whenever a schedule, a status or the
 * clock's minute changes; the console may ask it to explain what a camera does now.
 *
 * - A camera records only while its schedule is on and it is reachable (`Online` or `Recording`).
 * - The task active at the moment (week day 1..7, Monday first, and the second of the day) picks the mode:
 *   `always` records both streams; `metadataOnly` (motion only) records both on motion;
 *   `metadataAndLowQuality` (motion + low-res) records the secondary stream always and the primary on motion;
 *   `never`, or no task, records nothing.
 * - The secondary stream exists only on a dual-streaming camera that has not disabled it.
 * - Motion recording needs motion detection; without it a motion task records nothing.
 */
import type { DeviceStatus, RecordingType } from '../schemas/device-enums.ts';
import { activeTask, type CameraAbilities, DAY_S, type ScheduleTask } from './schedule.ts';

/** How one stream records: `motion` means while motion is seen (with the record-before/after margins). */
export type StreamRecording = 'off' | 'always' | 'motion';

export interface RecordingPlan {
  /** The primary stream (`hi_quality`). */
  primary: StreamRecording;
  /** The secondary stream (`low_quality`). */
  secondary: StreamRecording;
  /** The schedule's recording type at the moment; `never` when nothing applies. */
  recordingType: RecordingType;
}

/** The camera fields the plan reads. */
export interface PlannedCamera {
  status: DeviceStatus;
  schedule: { isEnabled: boolean; tasks: readonly ScheduleTask[] };
  abilities: Pick<CameraAbilities, 'hasDualStreaming' | 'dualStreamingDisabled' | 'motionEnabled'>;
}

/** A moment of the week: day 1..7 (Monday first) and seconds since midnight (0..86399). */
export interface WeekTime {
  dayOfWeek: number;
  secondOfDay: number;
}

export const NOTHING_RECORDED: RecordingPlan = Object.freeze({
  primary: 'off',
  secondary: 'off',
  recordingType: 'never',
});

/** The statuses in which a camera's streams can be pulled. */
export const isReachableStatus = (status: DeviceStatus) => status === 'Online' || status === 'Recording';

/**
 * The week time of an instant, in the time zone `offsetMinutes` east of UTC (the server's local zone when
 * left out: schedules follow the server's wall clock, as in Nx).
 */
export function weekTimeAt(ms: number, offsetMinutes = -new Date(ms).getTimezoneOffset()): WeekTime {
  const local = new Date(ms + offsetMinutes * 60_000);
  const day = local.getUTCDay(); // 0 Sunday .. 6 Saturday
  const secondOfDay = local.getUTCHours() * 3600 + local.getUTCMinutes() * 60 + local.getUTCSeconds();
  return { dayOfWeek: day === 0 ? 7 : day, secondOfDay: Math.min(secondOfDay, DAY_S - 1) };
}

const STREAMS_OF_TYPE: Readonly<Record<RecordingType, [StreamRecording, StreamRecording]>> = {
  always: ['always', 'always'],
  metadataOnly: ['motion', 'motion'],
  metadataAndLowQuality: ['motion', 'always'],
  never: ['off', 'off'],
};

/** What the camera records at the week time. */
export function recordingPlan(camera: PlannedCamera, at: WeekTime): RecordingPlan {
  if (!camera.schedule.isEnabled || !isReachableStatus(camera.status)) return NOTHING_RECORDED;
  const task = activeTask(camera.schedule.tasks, at.dayOfWeek, at.secondOfDay);
  if (!task || task.recordingType === 'never') return NOTHING_RECORDED;
  const { hasDualStreaming, dualStreamingDisabled, motionEnabled } = camera.abilities;
  const usable = (s: StreamRecording): StreamRecording => (s === 'motion' && !motionEnabled ? 'off' : s);
  const [primary, secondary] = STREAMS_OF_TYPE[task.recordingType];
  const hasSecondary = hasDualStreaming && !dualStreamingDisabled;
  const plan = {
    primary: usable(primary),
    secondary: hasSecondary ? usable(secondary) : 'off',
    recordingType: task.recordingType,
  } satisfies RecordingPlan;
  return plan.primary === 'off' && plan.secondary === 'off' ? NOTHING_RECORDED : plan;
}

/** True when the plan records a stream all the time (the camera is then reported `Recording`). */
export const recordsContinuously = (plan: RecordingPlan) =>
  plan.primary === 'always' || plan.secondary === 'always';

/** True when the schedule has any task that may record (the engine needs to watch the camera at all). */
export function mayEverRecord(schedule: PlannedCamera['schedule']): boolean {
  return schedule.isEnabled && schedule.tasks.some((t) => t.recordingType !== 'never');
}
