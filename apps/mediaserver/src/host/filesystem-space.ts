/**
 * What a local folder is, read from the host: whether it is a writable directory, the size and free space
 * of its filesystem (`statfs`: free is what an unprivileged writer may use), whether that filesystem is the
 * OS root's (the system storage), on a removable device (`/sys/dev/block/<major>:<minor>/removable`, or its
 * parent device's for a partition) or a network filesystem mounted by hand (NFS, SMB/CIFS).
 */
import { type BigIntStats, constants } from 'node:fs';
import { access, readFile, realpath, stat, statfs } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface FolderState {
  isDirectory: boolean;
  isWritable: boolean;
  /** Bytes; -1 when unknown (no such folder). */
  totalB: number;
  freeB: number;
  isSystem: boolean;
  isRemovable: boolean;
  isNetworkFs: boolean;
  /** The filesystem's device number, as text; null when unknown. */
  device: string | null;
}

const UNKNOWN: FolderState = {
  isDirectory: false,
  isWritable: false,
  totalB: -1,
  freeB: -1,
  isSystem: false,
  isRemovable: false,
  isNetworkFs: false,
  device: null,
};

/** `statfs` f_type of NFS, SMB, CIFS and SMB2 mounts. */
const NETWORK_FS_TYPES: ReadonlySet<number> = new Set([0x6969, 0x517b, 0xff534d42, 0xfe534d42]);

/** Linux's major and minor numbers of a device number (glibc's `gnu_dev_major`/`gnu_dev_minor`). */
export function deviceNumbers(dev: bigint): { major: bigint; minor: bigint } {
  const major = ((dev >> 8n) & 0xfffn) | ((dev >> 32n) & ~0xfffn);
  const minor = (dev & 0xffn) | ((dev >> 12n) & ~0xffn);
  return { major, minor };
}

async function readFlag(file: string): Promise<boolean | null> {
  try {
    return (await readFile(file, 'utf8')).trim() === '1';
  } catch {
    return null;
  }
}

const removableByDevice = new Map<bigint, Promise<boolean>>();

async function readRemovable(dev: bigint): Promise<boolean> {
  const { major, minor } = deviceNumbers(dev);
  if (major === 0n) return false; // virtual filesystems (tmpfs, overlay) have no block device
  const node = `/sys/dev/block/${major}:${minor}`;
  const own = await readFlag(join(node, 'removable'));
  if (own !== null) return own;
  try {
    return (await readFlag(join(dirname(await realpath(node)), 'removable'))) ?? false;
  } catch {
    return false;
  }
}

/** Devices keep their removable flag while the server runs. */
function isRemovableDevice(dev: bigint): Promise<boolean> {
  let known = removableByDevice.get(dev);
  if (!known) {
    known = readRemovable(dev);
    removableByDevice.set(dev, known);
  }
  return known;
}

let rootDevice: Promise<bigint | null> | null = null;
function rootDev(): Promise<bigint | null> {
  rootDevice ??= stat('/', { bigint: true }).then(
    (s) => s.dev,
    () => null,
  );
  return rootDevice;
}

async function writable(path: string): Promise<boolean> {
  try {
    await access(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

export async function probeFolder(path: string): Promise<FolderState> {
  let info: BigIntStats;
  try {
    info = await stat(path, { bigint: true });
  } catch {
    return UNKNOWN;
  }
  if (!info.isDirectory()) return UNKNOWN;
  let space: Awaited<ReturnType<typeof statfs>>;
  try {
    space = await statfs(path);
  } catch {
    return { ...UNKNOWN, isDirectory: true, device: String(info.dev) };
  }
  const [isWritable, root, isRemovable] = await Promise.all([
    writable(path),
    rootDev(),
    isRemovableDevice(info.dev),
  ]);
  return {
    isDirectory: true,
    isWritable,
    totalB: space.blocks * space.bsize,
    freeB: space.bavail * space.bsize,
    isSystem: root !== null && info.dev === root,
    isRemovable,
    isNetworkFs: NETWORK_FS_TYPES.has(space.type),
    device: String(info.dev),
  };
}
