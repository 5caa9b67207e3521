/**
 * What this server reports about its host, read once per process: the OS, board and hardware ids do not
 * change while it runs. Addresses (see network-addresses.ts) and time are read per request.
 */
import type { HwPlatform, ServerOsInfo } from '@argus/contract/mediaserver';
import { readHardwareIds } from './hardware-ids.ts';
import { readHwPlatform } from './hw-platform.ts';
import { isArmHost, readOsInfo } from './os-info.ts';

export interface HostInfo {
  osInfo: ServerOsInfo;
  hwPlatform: HwPlatform;
  isArm: boolean;
  hardwareIds: string[];
}

let cached: Promise<HostInfo> | null = null;

export function hostInfo(): Promise<HostInfo> {
  cached ??= readHardwareIds().then((hardwareIds) => ({
    osInfo: readOsInfo(),
    hwPlatform: readHwPlatform(),
    isArm: isArmHost(),
    hardwareIds,
  }));
  return cached;
}
