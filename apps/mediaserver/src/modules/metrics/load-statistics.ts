/**
 * `/api/statistics` (media-server-api §4.3.9): the load collector's last sample as the legacy list. One
 * `CPU` entry for the whole processor, as Nx gives it (docs/api-decisions.md), the RAM, the disk of each of
 * this server's storages (by its filesystem's device, once per device) and each network interface, whose
 * load is its rate (the larger of in and out) over its link speed, 1 Gbit/s when the host does not say.
 */
import {
  STATISTICS_UPDATE_PERIOD_MS,
  type StatisticsEntry,
  type StatisticsReply,
} from '@argus/contract/mediaserver';
import { deviceNumbers } from '../../host/filesystem-space.ts';
import type { HostLoad } from './host-load.ts';

export const ASSUMED_LINK_BPS = 1_000_000_000;

export interface StatisticsDeps {
  load: () => HostLoad;
  /** The filesystem device numbers (`st_dev` as text) of this server's storages, where known. */
  storageDevices: () => readonly (string | null)[];
  linkSpeedBps: (name: string) => number | null;
  uptimeMs: () => number;
}

/** `st_dev` as text → `major:minor`, as /proc/diskstats names devices. */
function majorMinor(dev: string): string | null {
  try {
    const { major, minor } = deviceNumbers(BigInt(dev));
    return major === 0n ? null : `${major}:${minor}`;
  } catch {
    return null;
  }
}

export function loadStatistics(d: StatisticsDeps): StatisticsReply {
  const load = d.load();
  const entries: StatisticsEntry[] = [
    { description: 'CPU', deviceType: 'StatisticsCPU', deviceFlags: 0, value: load.cpuLoad },
    {
      description: 'RAM',
      deviceType: 'StatisticsRAM',
      deviceFlags: 0,
      value: load.ramTotalB > 0 ? Math.min(1, load.ramUsedB / load.ramTotalB) : 0,
    },
  ];
  const devices = new Set(d.storageDevices().flatMap((dev) => (dev ? [majorMinor(dev)] : [])));
  for (const disk of load.disks)
    if (devices.has(disk.device))
      entries.push({ description: disk.name, deviceType: 'StatisticsHDD', deviceFlags: 0, value: disk.load });
  for (const net of load.net) {
    const speed = d.linkSpeedBps(net.name) ?? ASSUMED_LINK_BPS;
    const bps = Math.max(net.inBps, net.outBps) * 8;
    entries.push({
      description: net.name,
      deviceType: 'StatisticsNETWORK',
      deviceFlags: 0,
      value: Math.min(1, bps / speed),
    });
  }
  return {
    statistics: entries,
    updatePeriod: STATISTICS_UPDATE_PERIOD_MS,
    uptimeMs: Math.round(d.uptimeMs()),
  };
}
