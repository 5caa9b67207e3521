/**
 * Storages as replies: the REST `StorageModel` (§4.4.1), the legacy `StorageData` (§4.4.3) and the space and
 * state report `StorageSpaceData[WithDbInfo]` (§4.4.2), from a record and what a probe found.
 */
import { legacyId, NULL_ID } from '@argus/contract';
import {
  formatStorageStatus,
  type LegacyStorageData,
  recommendedSpaceLimitB,
  STORAGE_TYPE_ID,
  type StorageModel,
  type StorageSpaceData,
  type StorageSpaceDataWithDbInfo,
  type StorageStatusFlag,
  type StorageType,
} from '@argus/contract/mediaserver';
import type { StorageObservation } from './storage-probe.ts';
import type { StorageRow } from './storages.table.ts';

// Written only through the contract's schemas and the service, so type and status are valid values.
const typeOf = (row: StorageRow) => row.type as StorageType;
const statusOf = (row: StorageRow) => row.status as StorageModel['status'];

export function toStorageModel(row: StorageRow): StorageModel {
  return {
    id: row.id,
    serverId: row.serverId,
    name: row.name,
    path: row.path,
    type: typeOf(row),
    spaceLimitB: row.spaceLimitB,
    isUsedForWriting: row.isUsedForWriting,
    isBackup: row.isBackup,
    status: statusOf(row),
    parameters: row.parameters,
  };
}

const paramText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function toLegacyStorageData(row: StorageRow): LegacyStorageData {
  return {
    id: legacyId(row.id),
    parentId: legacyId(row.serverId),
    name: row.name,
    url: row.path,
    typeId: legacyId(STORAGE_TYPE_ID),
    spaceLimit: String(row.spaceLimitB),
    usedForWriting: row.isUsedForWriting,
    storageType: row.type,
    addParams: Object.entries(row.parameters).map(([name, value]) => ({ name, value: paramText(value) })),
    status: row.status,
    isBackup: row.isBackup,
  };
}

/** Storage on a share or a NAS, as opposed to a disk of this machine. */
export function isExternalType(type: StorageType): boolean {
  return type === 'smb' || type === 'network' || type === 'cloud';
}

/** The `storageStatus` flags (§5.6) of a storage in its current state. */
export function statusFlags(
  record: { isUsedForWriting: boolean; spaceLimitB: number },
  seen: StorageObservation,
  rebuilding: boolean,
): StorageStatusFlag[] {
  const flags: StorageStatusFlag[] = [];
  if (seen.isOnline && record.isUsedForWriting) flags.push('used');
  // Less space than is to be kept free: nothing could be recorded.
  if (seen.isOnline && seen.totalSpace >= 0 && seen.totalSpace < record.spaceLimitB) flags.push('tooSmall');
  if (seen.isSystem) flags.push('system');
  if (seen.isRemovable) flags.push('removable');
  if (rebuilding) flags.push('beingRebuilt');
  else if (seen.isOnline) flags.push('dbReady');
  return flags;
}

export function toStorageSpaceData(
  row: StorageRow,
  seen: StorageObservation,
  rebuilding: boolean,
): StorageSpaceData {
  return {
    url: row.path,
    storageId: row.id,
    totalSpace: seen.totalSpace,
    freeSpace: seen.freeSpace,
    reservedSpace: row.spaceLimitB,
    isExternal: isExternalType(typeOf(row)),
    isWritable: seen.isWritable,
    isUsedForWriting: row.isUsedForWriting,
    isBackup: row.isBackup,
    isOnline: seen.isOnline,
    storageType: typeOf(row),
    storageStatus: formatStorageStatus(statusFlags(row, seen, rebuilding)),
  };
}

export function toStorageSpaceDataWithDbInfo(
  row: StorageRow,
  seen: StorageObservation,
  rebuilding: boolean,
): StorageSpaceDataWithDbInfo {
  return { ...toStorageSpaceData(row, seen, rebuilding), serverId: row.serverId, name: row.name };
}

/** A location nobody saved (a path a client probes, a disk the server found): not used, the recommended reserve. */
export function unsavedSpaceData(url: string, type: StorageType, seen: StorageObservation): StorageSpaceData {
  const record = { isUsedForWriting: false, spaceLimitB: recommendedSpaceLimitB(type) };
  return {
    url,
    storageId: NULL_ID,
    totalSpace: seen.totalSpace,
    freeSpace: seen.freeSpace,
    reservedSpace: record.spaceLimitB,
    isExternal: isExternalType(type),
    isWritable: seen.isWritable,
    isUsedForWriting: false,
    isBackup: false,
    isOnline: seen.isOnline,
    storageType: type,
    storageStatus: formatStorageStatus(statusFlags(record, seen, false)),
  };
}

/** The type of a path once probed: a local folder may be on a removable disk or a NAS mounted by hand. */
export function detectedType(kind: 'local' | 'smb' | 'nfs', seen: StorageObservation): StorageType {
  if (kind === 'smb') return 'smb';
  if (kind === 'nfs') return 'network';
  if (seen.isRemovable) return 'usb';
  return seen.isNetworkFs ? 'network' : 'local';
}
