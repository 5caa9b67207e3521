/** `/ec2/saveCameraUserAttributes` as a change of the device (media-server-api §4.5.2): the same rules as REST. */
import type { CameraUserAttributes, DeviceChangeRequest } from '@argus/contract/mediaserver';

type Defined<T> = { [K in keyof T]: Exclude<T[K], undefined> };

/** Drops the keys whose value is undefined; undefined when nothing is left. */
function present<T extends object>(value: T): Partial<Defined<T>> | undefined {
  const out = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
  return Object.keys(out).length ? (out as Partial<Defined<T>>) : undefined;
}

export function deviceChangeOfAttributes(a: CameraUserAttributes): DeviceChangeRequest {
  const change: DeviceChangeRequest = {
    name: a.cameraName,
    logicalId: a.logicalId,
    isLicenseUsed: a.licenseUsed,
    group: a.userDefinedGroupName === undefined ? undefined : { name: a.userDefinedGroupName },
    options: present({
      isAudioEnabled: a.audioEnabled,
      isDualStreamingDisabled: a.disableDualStreaming,
      isControlEnabled: a.controlEnabled,
      dewarpingParams: a.dewarpingParams,
      preferredServerId: a.preferredServerId,
      failoverPriority: a.failoverPriority,
      backupQuality: a.backupQuality,
      backupContentType: a.backupContentType,
      backupPolicy: a.backupPolicy,
    }),
    schedule: present({
      isEnabled: a.scheduleEnabled,
      tasks: a.scheduleTasks,
      minArchiveDays: a.minArchiveDays,
      maxArchiveDays: a.maxArchiveDays,
      minArchivePeriodS: a.minArchivePeriodS,
      maxArchivePeriodS: a.maxArchivePeriodS,
    }),
    motion: present({
      type: a.motionType,
      mask: a.motionMask,
      recordBeforeS: a.recordBeforeMotionSec,
      recordAfterS: a.recordAfterMotionSec,
    }),
  };
  return present(change) ?? {};
}
