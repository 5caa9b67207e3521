import { describe, expect, it } from 'vitest';
import { NULL_ID } from '../src/index.ts';
import {
  formatStorageStatus,
  isLockedToMain,
  parseStorageStatus,
  recommendedSpaceLimitB,
  reserveSpaceWarning,
  type StorageStateInput,
  storageDisplayState,
  storageMode,
  storageModeFields,
} from '../src/mediaserver/index.ts';

const GiB = 1024 ** 3;

/** An online, writable main storage with plenty of space: `inUse`. */
const healthy: StorageStateInput = {
  storageId: '6a3b1f7e-0000-4000-8000-0000000000aa',
  url: '/srv/video',
  isOnline: true,
  isWritable: true,
  isUsedForWriting: true,
  totalSpace: 1000 * GiB,
  freeSpace: 500 * GiB,
  storageStatus: 'used|dbReady',
};
const state = (change: Partial<StorageStateInput>, context = {}) =>
  storageDisplayState({ ...healthy, ...change }, context);

describe('storage display state (spec 000 §4, in order)', () => {
  it('is inUse for an online, writable storage with space', () => {
    expect(state({})).toBe('inUse');
  });

  it('is beingChecked when neither online nor any space is known', () => {
    expect(state({ isOnline: false, totalSpace: 0, freeSpace: 0 })).toBe('beingChecked');
    expect(state({ storageStatus: 'beingChecked' })).toBe('beingChecked');
  });

  it('is inaccessible when offline with space known (or known unknown), or the status says so', () => {
    expect(state({ isOnline: false, totalSpace: -1, freeSpace: -1 })).toBe('inaccessible');
    expect(state({ isOnline: false })).toBe('inaccessible');
    expect(state({ status: 'inaccessible' })).toBe('inaccessible');
    expect(state({ status: 'Offline' })).toBe('inaccessible');
    expect(state({ status: 'Online' })).toBe('inUse');
  });

  it('is reindexing or disabled when the flags say so', () => {
    expect(state({ storageStatus: 'used|beingRebuilt' })).toBe('reindexing');
    expect(state({ storageStatus: 'disabled' })).toBe('disabled');
  });

  it('is reserved when not writable and not used for writing (either alone is not enough)', () => {
    expect(state({ isWritable: false, isUsedForWriting: false })).toBe('reserved');
    expect(state({ isWritable: false })).toBe('inUse');
    expect(state({ isUsedForWriting: false })).toBe('inUse');
  });

  it('is reserved when the total space is negative', () => {
    expect(state({ totalSpace: -1 })).toBe('reserved');
  });

  it('is reserved when the status says tooSmall', () => {
    expect(state({ storageStatus: 'used|tooSmall' })).toBe('reserved');
  });

  it('is reserved for a found local location on a fixed disk, not on a removable one', () => {
    const found = { storageId: NULL_ID, url: '/mnt/disk2/Argus Media' };
    expect(state(found)).toBe('reserved');
    expect(state({ ...found, storageStatus: 'removable' })).toBe('inUse');
    expect(state({ storageId: NULL_ID, url: 'smb://nas/share' })).toBe('inUse');
  });

  it('is reserved for a system storage smaller than a sixth of the free space', () => {
    const system = { storageStatus: 'used|system', totalSpace: 100 * GiB, freeSpace: 50 * GiB };
    expect(state(system, { freeSpace: 601 * GiB })).toBe('reserved');
    expect(state(system, { freeSpace: 600 * GiB })).toBe('inUse');
    expect(state(system)).toBe('inUse');
    expect(state({ ...system, storageStatus: 'used' }, { freeSpace: 6000 * GiB })).toBe('inUse');
  });
});

describe('storageStatus flags', () => {
  it('are written in the table order, `none` when empty, and read back', () => {
    expect(formatStorageStatus([])).toBe('none');
    expect(formatStorageStatus(['dbReady', 'used', 'system'])).toBe('used|system|dbReady');
    expect([...parseStorageStatus('used|bogus|removable')]).toEqual(['used', 'removable']);
    expect(parseStorageStatus('none').size).toBe(0);
  });
});

describe('storage modes and the main-only lock', () => {
  it('read the mode from the record and back', () => {
    expect(storageMode({ isUsedForWriting: true, isBackup: false })).toBe('main');
    expect(storageMode({ isUsedForWriting: true, isBackup: true })).toBe('backup');
    expect(storageMode({ isUsedForWriting: false, isBackup: true })).toBe('notUsed');
    for (const mode of ['main', 'backup', 'notUsed'] as const)
      expect(storageMode(storageModeFields(mode))).toBe(mode);
  });

  it('lock a main storage while no other online main storage exists', () => {
    const main = { id: 'a', isUsedForWriting: true, isBackup: false, isOnline: true };
    const otherMain = { ...main, id: 'b' };
    const backup = { ...main, id: 'c', isBackup: true };
    expect(isLockedToMain(main, [main])).toBe(true);
    expect(isLockedToMain(main, [main, backup])).toBe(true);
    expect(isLockedToMain(main, [main, { ...otherMain, isOnline: false }])).toBe(true);
    expect(isLockedToMain(main, [main, otherMain])).toBe(false);
    expect(isLockedToMain({ ...main, isOnline: false }, [otherMain])).toBe(false);
    expect(isLockedToMain(backup, [backup])).toBe(false);
  });
});

describe('reserved space', () => {
  it('is recommended at 10 GiB on local disks and 100 GiB on network storage', () => {
    expect(recommendedSpaceLimitB('local')).toBe(10 * GiB);
    expect(recommendedSpaceLimitB('usb')).toBe(10 * GiB);
    expect(recommendedSpaceLimitB('smb')).toBe(100 * GiB);
    expect(recommendedSpaceLimitB('network')).toBe(100 * GiB);
  });

  it('warns below the recommendation, and when it takes the whole storage', () => {
    expect(reserveSpaceWarning({ type: 'local', spaceLimitB: 10 * GiB })).toBeNull();
    expect(reserveSpaceWarning({ type: 'local', spaceLimitB: GiB })).toBe('belowRecommended');
    expect(reserveSpaceWarning({ type: 'smb', spaceLimitB: 10 * GiB })).toBe('belowRecommended');
    expect(reserveSpaceWarning({ type: 'local', spaceLimitB: 20 * GiB, totalSpace: 20 * GiB })).toBe(
      'exceedsTotal',
    );
    expect(reserveSpaceWarning({ type: 'local', spaceLimitB: 20 * GiB, totalSpace: -1 })).toBeNull();
  });
});
