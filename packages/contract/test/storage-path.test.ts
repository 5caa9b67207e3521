import { describe, expect, it } from 'vitest';
import {
  INVALID_STORAGE_PATH_TEXT,
  networkStorageEndpoint,
  parseStoragePath,
  publicStoragePath,
  redactStoragePath,
  STORAGE_PATH_ERROR_MESSAGES,
  type StoragePath,
  storagePathKey,
  storageTypeOfPath,
  validateStoragePath,
} from '../src/mediaserver/index.ts';

const parsed = (text: string): StoragePath => {
  const p = parseStoragePath(text);
  if (!p) throw new Error(`not a path: ${text}`);
  return p;
};

describe('storage paths: local folders', () => {
  it('are absolute POSIX paths, normalised', () => {
    expect(parseStoragePath('/var/lib/argus')).toEqual({ kind: 'local', path: '/var/lib/argus' });
    expect(parseStoragePath('  /a//b/./c/  ')).toEqual({ kind: 'local', path: '/a/b/c' });
    expect(parseStoragePath('/')).toEqual({ kind: 'local', path: '/' });
    expect(parseStoragePath('/media/My Disk')).toEqual({ kind: 'local', path: '/media/My Disk' });
  });

  it('refuse relative paths, `..`, control characters, Windows paths and empty text', () => {
    for (const text of ['', '   ', 'var/lib', './x', '/a/../b', '/a/b\u0000', 'C:\\Video', '/x\ny'])
      expect(parseStoragePath(text), JSON.stringify(text)).toBeNull();
    expect(parseStoragePath(`/${'a'.repeat(5000)}`)).toBeNull();
  });

  it('are their own public form and key', () => {
    const p = parsed('/srv/video/');
    expect(publicStoragePath(p)).toBe('/srv/video');
    expect(storagePathKey(p)).toBe('/srv/video');
    expect(storageTypeOfPath(p)).toBe('local');
  });
});

describe('storage paths: shares by URL', () => {
  it('split user and password off an SMB URL', () => {
    expect(parseStoragePath('smb://alice:s3cr%40t@nas.local:1445/video/cams')).toEqual({
      kind: 'smb',
      host: 'nas.local',
      port: 1445,
      remotePath: '/video/cams',
      user: 'alice',
      password: 's3cr@t',
    });
    expect(parseStoragePath('SMB://10.0.0.5/share')).toMatchObject({
      kind: 'smb',
      host: '10.0.0.5',
      port: null,
      user: null,
      password: null,
    });
    expect(parseStoragePath('smb://bob@[::1]/share')).toMatchObject({
      host: '[::1]',
      user: 'bob',
      password: null,
    });
  });

  it('read NFS exports, which have no credentials', () => {
    expect(parseStoragePath('nfs://filer/export/argus')).toEqual({
      kind: 'nfs',
      host: 'filer',
      port: null,
      remotePath: '/export/argus',
      user: null,
      password: null,
    });
    expect(parseStoragePath('nfs://u:p@filer/export')).toBeNull();
  });

  it('refuse other schemes, bad hosts and ports, missing shares, queries and `..`', () => {
    for (const text of [
      'ftp://host/share',
      'http://host/share',
      'smb://host',
      'smb://host/',
      'smb:///share',
      'smb://bad_host!/share',
      'smb://host:0/share',
      'smb://host:70000/share',
      'smb://host/share?x=1',
      'smb://host/share#frag',
      'smb://host/a/../b',
      'smb://:pass@host/share',
      'smb://host/%E0%A4%A',
    ])
      expect(parseStoragePath(text), text).toBeNull();
  });

  it('show no password in their public form, and share one key whoever logs in', () => {
    const withPassword = parsed('smb://alice:pw@NAS/Video/Cams');
    expect(publicStoragePath(withPassword)).toBe('smb://alice@NAS/Video/Cams');
    expect(publicStoragePath(parsed('smb://a%20b:pw@nas/my%20share'))).toBe('smb://a%20b@nas/my%20share');
    expect(storagePathKey(withPassword)).toBe('smb://nas:445/video/cams');
    expect(storagePathKey(parsed('smb://bob@nas:445/video/cams/'))).toBe(storagePathKey(withPassword));
    expect(storagePathKey(parsed('nfs://Filer/Export'))).toBe('nfs://filer:2049/Export');
    expect(storageTypeOfPath(withPassword)).toBe('smb');
    expect(storageTypeOfPath(parsed('nfs://filer/x'))).toBe('network');
  });

  it('name the port whose answer says the share is reachable', () => {
    expect(networkStorageEndpoint(parsed('smb://nas/share') as never)).toEqual({ host: 'nas', port: 445 });
    expect(networkStorageEndpoint(parsed('nfs://[::1]:2050/x') as never)).toEqual({
      host: '::1',
      port: 2050,
    });
  });
});

describe('storage path messages', () => {
  it('hide the password of any URL-like text', () => {
    expect(redactStoragePath('smb://alice:secret@nas/share')).toBe('smb://alice:***@nas/share');
    expect(redactStoragePath('smb://alice:secret@bad host!/share')).toBe('smb://alice:***@bad host!/share');
    expect(redactStoragePath('/local/path')).toBe('/local/path');
    expect(redactStoragePath('smb://nas/share')).toBe('smb://nas/share');
  });

  it('validate the path field of the add-storage form', () => {
    expect(validateStoragePath('')).toEqual({ ok: false, error: 'required' });
    expect(validateStoragePath(undefined)).toEqual({ ok: false, error: 'required' });
    expect(validateStoragePath('relative')).toEqual({ ok: false, error: 'invalid' });
    expect(validateStoragePath('/ok')).toEqual({ ok: true });
    for (const system of ['/', '/etc', '/etc/ssl/', '/root', '/proc/1', '/dev', '/tmp', '/var', '/usr/lib'])
      expect(validateStoragePath(system), system).toEqual({ ok: false, error: 'invalid' });
    for (const own of ['/tmp/archive', '/var/lib/argus-archive', '/srv/archive', '/mnt/disk1', '/etcetera'])
      expect(validateStoragePath(own), own).toEqual({ ok: true });
    expect(STORAGE_PATH_ERROR_MESSAGES.invalid).toBe(INVALID_STORAGE_PATH_TEXT);
    expect(INVALID_STORAGE_PATH_TEXT).toBe('Invalid storage path.');
  });
});
