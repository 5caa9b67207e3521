import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deviceNumbers, probeFolder } from '../src/host/filesystem-space.ts';
import { parseMounts } from '../src/host/mounts.ts';
import { canConnect } from '../src/host/tcp-reach.ts';
import { answeringPort, closedPort, tempFolder } from './storages-fixtures.ts';

describe('host facts for storages', () => {
  it('read the filesystems that could hold an archive from the mounts table', () => {
    const table = [
      '/dev/sda1 / ext4 rw,relatime 0 0',
      'proc /proc proc rw 0 0',
      'tmpfs /run tmpfs rw 0 0',
      '/dev/sdb1 /media/usb\\040disk vfat rw 0 0',
      '/dev/sda2 /boot/efi vfat rw 0 0',
      'nas:/export /mnt/nas nfs4 rw 0 0',
      '/dev/sda1 /var/lib/docker ext4 rw 0 0',
    ].join('\n');
    expect(parseMounts(table)).toEqual([
      { device: '/dev/sda1', mountPoint: '/', fsType: 'ext4' },
      { device: '/dev/sdb1', mountPoint: '/media/usb disk', fsType: 'vfat' },
      { device: 'nas:/export', mountPoint: '/mnt/nas', fsType: 'nfs4' },
    ]);
  });

  it('split device numbers as Linux does', () => {
    expect(deviceNumbers(0x801n)).toEqual({ major: 8n, minor: 1n });
    expect(deviceNumbers(0xfe00n)).toEqual({ major: 254n, minor: 0n });
    expect(deviceNumbers((259n << 8n) | 0x100005n)).toMatchObject({ major: 259n });
  });

  it('tell a writable folder from a file and from nothing', async () => {
    const dir = tempFolder();
    const file = join(dir, 'file');
    writeFileSync(file, 'x');
    expect(await probeFolder(dir)).toMatchObject({ isDirectory: true, isWritable: true });
    expect((await probeFolder(dir)).totalB).toBeGreaterThan(0);
    for (const path of [file, join(dir, 'missing')])
      expect(await probeFolder(path)).toMatchObject({
        isDirectory: false,
        isWritable: false,
        totalB: -1,
        freeB: -1,
      });
  });

  it('tell a port that answers from one that refuses', async () => {
    expect(await canConnect('127.0.0.1', await answeringPort(), 2000)).toBe(true);
    expect(await canConnect('127.0.0.1', await closedPort(), 2000)).toBe(false);
  });
});
