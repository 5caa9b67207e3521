/**
 * Storage states and modes (spec 000 §4, media-server-api §5.6): the display state the console shows for a
 * storage, its mode, the 'main only' lock, and the reserve-space warning. The media server enforces the lock
 * with the same function the web app uses to disable the other modes.
 */
import { isNullId } from '../schemas/ids.ts';
import { parseStorageStatus, type StorageType } from '../schemas/storages.ts';

export const STORAGE_DISPLAY_STATES = [
  'inUse',
  'inaccessible',
  'reserved',
  'disabled',
  'reindexing',
  'beingChecked',
] as const;
export type StorageDisplayState = (typeof STORAGE_DISPLAY_STATES)[number];

/** What the display state is read from: a `StorageSpaceData`, with the record's status when known. */
export interface StorageStateInput {
  storageId: string;
  url: string;
  isOnline: boolean;
  isWritable: boolean;
  isUsedForWriting: boolean;
  totalSpace: number;
  freeSpace: number;
  storageStatus: string;
  /** The record's resource status (`Online`/`Offline`), or a state the console already computed. */
  status?: string;
}

export interface StorageStateContext {
  /** The free space of all the server's online storages together (for the system-storage rule). */
  freeSpace?: number;
}

/** Space is known, or known to be unknown (-1), once a storage has been looked at. */
const hasSpace = (s: StorageStateInput) => (s.totalSpace ?? 0) !== 0 || (s.freeSpace ?? 0) !== 0;

/**
 * The display state, by spec 000 §4 in its order: neither online nor any space → `beingChecked`; an
 * inaccessible status or offline → `inaccessible`; `reserved` when not writable and not used for writing, or
 * total space negative, or the status says `tooSmall`, or the row id (the storage id, or the url of a found,
 * unsaved location) starts with `/` and is not removable, or it is the system storage and smaller than a sixth
 * of the free space; else `inUse`. The flags `beingChecked`, `beingRebuilt` and `disabled`, which the spec
 * names as states without a rule, give `beingChecked` first, and `reindexing` and `disabled` before `reserved`.
 */
export function storageDisplayState(
  s: StorageStateInput,
  context: StorageStateContext = {},
): StorageDisplayState {
  const flags = parseStorageStatus(s.storageStatus);
  if ((!s.isOnline && !hasSpace(s)) || flags.has('beingChecked')) return 'beingChecked';
  if (s.status === 'inaccessible' || s.status === 'Offline' || !s.isOnline) return 'inaccessible';
  if (flags.has('beingRebuilt')) return 'reindexing';
  if (flags.has('disabled')) return 'disabled';
  const rowId = isNullId(s.storageId) ? s.url : s.storageId;
  const reserved =
    (!s.isWritable && !s.isUsedForWriting) ||
    s.totalSpace < 0 ||
    flags.has('tooSmall') ||
    (rowId.startsWith('/') && !flags.has('removable')) ||
    (flags.has('system') && context.freeSpace !== undefined && s.totalSpace < context.freeSpace / 6);
  return reserved ? 'reserved' : 'inUse';
}

export const STORAGE_MODES = ['main', 'backup', 'notUsed'] as const;
export type StorageMode = (typeof STORAGE_MODES)[number];

export interface StorageModeFields {
  isUsedForWriting: boolean;
  isBackup: boolean;
}

/** notUsed: not used for writing; backup: used for backup; main: the rest. */
export function storageMode(s: StorageModeFields): StorageMode {
  if (!s.isUsedForWriting) return 'notUsed';
  return s.isBackup ? 'backup' : 'main';
}

/** The record fields of a mode. */
export function storageModeFields(mode: StorageMode): StorageModeFields {
  return { isUsedForWriting: mode !== 'notUsed', isBackup: mode === 'backup' };
}

export interface StorageLockInput extends StorageModeFields {
  id: string;
  isOnline: boolean;
}

/**
 * The 'main only' lock (spec 000 §4): a main storage stays main while no other online main storage of its
 * server exists, so that the server always has somewhere to record. `others` may include the storage itself.
 */
export function isLockedToMain(storage: StorageLockInput, others: readonly StorageLockInput[]): boolean {
  if (storageMode(storage) !== 'main') return false;
  return !others.some((o) => o.id !== storage.id && o.isOnline && storageMode(o) === 'main');
}

/** What the server answers when a change would leave no online main storage [design]. */
export const MAIN_ONLY_LOCK_TEXT =
  'This is the only online main storage of the server: it can only be used as main storage.';
export const MAIN_ONLY_REMOVE_TEXT =
  'This is the only online main storage of the server: it cannot be removed.';

const GiB = 1024 ** 3;

/** The reserved space the reference recommends: 10 GiB on local disks, 100 GiB on network storage. */
export function recommendedSpaceLimitB(type: StorageType): number {
  return type === 'network' || type === 'smb' ? 100 * GiB : 10 * GiB;
}

export type ReserveSpaceWarning = 'belowRecommended' | 'exceedsTotal';

/**
 * The add/change dialog's warning on the reserved space: below the recommendation (recording may fill the disk
 * before old footage is deleted), or at least the whole disk (nothing could be recorded).
 */
export function reserveSpaceWarning(s: {
  type: StorageType;
  spaceLimitB: number;
  totalSpace?: number;
}): ReserveSpaceWarning | null {
  if (s.totalSpace !== undefined && s.totalSpace > 0 && s.spaceLimitB >= s.totalSpace) return 'exceedsTotal';
  if (s.spaceLimitB < recommendedSpaceLimitB(s.type)) return 'belowRecommended';
  return null;
}

export const RESERVE_SPACE_WARNING_MESSAGES: Readonly<Record<ReserveSpaceWarning, string>> = {
  belowRecommended:
    'Reserved space is below the recommended value: the archive may fill the disk before old recordings are deleted.',
  exceedsTotal: 'Reserved space is at least the size of the storage: nothing can be recorded on it.',
};
