/**
 * The enums of devices and their recording (media-server-api §5.5, §5.7, §5.9; spec 000 §4): the names on the
 * wire, the legacy spellings accepted on input, and their numbers where the wire has them.
 */
import * as z from 'zod/mini';

/** Resource status of a device (§5.5). */
export const DEVICE_STATUSES = ['Offline', 'Unauthorized', 'Online', 'Recording', 'NotDefined'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];
export const deviceStatusSchema = z.enum(DEVICE_STATUSES);

/** `deviceType` (§5.9, REST v2 only). */
export const DEVICE_TYPES = [
  'Unknown',
  'Camera',
  'NVR',
  'Encoder',
  'IOModule',
  'HornSpeaker',
  'MultisensorCamera',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
export const deviceTypeSchema = z.enum(DEVICE_TYPES);

/** `capabilities` flags (§5.9), `|`-joined. */
export const DEVICE_CAPABILITIES = [
  'noCapabilities',
  'primaryStreamSoftMotion',
  'inputPort',
  'outputPort',
  'shareIp',
  'audioTransmit',
  'remoteArchive',
  'setUserPassword',
  'isDefaultPassword',
  'isOldFirmware',
  'customMediaUrl',
  'isPlaybackSpeedSupported',
  'synchronousChannel',
  'dualStreamingForLiveOnly',
  'customMediaPorts',
  'absoluteTimestamps',
  'fixedQuality',
  'multicastStreaming',
  'boundToServer',
  'dontAutoOpen',
  'noAnalytics',
  'isOnvif',
  'isIntercom',
] as const;
export type DeviceCapability = (typeof DEVICE_CAPABILITIES)[number];

/** `a|b`, or `noCapabilities` for none. */
export function formatCapabilities(flags: Iterable<DeviceCapability>): string {
  const list = [...new Set(flags)].filter((f) => f !== 'noCapabilities');
  return list.length ? list.join('|') : 'noCapabilities';
}

/** Legacy camera status flags (§5.9). */
export const CAMERA_STATUS_FLAGS = ['CSF_NoFlags', 'CSF_HasIssuesFlag', 'CSF_InvalidScheduleFlag'] as const;
export type CameraStatusFlag = (typeof CAMERA_STATUS_FLAGS)[number];

// ── Recording (§5.7) ───────────────────────────────────────────────────────────────────────────────────────

export const RECORDING_TYPES = ['always', 'metadataOnly', 'never', 'metadataAndLowQuality'] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];

/** The legacy spellings (spec 000 §4), accepted on input; replies use the new names. */
export const LEGACY_RECORDING_TYPES: Readonly<Record<string, RecordingType>> = {
  RT_Always: 'always',
  RT_MotionOnly: 'metadataOnly',
  RT_Never: 'never',
  RT_MotionAndLowQuality: 'metadataAndLowQuality',
};

/** A recording type in either spelling, as the new name. */
export const recordingTypeSchema = z.pipe(
  z.enum([...RECORDING_TYPES, 'RT_Always', 'RT_MotionOnly', 'RT_Never', 'RT_MotionAndLowQuality']),
  z.transform((v): RecordingType => LEGACY_RECORDING_TYPES[v] ?? (v as RecordingType)),
);

/** Stream quality, `present` sic (§5.7); `""` is accepted as `undefined`. */
export const STREAM_QUALITIES = [
  'lowest',
  'low',
  'normal',
  'high',
  'highest',
  'present',
  'undefined',
  'rapidPreview',
] as const;
export type StreamQuality = (typeof STREAM_QUALITIES)[number];
/** The qualities the console offers. */
export const CONSOLE_STREAM_QUALITIES = ['low', 'normal', 'high', 'highest'] as const;

export const streamQualitySchema = z.pipe(
  z.enum([...STREAM_QUALITIES, '']),
  z.transform((v): StreamQuality => (v === '' ? 'undefined' : (v as StreamQuality))),
);

/** Metadata recorded with a task: `none`, `motion`, `objects` or both, `|`-joined. */
export const METADATA_TYPES = ['none', 'motion', 'objects', 'motion|objects'] as const;
export type MetadataTypes = (typeof METADATA_TYPES)[number];

export const metadataTypesSchema = z.pipe(
  z.enum([...METADATA_TYPES, 'objects|motion', '']),
  z.transform((v): MetadataTypes => {
    if (v === '') return 'none';
    return v === 'objects|motion' ? 'motion|objects' : (v as MetadataTypes);
  }),
);

/** Motion detection types (flags, §5.7); `software` is the console's default. */
export const MOTION_TYPES = { default: 0, hardware: 1, software: 2, window: 4, none: 8 } as const;
export type MotionType = keyof typeof MOTION_TYPES;

/** Legacy names of the motion types (`MT_*`). */
const LEGACY_MOTION_TYPES: Readonly<Record<string, MotionType>> = {
  MT_Default: 'default',
  MT_HardwareGrid: 'hardware',
  MT_SoftwareGrid: 'software',
  MT_MotionWindow: 'window',
  MT_NoMotion: 'none',
};

/** A motion type by name, legacy name, number or numeric string (`"2"`), or null when it is none of them. */
export function parseMotionType(value: unknown): MotionType | null {
  if (typeof value === 'string' && Object.hasOwn(MOTION_TYPES, value)) return value as MotionType;
  if (typeof value === 'string' && Object.hasOwn(LEGACY_MOTION_TYPES, value))
    return LEGACY_MOTION_TYPES[value]!;
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? +value : NaN;
  const found = Object.entries(MOTION_TYPES).find(([, v]) => v === n);
  return found ? (found[0] as MotionType) : null;
}

export const motionTypeSchema = z.pipe(
  z.union([z.string(), z.number()]).check(z.refine((v) => parseMotionType(v) !== null)),
  z.transform((v: string | number): MotionType => parseMotionType(v)!),
);

export const FAILOVER_PRIORITIES = ['Never', 'Low', 'Medium', 'High'] as const;
export type FailoverPriority = (typeof FAILOVER_PRIORITIES)[number];

export const CAMERA_BACKUP_QUALITIES = [
  'CameraBackupBoth',
  'CameraBackupHighQuality',
  'CameraBackupLowQuality',
  'CameraBackupDefault',
] as const;
export type CameraBackupQuality = (typeof CAMERA_BACKUP_QUALITIES)[number];

export const BACKUP_CONTENT_TYPES = ['archive', 'motion', 'analytics', 'bookmarks'] as const;
export type BackupContentType = (typeof BACKUP_CONTENT_TYPES)[number];

/** `|`-joined backup content types, each known; `""` means none. */
export const backupContentTypeSchema = z
  .string()
  .check(
    z.refine(
      (v) => v === '' || v.split('|').every((p) => (BACKUP_CONTENT_TYPES as readonly string[]).includes(p)),
    ),
  );

export const BACKUP_POLICIES = ['byDefault', 'off', 'on'] as const;
export type BackupPolicy = (typeof BACKUP_POLICIES)[number];

export const STREAM_INDEXES = ['primary', 'secondary'] as const;
export type StreamIndex = (typeof STREAM_INDEXES)[number];
