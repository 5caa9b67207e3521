/**
 * Devices in the legacy `/ec2` and `/api` form (media-server-api §4.5.2, §4.5.3): `CameraDataEx`, the partial
 * change of a camera's attributes, resource parameters of any resource, resource types, camera history and
 * the diagnostics steps.
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import {
  BACKUP_POLICIES,
  backupContentTypeSchema,
  CAMERA_BACKUP_QUALITIES,
  CAMERA_STATUS_FLAGS,
  FAILOVER_PRIORITIES,
  motionTypeSchema,
} from './device-enums.ts';
import { logicalIdSchema, motionMaskSchema, scheduleTaskInputSchema, scheduleTaskSchema } from './devices.ts';
import { isUuid } from './ids.ts';
import { uuidSchema } from './users.ts';

const int = () => z.number().check(z.int());

export const legacyParamSchema = z.object({ name: z.string(), value: z.string() });

export const legacyCameraDataExSchema = z
  .object({
    id: z.string(),
    parentId: z.string(),
    name: z.string(),
    url: z.string(),
    typeId: z.string(),
    mac: z.string(),
    physicalId: z.string(),
    manuallyAdded: z.boolean(),
    model: z.string(),
    groupId: z.string(),
    groupName: z.string(),
    statusFlags: z.enum(CAMERA_STATUS_FLAGS),
    vendor: z.string(),
    cameraId: z.string(),
    cameraName: z.string(),
    userDefinedGroupName: z.string(),
    scheduleEnabled: z.boolean(),
    licenseUsed: z.boolean(),
    /** The number of the motion type, as text (`"2"` software). */
    motionType: z.string(),
    motionMask: z.string(),
    scheduleTasks: z.array(scheduleTaskSchema),
    audioEnabled: z.boolean(),
    disableDualStreaming: z.boolean(),
    controlEnabled: z.boolean(),
    dewarpingParams: z.string(),
    minArchiveDays: z.number(),
    maxArchiveDays: z.number(),
    minArchivePeriodS: z.number(),
    maxArchivePeriodS: z.number(),
    preferredServerId: z.string(),
    failoverPriority: z.enum(FAILOVER_PRIORITIES),
    backupQuality: z.enum(CAMERA_BACKUP_QUALITIES),
    logicalId: z.string(),
    recordBeforeMotionSec: z.number(),
    recordAfterMotionSec: z.number(),
    backupContentType: z.string(),
    backupPolicy: z.enum(BACKUP_POLICIES),
    status: z.string(),
    addParams: z.array(legacyParamSchema),
  })
  .register(mediaServerRegistry, {
    id: 'LegacyCameraDataEx',
    description:
      'A camera in the legacy /ec2 form with its user attributes and parameters (`mediaStreams` as JSON text). ' +
      'Credentials are never among the parameters.',
  });
export type LegacyCameraDataEx = z.infer<typeof legacyCameraDataExSchema>;

export const legacyCameraQuerySchema = z
  .object({ id: z.optional(z.string().check(z.refine((v) => v === '' || isUuid(v)))) })
  .register(mediaServerRegistry, {
    id: 'LegacyCameraQuery',
    description: 'Optional camera id (with or without braces) to return one camera only.',
  });

export const saveCameraUserAttributesSchema = z
  .object({
    cameraId: uuidSchema,
    cameraName: z.optional(z.string().check(z.minLength(1))),
    userDefinedGroupName: z.optional(z.string()),
    scheduleEnabled: z.optional(z.boolean()),
    licenseUsed: z.optional(z.boolean()),
    motionType: z.optional(motionTypeSchema),
    motionMask: z.optional(motionMaskSchema),
    scheduleTasks: z.optional(z.array(scheduleTaskInputSchema)),
    audioEnabled: z.optional(z.boolean()),
    disableDualStreaming: z.optional(z.boolean()),
    controlEnabled: z.optional(z.boolean()),
    dewarpingParams: z.optional(z.string()),
    minArchiveDays: z.optional(int()),
    maxArchiveDays: z.optional(int()),
    minArchivePeriodS: z.optional(int()),
    maxArchivePeriodS: z.optional(int()),
    preferredServerId: z.optional(z.string().check(z.refine((v) => v === '' || isUuid(v)))),
    failoverPriority: z.optional(z.enum(FAILOVER_PRIORITIES)),
    backupQuality: z.optional(z.enum(CAMERA_BACKUP_QUALITIES)),
    logicalId: z.optional(logicalIdSchema),
    recordBeforeMotionSec: z.optional(z.number().check(z.int(), z.gte(0), z.lte(600))),
    recordAfterMotionSec: z.optional(z.number().check(z.int(), z.gte(0), z.lte(600))),
    backupContentType: z.optional(backupContentTypeSchema),
    backupPolicy: z.optional(z.enum(BACKUP_POLICIES)),
  })
  .register(mediaServerRegistry, {
    id: 'CameraUserAttributes',
    description: 'Legacy partial change of a camera: `cameraId` plus the attributes to change.',
  });
export type CameraUserAttributes = z.infer<typeof saveCameraUserAttributesSchema>;

// ── Resource parameters (any resource) ─────────────────────────────────────────────────────────────────────

export const legacyResourceParamSchema = z
  .object({ resourceId: z.string(), name: z.string(), value: z.string() })
  .register(mediaServerRegistry, {
    id: 'LegacyResourceParam',
    description: 'A named parameter of a resource (camera, user, server, storage); values are text.',
  });
export type LegacyResourceParam = z.infer<typeof legacyResourceParamSchema>;

const paramNameSchema = z.string().check(z.minLength(1), z.maxLength(200));

export const setResourceParamsSchema = z
  .array(
    z.object({
      resourceId: uuidSchema,
      name: paramNameSchema,
      value: z.pipe(
        z.union([z.string(), z.number(), z.boolean()]),
        z.transform((v: string | number | boolean) => String(v)),
      ),
    }),
  )
  .register(mediaServerRegistry, {
    id: 'SetResourceParams',
    description: 'Parameters to set, all in one transaction; every resource must exist.',
  });

export const removeResourceParamSchema = z
  .object({ resourceId: uuidSchema, name: paramNameSchema })
  .register(mediaServerRegistry, { id: 'RemoveResourceParam', description: 'One parameter to remove.' });

export const legacyResourceTypeSchema = z
  .object({
    id: z.string(),
    parentId: z.string(),
    name: z.string(),
    vendor: z.string(),
    url: z.string(),
    parentTypeIds: z.array(z.string()),
    propertyTypes: z.array(
      z.object({ resourceTypeId: z.string(), name: z.string(), defaultValue: z.string() }),
    ),
  })
  .register(mediaServerRegistry, { id: 'LegacyResourceType', description: 'A resource (driver) type.' });

export const cameraHistoryItemsSchema = z
  .object({
    cameraId: z.string(),
    items: z.array(z.object({ serverGuid: z.string(), timestampMs: z.number() })),
  })
  .register(mediaServerRegistry, {
    id: 'CameraHistoryItems',
    description: 'The servers a camera has been on, from when (ms).',
  });

// ── Diagnostics (§4.5.3) ───────────────────────────────────────────────────────────────────────────────────

export const DIAGNOSTICS_STEPS = [
  'mediaServerAvailability',
  'cameraAvailability',
  'mediaStreamAvailability',
  'mediaStreamIntegrity',
] as const;
export type DiagnosticsStep = (typeof DIAGNOSTICS_STEPS)[number];

export const cameraDiagnosticsQuerySchema = z
  .object({ cameraId: uuidSchema, type: z.enum(DIAGNOSTICS_STEPS) })
  .register(mediaServerRegistry, {
    id: 'CameraDiagnosticsQuery',
    description: 'The camera and the step to run.',
  });

export const cameraDiagnosticsReplySchema = z
  .object({
    performedStep: z.enum(DIAGNOSTICS_STEPS),
    errorCode: z.number(),
    errorParams: z.array(z.string()),
    /** Argus: the text of the code with its parameters filled in. */
    errorMessage: z.string(),
  })
  .register(mediaServerRegistry, {
    id: 'CameraDiagnosticsReply',
    description:
      'The outcome of one diagnostics step: error code 0 is success (codes in docs/api-decisions.md).',
  });
export type CameraDiagnosticsReply = z.infer<typeof cameraDiagnosticsReplySchema>;
