/**
 * Disks and network mounts of this machine that hold no storage yet (`/api/storageSpace` lists them with the
 * null storage id, so the console can offer them). Each is offered as a folder of its own on that filesystem.
 */
import { join } from 'node:path';
import type { StorageSpaceData } from '@argus/contract/mediaserver';
import { type MountedFilesystem, mountedFilesystems } from '../../host/mounts.ts';
import type { StorageProber } from './storage-probe.ts';
import { detectedType, unsavedSpaceData } from './storages.mapper.ts';

/** The folder offered on a found filesystem [design]. */
export const SUGGESTED_FOLDER = 'Argus Media';

export async function foundLocations(
  savedDevices: ReadonlySet<string>,
  prober: StorageProber,
  mounts: () => Promise<MountedFilesystem[]> = mountedFilesystems,
): Promise<StorageSpaceData[]> {
  const found = await Promise.all(
    (await mounts()).map(async (mount) => {
      const seen = await prober.probe({ kind: 'local', path: mount.mountPoint });
      if (!seen.isOnline || seen.device === null || savedDevices.has(seen.device)) return null;
      return unsavedSpaceData(join(mount.mountPoint, SUGGESTED_FOLDER), detectedType('local', seen), seen);
    }),
  );
  return found.filter((s): s is StorageSpaceData => s !== null);
}
