/**
 * Devices in the legacy `/ec2` form (media-server-api §4.5.2): `CameraDataEx` with braced ids, the attributes
 * flat, the motion type as the text of its number, and the parameters as `addParams` text. Credentials never
 * appear among them.
 */
import { legacyId, NULL_ID } from '@argus/contract';
import {
  cameraAbilitiesOf,
  type LegacyCameraDataEx,
  MOTION_TYPES,
  scheduleProblems,
} from '@argus/contract/mediaserver';
import type { ParamRecord } from '../resources/index.ts';
import { daysOf, parametersOf } from './devices.mapper.ts';
import type { DeviceRow } from './devices.table.ts';

/** `CSF_InvalidScheduleFlag` when the stored schedule asks what the camera cannot do (e.g. after analysis). */
function statusFlagsOf(row: DeviceRow, params: ParamRecord): LegacyCameraDataEx['statusFlags'] {
  if (!row.schedule.isEnabled) return 'CSF_NoFlags';
  const camera = cameraAbilitiesOf({ ...row, parameters: parametersOf(params) });
  return scheduleProblems(row.schedule, camera).length ? 'CSF_InvalidScheduleFlag' : 'CSF_NoFlags';
}

export function toLegacyCameraDataEx(
  row: DeviceRow,
  params: ParamRecord,
  /** Whether the camera holds a license channel. */
  holdsLicense = true,
): LegacyCameraDataEx {
  return {
    id: legacyId(row.id),
    parentId: legacyId(row.serverId),
    name: row.name,
    url: row.url,
    typeId: legacyId(row.typeId),
    mac: row.mac,
    physicalId: row.physicalId,
    manuallyAdded: row.isManuallyAdded,
    model: row.model,
    groupId: row.groupId,
    groupName: row.groupName,
    statusFlags: statusFlagsOf(row, params),
    vendor: row.vendor,
    cameraId: legacyId(row.id),
    cameraName: row.name,
    userDefinedGroupName: row.userGroupName,
    scheduleEnabled: row.schedule.isEnabled,
    licenseUsed: row.schedule.isEnabled && holdsLicense,
    motionType: String(MOTION_TYPES[row.motion.type]),
    motionMask: row.motion.mask,
    scheduleTasks: row.schedule.tasks,
    audioEnabled: row.options.isAudioEnabled,
    disableDualStreaming: row.options.isDualStreamingDisabled,
    controlEnabled: row.options.isControlEnabled,
    dewarpingParams: row.options.dewarpingParams,
    minArchiveDays: daysOf(row.schedule.minArchivePeriodS),
    maxArchiveDays: daysOf(row.schedule.maxArchivePeriodS),
    minArchivePeriodS: row.schedule.minArchivePeriodS,
    maxArchivePeriodS: row.schedule.maxArchivePeriodS,
    preferredServerId: legacyId(row.options.preferredServerId || NULL_ID),
    failoverPriority: row.options.failoverPriority,
    backupQuality: row.options.backupQuality,
    logicalId: row.logicalId,
    recordBeforeMotionSec: row.motion.recordBeforeS,
    recordAfterMotionSec: row.motion.recordAfterS,
    backupContentType: row.options.backupContentType,
    backupPolicy: row.options.backupPolicy,
    status: row.status,
    addParams: Object.entries(params).map(([name, value]) => ({ name, value })),
  };
}
