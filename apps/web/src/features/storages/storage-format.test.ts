import type { StorageModel, StorageSpaceDataWithDbInfo } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { lockedToMainIds, STATE_COLORS, sizeText, spaceShares, storageRows } from './storage-format.ts';

const GiB = 1024 ** 3;
const SERVER = '11111111-1111-4111-8111-111111111111';

function storage(id: string, over: Partial<StorageModel> = {}): StorageModel {
  return {
    id,
    serverId: SERVER,
    name: id,
    path: `/srv/${id}`,
    type: 'local',
    spaceLimitB: 10 * GiB,
    isUsedForWriting: true,
    isBackup: false,
    status: 'Online',
    parameters: {},
    ...over,
  };
}

function space(s: StorageModel, over: Partial<StorageSpaceDataWithDbInfo> = {}): StorageSpaceDataWithDbInfo {
  return {
    url: s.path,
    storageId: s.id,
    serverId: SERVER,
    name: s.name,
    totalSpace: 500 * GiB,
    freeSpace: 200 * GiB,
    reservedSpace: s.spaceLimitB,
    isExternal: false,
    isWritable: true,
    isUsedForWriting: s.isUsedForWriting,
    isBackup: s.isBackup,
    isOnline: true,
    storageType: 'local',
    storageStatus: 'used|dbReady',
    ...over,
  };
}

describe('storage sizes', () => {
  it('step by 1024 (spec 000 §9) and show unknown sizes as a dash', () => {
    expect(sizeText(1536)).toBe('1.50 KB');
    expect(sizeText(10 * GiB)).toBe('10 GB');
    expect(sizeText(1024 ** 4 * 2.5)).toBe('2.50 TB');
    expect(sizeText(512)).toBe('512 B');
    expect(sizeText(-1)).toBe('—');
    expect(sizeText(undefined)).toBe('—');
    expect(sizeText(1536, 'de-DE')).toBe('1,50 KB');
  });

  it('split the bar into used, reserved and free shares of the disk', () => {
    expect(spaceShares(100, 40, 10)).toEqual({ used: 60, reserved: 10, free: 30 });
    // A reserve larger than the free space fills the free part, no more.
    expect(spaceShares(100, 5, 50)).toEqual({ used: 95, reserved: 5, free: 0 });
    expect(spaceShares(-1, -1, 0)).toBeNull();
    expect(spaceShares(0, 0, 0)).toBeNull();
  });
});

describe('storage rows', () => {
  it('give each state its colour', () => {
    expect(STATE_COLORS).toEqual({
      inUse: 'green',
      inaccessible: 'red',
      reserved: 'gray',
      disabled: 'gray',
      reindexing: 'blue',
      beingChecked: 'yellow',
    });
  });

  it('read the state from the space report, and are being checked without one', () => {
    const a = storage('a');
    const b = storage('b', { status: 'Offline' });
    const c = storage('c', { isUsedForWriting: false });
    const d = storage('d');
    const e = storage('e');
    const rows = storageRows(
      [a, b, c, d, e],
      [
        space(a),
        space(b, { isOnline: false, totalSpace: -1, freeSpace: -1 }),
        space(c, { isWritable: false, isUsedForWriting: false }),
        space(d, { storageStatus: 'used|beingRebuilt' }),
      ],
    );
    expect(rows.map((r) => [r.storage.id, r.state, r.mode])).toEqual([
      ['a', 'inUse', 'main'],
      ['b', 'inaccessible', 'main'],
      ['c', 'reserved', 'notUsed'],
      ['d', 'reindexing', 'main'],
      ['e', 'beingChecked', 'main'],
    ]);
  });

  it('lock the only online main storage to main, following the edited modes', () => {
    const a = storage('a');
    const b = storage('b', { isBackup: true });
    const off = storage('off', { status: 'Offline' });
    const rows = storageRows([a, b, off], [space(a), space(b), space(off, { isOnline: false })]);
    expect(rows.map((r) => r.lockedToMain)).toEqual([true, false, false]);
    expect(lockedToMainIds(rows, {})).toEqual(new Set(['a']));
    // Once b is made main as well, neither is the only one.
    expect(lockedToMainIds(rows, { b: 'main' })).toEqual(new Set());
  });
});
