import { formatBytes } from '@argus/contract';
import {
  isLockedToMain,
  type StorageDisplayState,
  type StorageMode,
  type StorageModel,
  type StorageSpaceDataWithDbInfo,
  storageDisplayState,
  storageMode,
  storageModeFields,
} from '@argus/contract/mediaserver';

/** Colours of the display states (spec 000 §4): green in use, red inaccessible, the rest in between. */
export const STATE_COLORS: Readonly<Record<StorageDisplayState, string>> = {
  inUse: 'green',
  inaccessible: 'red',
  reserved: 'gray',
  disabled: 'gray',
  reindexing: 'blue',
  beingChecked: 'yellow',
};

/** Sizes in 1024 units (spec 000 §9); unknown sizes (-1, or no report yet) as a dash. */
export function sizeText(bytes: number | undefined, locale?: string): string {
  if (bytes === undefined || bytes < 0) return '—';
  return formatBytes(bytes, { locale });
}

/** Shares of the disk, in percent: used by others and the archive, and the reserved space within the free. */
export interface SpaceShares {
  used: number;
  reserved: number;
  free: number;
}

export function spaceShares(total: number, free: number, reserved: number): SpaceShares | null {
  if (total <= 0 || free < 0) return null;
  const pct = (v: number) => Math.min(100, Math.max(0, (v / total) * 100));
  const freeShare = pct(free);
  const reservedShare = Math.min(pct(Math.max(0, reserved)), freeShare);
  return { used: 100 - freeShare, reserved: reservedShare, free: freeShare - reservedShare };
}

/** One row of the page: the storage record, its space report when the server sent one, and what follows. */
export interface StorageRow {
  storage: StorageModel;
  space: StorageSpaceDataWithDbInfo | undefined;
  mode: StorageMode;
  state: StorageDisplayState;
  /** The 'main only' lock: the only online main storage of its server (spec 000 §4). */
  lockedToMain: boolean;
}

function isOnline(storage: StorageModel, space: StorageSpaceDataWithDbInfo | undefined): boolean {
  return space ? space.isOnline : storage.status === 'Online';
}

/**
 * The storages the 'main only' lock holds (spec 000 §4), for the modes as they are being edited: a storage
 * that is main and the only online main one keeps its mode.
 */
export function lockedToMainIds(
  rows: readonly StorageRow[],
  modes: Readonly<Record<string, StorageMode>>,
): Set<string> {
  const inputs = rows.map((r) => ({
    id: r.storage.id,
    isOnline: isOnline(r.storage, r.space),
    ...storageModeFields(modes[r.storage.id] ?? r.mode),
  }));
  return new Set(inputs.filter((i) => isLockedToMain(i, inputs)).map((i) => i.id));
}

/** Joins the records with their space reports; without a report a storage is being checked. */
export function storageRows(
  storages: readonly StorageModel[],
  spaces: readonly StorageSpaceDataWithDbInfo[] | undefined,
): StorageRow[] {
  const byId = new Map((spaces ?? []).map((s) => [s.storageId, s]));
  const freeSpace = (spaces ?? [])
    .filter((s) => s.isOnline)
    .reduce((sum, s) => sum + Math.max(0, s.freeSpace), 0);
  const lockInputs = storages.map((s) => ({
    id: s.id,
    isOnline: isOnline(s, byId.get(s.id)),
    isUsedForWriting: s.isUsedForWriting,
    isBackup: s.isBackup,
  }));
  return storages.map((storage, i) => {
    const space = byId.get(storage.id);
    const state = space
      ? storageDisplayState({ ...space, status: storage.status }, { freeSpace })
      : storageDisplayState({
          storageId: storage.id,
          url: storage.path,
          isOnline: false,
          isWritable: false,
          isUsedForWriting: storage.isUsedForWriting,
          totalSpace: 0,
          freeSpace: 0,
          storageStatus: '',
        });
    return {
      storage,
      space,
      mode: storageMode(storage),
      state,
      lockedToMain: isLockedToMain(lockInputs[i]!, lockInputs),
    };
  });
}
