/**
 * Recording schedules (media-server-api §4.5.1 `schedule`, §5.7; spec 000 §3, §4, §9): tasks per week day and
 * time range, the console's three recording modes with their match levels, what a camera must be able to do
 * for each, and the archive periods. The server refuses what breaks these rules; the schedule editor asks
 * the same functions what to offer and why an option is off.
 */
import type { MetadataTypes, RecordingType, StreamQuality } from '../schemas/device-enums.ts';

/** Spec 000 §9: the console's default recording fps. */
export const DEFAULT_RECORDING_FPS = 15;
/** A camera whose streams were not analysed yet is assumed to manage this (the 5.1 default). */
export const UNKNOWN_CAMERA_MAX_FPS = 30;
export const DAY_S = 86_400;
/** Week days 1..7, Monday first. */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const DEFAULT_MIN_ARCHIVE_PERIOD_S = DAY_S;
export const DEFAULT_MAX_ARCHIVE_PERIOD_S = 30 * DAY_S;
export const DEFAULT_STREAM_QUALITY: StreamQuality = 'high';

export interface ScheduleTask {
  dayOfWeek: number;
  startTime: number;
  endTime: number;
  recordingType: RecordingType;
  streamQuality: StreamQuality;
  fps: number;
  bitrateKbps: number;
  metadataTypes: MetadataTypes;
}

/** A task as a client may send it: the time range is required, the rest takes defaults. */
export type ScheduleTaskInput = Pick<ScheduleTask, 'dayOfWeek' | 'startTime' | 'endTime'> &
  Partial<ScheduleTask>;

/** What a camera can do, as far as its schedule is concerned. */
export interface CameraAbilities {
  /** The highest fps of its streams. */
  maxFps: number;
  /** Two or more streams. */
  hasDualStreaming: boolean;
  /** `options.isDualStreamingDisabled`. */
  dualStreamingDisabled: boolean;
  /** Motion detection is on (its motion type is not `none`). */
  motionEnabled: boolean;
}

// ── Modes ──────────────────────────────────────────────────────────────────────────────────────────────────

/** The console's recording modes: always, motion only, motion + low-res (spec 000 §4). */
export const RECORDING_MODES = ['always', 'motion', 'motionLowRes'] as const;
export type RecordingMode = (typeof RECORDING_MODES)[number];

export const RECORDING_TYPE_OF_MODE: Readonly<Record<RecordingMode, RecordingType>> = {
  always: 'always',
  motion: 'metadataOnly',
  motionLowRes: 'metadataAndLowQuality',
};

/** How far the tasks follow a mode: 2 all of them, 1 some, 0 none (spec 000 §4). */
export type MatchLevel = 0 | 1 | 2;

export function recordingModeMatch(
  tasks: readonly Pick<ScheduleTask, 'recordingType'>[],
  mode: RecordingMode,
): MatchLevel {
  const type = RECORDING_TYPE_OF_MODE[mode];
  const matching = tasks.filter((t) => t.recordingType === type).length;
  if (matching === 0) return 0;
  return matching === tasks.length ? 2 : 1;
}

/** Why a mode cannot be chosen for a camera, or null when it can. */
export type ModeUnavailableReason = 'needsMotion' | 'needsDualStreaming' | 'dualStreamingDisabled';

export function modeUnavailableReason(
  mode: RecordingMode,
  camera: CameraAbilities,
): ModeUnavailableReason | null {
  if (mode === 'always') return null;
  if (!camera.motionEnabled) return 'needsMotion';
  if (mode === 'motionLowRes') {
    if (!camera.hasDualStreaming) return 'needsDualStreaming';
    if (camera.dualStreamingDisabled) return 'dualStreamingDisabled';
  }
  return null;
}

const needsMotion = (type: RecordingType) => type === 'metadataOnly' || type === 'metadataAndLowQuality';

/** The metadata a task of this recording type records when nobody said otherwise: motion for the motion modes. */
export function defaultMetadataTypes(type: RecordingType): MetadataTypes {
  return needsMotion(type) ? 'motion' : 'none';
}

/** Disabling motion switches the schedule to always (spec 000 §4): motion tasks become `always` tasks. */
export function tasksWithoutMotion(tasks: readonly ScheduleTask[]): ScheduleTask[] {
  return tasks.map((t) =>
    needsMotion(t.recordingType) ? { ...t, recordingType: 'always', metadataTypes: 'none' } : t,
  );
}

// ── Tasks ──────────────────────────────────────────────────────────────────────────────────────────────────

/** The fps a new task gets on a camera: 15, or the camera's maximum when that is lower. */
export function defaultFps(camera: Pick<CameraAbilities, 'maxFps'>): number {
  return Math.max(1, Math.min(DEFAULT_RECORDING_FPS, camera.maxFps));
}

/** A task with every field: what the client left out takes the defaults. */
export function completeTask(
  input: ScheduleTaskInput,
  camera: Pick<CameraAbilities, 'maxFps'>,
): ScheduleTask {
  const recordingType = input.recordingType ?? 'always';
  return {
    dayOfWeek: input.dayOfWeek,
    startTime: input.startTime,
    endTime: input.endTime,
    recordingType,
    streamQuality: input.streamQuality ?? DEFAULT_STREAM_QUALITY,
    fps: input.fps ?? defaultFps(camera),
    bitrateKbps: input.bitrateKbps ?? 0,
    metadataTypes: input.metadataTypes ?? defaultMetadataTypes(recordingType),
  };
}

/** `hh:mm` of seconds since midnight (24:00 for the end of the day). */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const rangeText = (t: Pick<ScheduleTask, 'startTime' | 'endTime'>) =>
  `${clockText(t.startTime)}–${clockText(t.endTime)}`;

export type ScheduleProblemCode =
  | 'badDay'
  | 'badTime'
  | 'emptyRange'
  | 'overlap'
  | 'badFps'
  | 'fpsAboveMax'
  | 'badBitrate'
  | 'needsMotion'
  | 'needsDualStreaming'
  | 'dualStreamingDisabled'
  | 'archivePeriods';

export interface ScheduleProblem {
  code: ScheduleProblemCode;
  /** The field at fault, as a path into the device (`schedule.tasks.3.fps`). */
  field: string;
  text: string;
}

function taskRangeProblem(t: ScheduleTask, field: string): ScheduleProblem | null {
  if (!Number.isInteger(t.dayOfWeek) || t.dayOfWeek < 1 || t.dayOfWeek > 7)
    return {
      code: 'badDay',
      field: `${field}.dayOfWeek`,
      text: `dayOfWeek ${t.dayOfWeek} is not a week day (1..7)`,
    };
  for (const key of ['startTime', 'endTime'] as const)
    if (!Number.isInteger(t[key]) || t[key] < 0 || t[key] > DAY_S)
      return {
        code: 'badTime',
        field: `${field}.${key}`,
        text: `${key} ${t[key]} is not within the day (0..${DAY_S} s)`,
      };
  if (t.startTime >= t.endTime)
    return {
      code: 'emptyRange',
      field,
      text: `A schedule task must end after it starts (day ${t.dayOfWeek}, ${rangeText(t)})`,
    };
  if (!Number.isInteger(t.bitrateKbps) || t.bitrateKbps < 0)
    return {
      code: 'badBitrate',
      field: `${field}.bitrateKbps`,
      text: `bitrateKbps ${t.bitrateKbps} is not a bitrate`,
    };
  if (t.recordingType !== 'never' && (!Number.isInteger(t.fps) || t.fps < 1))
    return { code: 'badFps', field: `${field}.fps`, text: `fps ${t.fps} is not a frame rate` };
  return null;
}

/** Problems of the tasks by themselves: ranges, and no two tasks of one day overlapping. */
export function taskProblems(tasks: readonly ScheduleTask[], prefix = 'schedule.tasks'): ScheduleProblem[] {
  const out: ScheduleProblem[] = [];
  tasks.forEach((t, i) => {
    const p = taskRangeProblem(t, `${prefix}.${i}`);
    if (p) out.push(p);
  });
  if (out.length) return out;
  const sorted = tasks
    .map((t, i) => ({ t, i }))
    .sort((a, b) => a.t.dayOfWeek - b.t.dayOfWeek || a.t.startTime - b.t.startTime);
  for (let k = 1; k < sorted.length; k += 1) {
    const a = sorted[k - 1]!;
    const b = sorted[k]!;
    if (a.t.dayOfWeek === b.t.dayOfWeek && b.t.startTime < a.t.endTime)
      out.push({
        code: 'overlap',
        field: `${prefix}.${b.i}`,
        text: `Schedule tasks overlap on day ${b.t.dayOfWeek} (${rangeText(a.t)} and ${rangeText(b.t)})`,
      });
  }
  return out;
}

/** Problems of the tasks on a camera: what the camera cannot do (fps, motion, dual streaming). */
export function cameraTaskProblems(
  tasks: readonly ScheduleTask[],
  camera: CameraAbilities,
  prefix = 'schedule.tasks',
): ScheduleProblem[] {
  const out: ScheduleProblem[] = [];
  tasks.forEach((t, i) => {
    const field = `${prefix}.${i}`;
    if (t.recordingType !== 'never' && t.fps > camera.maxFps)
      out.push({
        code: 'fpsAboveMax',
        field: `${field}.fps`,
        text: `fps ${t.fps} is above this camera's maximum of ${camera.maxFps}`,
      });
    const mode =
      t.recordingType === 'metadataOnly'
        ? 'motion'
        : t.recordingType === 'metadataAndLowQuality'
          ? 'motionLowRes'
          : null;
    const reason = mode ? modeUnavailableReason(mode, camera) : null;
    if (reason)
      out.push({ code: reason, field: `${field}.recordingType`, text: MODE_UNAVAILABLE_TEXTS[reason] });
  });
  return out;
}

export const MODE_UNAVAILABLE_TEXTS: Readonly<Record<ModeUnavailableReason, string>> = {
  needsMotion: 'Recording on motion needs motion detection, which is off for this camera',
  needsDualStreaming: 'Motion + low-res recording needs dual streaming, and this camera has a single stream',
  dualStreamingDisabled: 'Motion + low-res recording needs dual streaming, which is disabled for this camera',
};

/** Archive periods in seconds; 0 or less means automatic. */
export interface ArchivePeriods {
  minArchivePeriodS: number;
  maxArchivePeriodS: number;
}

export function archivePeriodProblem(p: ArchivePeriods): ScheduleProblem | null {
  if (p.minArchivePeriodS > 0 && p.maxArchivePeriodS > 0 && p.minArchivePeriodS > p.maxArchivePeriodS)
    return {
      code: 'archivePeriods',
      field: 'schedule.minArchivePeriodS',
      text: `The minimum archive period (${p.minArchivePeriodS} s) is longer than the maximum (${p.maxArchivePeriodS} s)`,
    };
  return null;
}

/** Every problem of a schedule on a camera, the tasks' own first. */
export function scheduleProblems(
  schedule: { tasks: readonly ScheduleTask[] } & ArchivePeriods,
  camera: CameraAbilities,
): ScheduleProblem[] {
  const own = taskProblems(schedule.tasks);
  if (own.length) return own;
  const archive = archivePeriodProblem(schedule);
  return [...cameraTaskProblems(schedule.tasks, camera), ...(archive ? [archive] : [])];
}

/** The task active at a moment (week day 1..7 and seconds since midnight), if any. */
export function activeTask(
  tasks: readonly ScheduleTask[],
  dayOfWeek: number,
  secondOfDay: number,
): ScheduleTask | undefined {
  return tasks.find(
    (t) => t.dayOfWeek === dayOfWeek && t.startTime <= secondOfDay && secondOfDay < t.endTime,
  );
}
