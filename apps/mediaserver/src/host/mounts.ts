/**
 * Filesystems mounted on the host that could hold an archive: local disks on block devices and network
 * mounts, read from `/proc/self/mounts` (Linux). Pseudo filesystems and the boot partition are left out.
 */
import { readFile } from 'node:fs/promises';

export interface MountedFilesystem {
  device: string;
  mountPoint: string;
  fsType: string;
}

const LOCAL_FS = new Set([
  'ext2',
  'ext3',
  'ext4',
  'xfs',
  'btrfs',
  'vfat',
  'exfat',
  'ntfs',
  'ntfs3',
  'fuseblk',
  'f2fs',
  'jfs',
  'reiserfs',
  'zfs',
]);
const NETWORK_FS = new Set(['nfs', 'nfs4', 'cifs', 'smb3']);
const SKIPPED_MOUNTS = /^\/(boot|proc|sys|dev|run|snap)(\/|$)/;

/** `\040` and the other octal escapes of the mounts table. */
const decodeOctal = (text: string) =>
  text.replace(/\\([0-7]{3})/g, (_m, oct: string) => String.fromCharCode(parseInt(oct, 8)));

export function parseMounts(text: string): MountedFilesystem[] {
  const seen = new Set<string>();
  const out: MountedFilesystem[] = [];
  for (const line of text.split('\n')) {
    const [device = '', rawMount = '', fsType = ''] = line.split(' ');
    const mountPoint = decodeOctal(rawMount);
    const local = LOCAL_FS.has(fsType) && device.startsWith('/dev/');
    if ((!local && !NETWORK_FS.has(fsType)) || SKIPPED_MOUNTS.test(mountPoint) || seen.has(device)) continue;
    seen.add(device);
    out.push({ device, mountPoint, fsType });
  }
  return out;
}

export async function mountedFilesystems(): Promise<MountedFilesystem[]> {
  try {
    return parseMounts(await readFile('/proc/self/mounts', 'utf8'));
  } catch {
    return [];
  }
}
