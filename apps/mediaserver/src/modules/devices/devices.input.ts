/**
 * Applying a client's change to a device (media-server-api §1.7, §4.5.1): given fields replace stored ones,
 * `options`, `schedule` and `motion` merge (PUT replaces them whole), arrays replace. Then the schedule rules
 * of the contract: tasks take their defaults, turning motion off switches motion tasks to always, and a
 * schedule the camera cannot meet is refused with the reason.
 */
import { InvalidParameter, isNullId, NULL_ID, normalizeId } from '@argus/contract';
import {
  cameraAbilitiesOf,
  completeTask,
  DAY_S,
  DEFAULT_DEVICE_MOTION,
  DEFAULT_DEVICE_OPTIONS,
  DEFAULT_MAX_ARCHIVE_PERIOD_S,
  DEFAULT_MIN_ARCHIVE_PERIOD_S,
  type DeviceChangeRequest,
  type DeviceMotion,
  type DeviceOptions,
  normalizeMotionMask,
  scheduleProblems,
  tasksWithoutMotion,
} from '@argus/contract/mediaserver';
import type { ParamRecord } from '../resources/index.ts';
import { withParams } from './device-addresses.ts';
import { parametersOf, parameterText } from './devices.mapper.ts';
import type { StoredSchedule } from './devices.table.ts';

/** The fields of a device a client may change. */
export interface EditableDevice {
  physicalId: string;
  name: string;
  url: string;
  mac: string;
  logicalId: string;
  userGroupName: string;
  serverId: string;
  vendor: string;
  options: DeviceOptions;
  schedule: StoredSchedule;
  motion: DeviceMotion;
}

export interface DeviceWrite {
  next: EditableDevice;
  /** Parameter name → new text, or null to remove it. */
  params: Map<string, string | null>;
  /** `user` and `password` to store; a password of undefined keeps the stored one, null removes it. */
  credentials: { user?: string; password?: string | null } | null;
}

export const DEFAULT_SCHEDULE: StoredSchedule = {
  isEnabled: false,
  tasks: [],
  minArchivePeriodS: DEFAULT_MIN_ARCHIVE_PERIOD_S,
  maxArchivePeriodS: DEFAULT_MAX_ARCHIVE_PERIOD_S,
};

function defined<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function credentialsOf(input: DeviceChangeRequest['credentials']): DeviceWrite['credentials'] {
  if (!input) return null;
  const out: NonNullable<DeviceWrite['credentials']> = {};
  if (input.user !== undefined) out.user = input.user;
  // Asterisks are what replies show of a stored password: sending them back keeps it.
  if (input.password !== undefined && !/^\*+$/.test(input.password)) out.password = input.password || null;
  return out;
}

function motionOf(base: DeviceMotion, input: DeviceChangeRequest['motion']): DeviceMotion {
  const given = defined(input);
  return {
    ...base,
    ...given,
    mask: given.mask !== undefined ? (normalizeMotionMask(given.mask) ?? base.mask) : base.mask,
  };
}

function optionsOf(base: DeviceOptions, input: DeviceChangeRequest): DeviceOptions {
  const given = defined(input.options);
  const options = { ...base, ...given };
  if (given.backupQuality === undefined && input.backupQuality !== undefined)
    options.backupQuality = input.backupQuality;
  if (given.preferredServerId !== undefined)
    options.preferredServerId = isNullId(given.preferredServerId)
      ? NULL_ID
      : normalizeId(given.preferredServerId)!;
  return options;
}

function periodOf(seconds: number | undefined, days: number | undefined, base: number): number {
  if (seconds !== undefined) return seconds;
  return days !== undefined ? (days > 0 ? days * DAY_S : days) : base;
}

/** Applies a change; throws `InvalidParameter` with the reason when the result breaks a rule. */
export function applyDeviceInput(
  current: EditableDevice,
  input: DeviceChangeRequest,
  storedParams: ParamRecord,
  replace = false,
): DeviceWrite {
  if (input.physicalId !== undefined && input.physicalId !== current.physicalId)
    throw new InvalidParameter('physicalId', input.physicalId);
  const next: EditableDevice = {
    ...current,
    options: optionsOf(replace ? DEFAULT_DEVICE_OPTIONS : current.options, input),
    motion: motionOf(replace ? DEFAULT_DEVICE_MOTION : current.motion, input.motion),
    schedule: replace ? DEFAULT_SCHEDULE : current.schedule,
  };
  if (input.name !== undefined) next.name = input.name;
  if (input.url !== undefined) next.url = input.url;
  if (input.mac !== undefined) next.mac = input.mac;
  if (input.logicalId !== undefined) next.logicalId = input.logicalId;
  if (input.group !== undefined) next.userGroupName = input.group?.name ?? '';
  if (input.serverId !== undefined) next.serverId = normalizeId(input.serverId)!;

  const params = new Map<string, string | null>();
  for (const [name, value] of Object.entries(input.parameters ?? {}))
    params.set(name, value === null ? null : parameterText(value));
  const camera = cameraAbilitiesOf({ ...next, parameters: parametersOf(withParams(storedParams, params)) });

  const schedule = input.schedule;
  const base = next.schedule;
  next.schedule = {
    isEnabled: schedule?.isEnabled ?? input.isLicenseUsed ?? base.isEnabled,
    tasks: schedule?.tasks ? schedule.tasks.map((t) => completeTask(t, camera)) : base.tasks,
    minArchivePeriodS: periodOf(
      schedule?.minArchivePeriodS,
      schedule?.minArchiveDays,
      base.minArchivePeriodS,
    ),
    maxArchivePeriodS: periodOf(
      schedule?.maxArchivePeriodS,
      schedule?.maxArchiveDays,
      base.maxArchivePeriodS,
    ),
  };
  // Disabling motion switches the schedule to always (spec 000 §4), unless the request brings its own tasks.
  if (!camera.motionEnabled && !schedule?.tasks)
    next.schedule.tasks = tasksWithoutMotion(next.schedule.tasks);

  const touchesSchedule =
    schedule !== undefined ||
    input.motion?.type !== undefined ||
    input.options?.isDualStreamingDisabled !== undefined;
  if (touchesSchedule) {
    const problem = scheduleProblems(next.schedule, camera)[0];
    if (problem) throw new InvalidParameter({ text: problem.text });
  }
  return { next, params, credentials: credentialsOf(input.credentials) };
}
