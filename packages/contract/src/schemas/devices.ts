/**
 * Devices (cameras), REST v1/v2 (media-server-api §4.5.1): the `DeviceModel` reply, its defaults for default
 * omission, and the bodies of the calls that add and change a device. v2 adds `deviceType`.
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { DEFAULT_MOTION_MASK, parseMotionMask } from '../rules/motion-mask.ts';
import { DEFAULT_MAX_ARCHIVE_PERIOD_S, DEFAULT_MIN_ARCHIVE_PERIOD_S } from '../rules/schedule.ts';
import { cameraUrlSchema } from '../rules/validation/camera-url.ts';
import {
  BACKUP_POLICIES,
  backupContentTypeSchema,
  CAMERA_BACKUP_QUALITIES,
  deviceStatusSchema,
  deviceTypeSchema,
  FAILOVER_PRIORITIES,
  METADATA_TYPES,
  MOTION_TYPES,
  metadataTypesSchema,
  motionTypeSchema,
  RECORDING_TYPES,
  recordingTypeSchema,
  STREAM_QUALITIES,
  streamQualitySchema,
} from './device-enums.ts';
import { isUuid, NULL_ID } from './ids.ts';
import { uuidSchema } from './users.ts';

const int = () => z.number().check(z.int());

export const scheduleTaskSchema = z
  .object({
    startTime: z.number(),
    endTime: z.number(),
    dayOfWeek: z.number(),
    recordingType: z.enum(RECORDING_TYPES),
    streamQuality: z.enum(STREAM_QUALITIES),
    fps: z.number(),
    bitrateKbps: z.number(),
    metadataTypes: z.enum(METADATA_TYPES),
  })
  .register(mediaServerRegistry, {
    id: 'ScheduleTask',
    description: 'A recording task: a week day (1 = Monday) and a time range in seconds from midnight.',
  });

export const deviceOptionsSchema = z.object({
  isControlEnabled: z.boolean(),
  isAudioEnabled: z.boolean(),
  isDualStreamingDisabled: z.boolean(),
  dewarpingParams: z.string(),
  preferredServerId: z.string(),
  failoverPriority: z.enum(FAILOVER_PRIORITIES),
  backupQuality: z.enum(CAMERA_BACKUP_QUALITIES),
  backupContentType: z.string(),
  backupPolicy: z.enum(BACKUP_POLICIES),
});
export type DeviceOptions = z.infer<typeof deviceOptionsSchema>;

export const deviceScheduleSchema = z.object({
  isEnabled: z.boolean(),
  tasks: z.array(scheduleTaskSchema),
  minArchiveDays: z.number(),
  maxArchiveDays: z.number(),
  minArchivePeriodS: z.number(),
  maxArchivePeriodS: z.number(),
});
export type DeviceSchedule = z.infer<typeof deviceScheduleSchema>;

export const deviceMotionSchema = z.object({
  type: z.enum(Object.keys(MOTION_TYPES) as [keyof typeof MOTION_TYPES]),
  mask: z.string(),
  recordBeforeS: z.number(),
  recordAfterS: z.number(),
});
export type DeviceMotion = z.infer<typeof deviceMotionSchema>;

export const deviceCredentialsSchema = z.object({ user: z.string(), password: z.string() });

export const deviceModelSchema = z
  .object({
    id: z.string(),
    physicalId: z.string(),
    url: z.string(),
    typeId: z.string(),
    name: z.string(),
    mac: z.string(),
    serverId: z.string(),
    isManuallyAdded: z.boolean(),
    vendor: z.string(),
    model: z.string(),
    group: z.optional(z.object({ id: z.string(), name: z.string() })),
    credentials: z.optional(deviceCredentialsSchema),
    logicalId: z.string(),
    status: deviceStatusSchema,
    isLicenseUsed: z.boolean(),
    backupQuality: z.enum(CAMERA_BACKUP_QUALITIES),
    deviceType: z.optional(deviceTypeSchema),
    capabilities: z.string(),
    options: deviceOptionsSchema,
    schedule: deviceScheduleSchema,
    motion: deviceMotionSchema,
    parameters: z.record(z.string(), z.unknown()),
  })
  .register(mediaServerRegistry, {
    id: 'DeviceModel',
    description:
      'A device (camera). `credentials.password` is shown only to admins while `exposeDeviceCredentials` is on; ' +
      'otherwise it is `******` when set. `deviceType` is v2 only.',
  });
export type DeviceModel = z.infer<typeof deviceModelSchema>;

export const DEFAULT_DEVICE_OPTIONS: DeviceOptions = {
  isControlEnabled: true,
  isAudioEnabled: false,
  isDualStreamingDisabled: false,
  dewarpingParams: '',
  preferredServerId: NULL_ID,
  failoverPriority: 'Medium',
  backupQuality: 'CameraBackupDefault',
  backupContentType: 'archive',
  backupPolicy: 'byDefault',
};

/** Record before and after motion, seconds (spec 000 §9: 5 s each). */
export const DEFAULT_RECORD_BEFORE_MOTION_S = 5;
export const DEFAULT_RECORD_AFTER_MOTION_S = 5;

export const DEFAULT_DEVICE_MOTION: DeviceMotion = {
  type: 'default',
  mask: DEFAULT_MOTION_MASK,
  recordBeforeS: DEFAULT_RECORD_BEFORE_MOTION_S,
  recordAfterS: DEFAULT_RECORD_AFTER_MOTION_S,
};

export const DEFAULT_DEVICE_SCHEDULE: DeviceSchedule = {
  isEnabled: false,
  tasks: [],
  minArchiveDays: DEFAULT_MIN_ARCHIVE_PERIOD_S / 86_400,
  maxArchiveDays: DEFAULT_MAX_ARCHIVE_PERIOD_S / 86_400,
  minArchivePeriodS: DEFAULT_MIN_ARCHIVE_PERIOD_S,
  maxArchivePeriodS: DEFAULT_MAX_ARCHIVE_PERIOD_S,
};

/**
 * The reply fields whose default is not the empty value of their type (§1.5, §4.5.1); nested objects omit
 * their own defaults, and are left out when nothing else is left.
 */
export const DEVICE_MODEL_DEFAULTS = {
  backupQuality: 'CameraBackupDefault',
  capabilities: 'noCapabilities',
  deviceType: 'Unknown',
  credentials: { user: '', password: '' },
  options: DEFAULT_DEVICE_OPTIONS,
  schedule: DEFAULT_DEVICE_SCHEDULE,
  motion: DEFAULT_DEVICE_MOTION,
} as const;

// ── Requests ───────────────────────────────────────────────────────────────────────────────────────────────

export const scheduleTaskInputSchema = z.object({
  dayOfWeek: int(),
  startTime: int(),
  endTime: int(),
  recordingType: z.optional(recordingTypeSchema),
  streamQuality: z.optional(streamQualitySchema),
  fps: z.optional(int()),
  bitrateKbps: z.optional(int()),
  metadataTypes: z.optional(metadataTypesSchema),
});

/** A motion mask; the text says what is wrong with a bad one. */
export const motionMaskSchema = z.string().check(
  z.superRefine((mask: string, ctx) => {
    const parsed = parseMotionMask(mask);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.text, input: mask });
  }),
);

export const deviceOptionsInputSchema = z.object({
  isControlEnabled: z.optional(z.boolean()),
  isAudioEnabled: z.optional(z.boolean()),
  isDualStreamingDisabled: z.optional(z.boolean()),
  dewarpingParams: z.optional(z.string()),
  preferredServerId: z.optional(z.string().check(z.refine((v) => v === '' || isUuid(v)))),
  failoverPriority: z.optional(z.enum(FAILOVER_PRIORITIES)),
  backupQuality: z.optional(z.enum(CAMERA_BACKUP_QUALITIES)),
  backupContentType: z.optional(backupContentTypeSchema),
  backupPolicy: z.optional(z.enum(BACKUP_POLICIES)),
});
export type DeviceOptionsInput = z.infer<typeof deviceOptionsInputSchema>;

export const deviceScheduleInputSchema = z.object({
  isEnabled: z.optional(z.boolean()),
  tasks: z.optional(z.array(scheduleTaskInputSchema)),
  minArchiveDays: z.optional(int()),
  maxArchiveDays: z.optional(int()),
  minArchivePeriodS: z.optional(int()),
  maxArchivePeriodS: z.optional(int()),
});
export type DeviceScheduleInput = z.infer<typeof deviceScheduleInputSchema>;

/** Seconds recorded around motion: 0..600 (ten minutes). */
const motionMarginSchema = z.number().check(z.int(), z.gte(0), z.lte(600));

export const deviceMotionInputSchema = z.object({
  type: z.optional(motionTypeSchema),
  mask: z.optional(motionMaskSchema),
  recordBeforeS: z.optional(motionMarginSchema),
  recordAfterS: z.optional(motionMarginSchema),
});
export type DeviceMotionInput = z.infer<typeof deviceMotionInputSchema>;

/** Credentials: a password of asterisks only (as replies show it) keeps the stored one. */
export const deviceCredentialsInputSchema = z.object({
  user: z.optional(z.string()),
  password: z.optional(z.string()),
});

/** `logicalId`: empty, or a whole number (JSON numbers are taken as their text). */
export const logicalIdSchema = z
  .pipe(
    z.union([z.string(), z.number()]),
    z.transform((v: string | number) => String(v).trim()),
  )
  .check(
    z.refine((v: string) => v === '' || /^\d{1,9}$/.test(v), 'logicalId must be empty or a whole number'),
  );

const deviceWriteShape = {
  id: z.optional(uuidSchema),
  physicalId: z.optional(z.string().check(z.minLength(1))),
  url: z.optional(cameraUrlSchema),
  typeId: z.optional(uuidSchema),
  name: z.optional(z.string().check(z.minLength(1))),
  mac: z.optional(z.string()),
  serverId: z.optional(uuidSchema),
  vendor: z.optional(z.string()),
  model: z.optional(z.string()),
  group: z.optional(z.nullable(z.object({ id: z.optional(z.string()), name: z.optional(z.string()) }))),
  credentials: z.optional(deviceCredentialsInputSchema),
  logicalId: z.optional(logicalIdSchema),
  backupQuality: z.optional(z.enum(CAMERA_BACKUP_QUALITIES)),
  /** Mirrors `schedule.isEnabled`; used when the schedule does not say. */
  isLicenseUsed: z.optional(z.boolean()),
  options: z.optional(deviceOptionsInputSchema),
  schedule: z.optional(deviceScheduleInputSchema),
  motion: z.optional(deviceMotionInputSchema),
  /** Values are JSON; a `null` value removes the parameter. */
  parameters: z.optional(z.record(z.string(), z.unknown())),
};

export const deviceChangeRequestSchema = z.object(deviceWriteShape).register(mediaServerRegistry, {
  id: 'DeviceChangeRequest',
  description:
    'PATCH/PUT body of a device: given fields replace stored ones, nested objects merge. Read-only fields ' +
    '(`status`, `capabilities`, `isManuallyAdded`, `deviceType`) are ignored. A `credentials` change starts a ' +
    'status check at once.',
});
export type DeviceChangeRequest = z.infer<typeof deviceChangeRequestSchema>;

export const deviceCreateRequestSchema = z
  .object({ ...deviceWriteShape, url: cameraUrlSchema })
  .register(mediaServerRegistry, {
    id: 'DeviceCreateRequest',
    description:
      'POST body: add a device by its URL (a stream URL, or the ONVIF device service URL a search found). ' +
      '`physicalId` defaults to the URL; the id is derived from the physicalId when absent.',
  });
export type DeviceCreateRequest = z.infer<typeof deviceCreateRequestSchema>;

export const deviceListQuerySchema = z
  .object({ _keepDefault: z.optional(z.string()), _with: z.optional(z.string()) })
  .register(mediaServerRegistry, {
    id: 'DeviceListQuery',
    description:
      'Any model field (nested with `.`) may be used as an equality filter, e.g. `?status=Online`.',
  });
