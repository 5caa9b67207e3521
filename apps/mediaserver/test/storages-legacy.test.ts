import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ownerAuth, userWithRole } from './servers-fixtures.ts';
import { answeringPort, tempFolder } from './storages-fixtures.ts';
import { startTestApp } from './support/test-app.ts';

const braced = (id: string) => `{${id}}`;
const STORAGE_TYPE_ID = '{f8544a40-880e-9442-b78a-9da6db6862b4}';

describe('legacy storage calls', () => {
  it('list storages as bare StorageData, filtered by storage or server id', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const res = await t.request({ method: 'GET', url: '/ec2/getStorages', headers: auth });
    expect(res.statusCode).toBe(200);
    const [storage] = res.json();
    const serverId = t.root.identity.serverId;
    expect(storage).toEqual({
      id: expect.stringMatching(/^\{[0-9a-f-]{36}\}$/),
      parentId: braced(serverId),
      name: '',
      url: `${t.dataDir}/storage`,
      typeId: STORAGE_TYPE_ID,
      spaceLimit: '10737418240',
      usedForWriting: true,
      storageType: 'local',
      addParams: [],
      status: 'Online',
      isBackup: false,
    });
    for (const id of [storage.id, serverId, serverId.toUpperCase()]) {
      const one = await t.request({
        method: 'GET',
        url: `/ec2/getStorages?id=${encodeURIComponent(id)}`,
        headers: auth,
      });
      expect(one.json(), id).toHaveLength(1);
    }
    const none = await t.request({
      method: 'GET',
      url: `/ec2/getStorages?id=${braced(randomUUID())}`,
      headers: auth,
    });
    expect(none.json()).toEqual([]);
  });

  it('save, replace and remove a storage; a share password is sealed and not shown', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const port = await answeringPort();
    const saved = await t.request({
      method: 'POST',
      url: '/ec2/saveStorage',
      headers: auth,
      payload: {
        name: 'NAS',
        url: `smb://cam:Legacy-Secret-1@127.0.0.1:${port}/archive`,
        spaceLimit: '53687091200',
        usedForWriting: true,
        isBackup: true,
        storageType: 'smb',
        addParams: [{ name: 'rack', value: '2' }],
        typeId: STORAGE_TYPE_ID,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json();
    expect(id).toMatch(/^\{[0-9a-f-]{36}\}$/);
    const row = t.root.storages.findById(id.slice(1, -1))!;
    expect(row).toMatchObject({ path: `smb://cam@127.0.0.1:${port}/archive`, spaceLimitB: 50 * 1024 ** 3 });
    expect(row).toMatchObject({
      isBackup: true,
      isUsedForWriting: true,
      status: 'Online',
      parameters: { rack: '2' },
    });
    expect(t.root.storagesService.credentialsOf(row)?.password).toBe('Legacy-Secret-1');
    const list = await t.request({ method: 'GET', url: '/ec2/getStorages', headers: auth });
    expect(list.body).not.toContain('Legacy-Secret-1');

    const replaced = await t.request({
      method: 'POST',
      url: '/ec2/saveStorage',
      headers: auth,
      payload: { id, url: `smb://cam@127.0.0.1:${port}/archive`, name: 'NAS 2' },
    });
    expect(replaced.json().id).toBe(id);
    expect(t.root.storages.findById(id.slice(1, -1))).toMatchObject({ name: 'NAS 2', isBackup: false });
    expect(t.root.storagesService.credentialsOf(t.root.storages.findById(id.slice(1, -1))!)?.password).toBe(
      'Legacy-Secret-1',
    );

    const sent = id.toUpperCase();
    const removed = await t.request({
      method: 'POST',
      url: '/ec2/removeStorage',
      headers: auth,
      payload: { id: sent },
    });
    expect(removed.json()).toEqual({ id: sent });
    expect(t.root.storages.findById(id.slice(1, -1))).toBeUndefined();
  });

  it('save several storages all or none, and record a missing folder as offline', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const dir = tempFolder();
    const bad = await t.request({
      method: 'POST',
      url: '/ec2/saveStorages',
      headers: auth,
      payload: [{ url: dir }, { url: 'relative/path' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errorString).toBe('Invalid parameter `url`: relative/path.');
    expect(t.root.storages.list()).toHaveLength(1);

    const ok = await t.request({
      method: 'POST',
      url: '/ec2/saveStorages',
      headers: auth,
      payload: [{ url: dir }, { url: `${dir}/not-made-yet`, spaceLimit: 0 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({});
    const byPath = new Map(t.root.storages.list().map((s) => [s.path, s]));
    expect(byPath.get(dir)?.status).toBe('Online');
    expect(byPath.get(`${dir}/not-made-yet`)).toMatchObject({ status: 'Offline', spaceLimitB: 0 });

    const unknownServer = await t.request({
      method: 'POST',
      url: '/ec2/saveStorage',
      headers: auth,
      payload: { url: tempFolder(), parentId: randomUUID() },
    });
    expect(unknownServer.statusCode).toBe(422);
    expect(unknownServer.json().errorId).toBe('invalidParameter');
  });

  it('are for admins only', async () => {
    const t = await startTestApp();
    const viewer = await userWithRole(t, 'advancedViewer');
    for (const [method, url] of [
      ['GET', '/ec2/getStorages'],
      ['POST', '/ec2/saveStorage'],
      ['POST', '/ec2/removeStorage'],
      ['GET', '/api/storageStatus?path=/tmp'],
    ] as const) {
      const res = await t.request({
        method,
        url,
        headers: viewer,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, url).toBe(403);
    }
  });
});
