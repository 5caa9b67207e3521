import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MAIN_ONLY_LOCK_TEXT, MAIN_ONLY_REMOVE_TEXT } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { storages } from '../src/modules/storages/index.ts';
import { PATH_USED_BY_SERVER_TEXT, PATH_USED_TEXT } from '../src/modules/storages/storages.service.ts';
import { insertOtherServer, ownerAuth, userWithRole } from './servers-fixtures.ts';
import { addStorage, answeringPort, closedPort, STORAGES_URL, tempFolder } from './storages-fixtures.ts';
import { startTestApp } from './support/test-app.ts';

const GiB = 1024 ** 3;

describe('storages over REST', () => {
  it('start with the default storage: a main storage in the data dir', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const res = await t.request({ method: 'GET', url: `${STORAGES_URL}?_keepDefault=true`, headers: auth });
    expect(res.statusCode).toBe(200);
    const path = join(t.dataDir, 'storage');
    expect(existsSync(path)).toBe(true);
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        serverId: t.root.identity.serverId,
        name: '',
        path,
        type: 'local',
        spaceLimitB: 10 * GiB,
        isUsedForWriting: true,
        isBackup: false,
        status: 'Online',
        parameters: {},
      },
    ]);
    // Without _keepDefault the empty values are left out; `*` and the server's id list the same storages.
    const bare = (await t.request({ method: 'GET', url: STORAGES_URL, headers: auth })).json()[0];
    expect(bare).not.toHaveProperty('isBackup');
    expect(bare).not.toHaveProperty('name');
    for (const server of [
      '*',
      '%2A',
      t.root.identity.serverId,
      `{${t.root.identity.serverId.toUpperCase()}}`,
    ]) {
      const list = await t.request({
        method: 'GET',
        url: `/rest/v2/servers/${server}/storages`,
        headers: auth,
      });
      expect(
        list.json().map((s: { id: string }) => s.id),
        server,
      ).toEqual([bare.id]);
    }
  });

  it('add a local folder, read, change, replace and remove it', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const dir = tempFolder();
    const created = await addStorage(t, auth, { name: 'Extra', path: `${dir}/`, isUsedForWriting: true });
    expect(created).toMatchObject({ name: 'Extra', path: dir, type: 'local', spaceLimitB: 10 * GiB });
    expect(created).toMatchObject({ isUsedForWriting: true, isBackup: false, status: 'Online' });
    const url = `${STORAGES_URL}/${created.id}`;
    expect((await t.request({ method: 'GET', url, headers: auth })).json()).toMatchObject({ id: created.id });

    const patched = await t.request({
      method: 'PATCH',
      url: `${url}?_keepDefault=true`,
      headers: auth,
      payload: { isBackup: true, spaceLimitB: 20 * GiB, parameters: { note: 'rack 2' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Extra', isBackup: true, spaceLimitB: 20 * GiB });
    expect(patched.json().parameters).toEqual({ note: 'rack 2' });

    const replaced = await t.request({
      method: 'PUT',
      url: `${url}?_keepDefault=true`,
      headers: auth,
      payload: { path: dir, name: 'Replaced' },
    });
    expect(replaced.json()).toMatchObject({ name: 'Replaced', isBackup: false, isUsedForWriting: false });
    expect(replaced.json()).toMatchObject({ spaceLimitB: 10 * GiB, parameters: {} });

    const removed = await t.request({ method: 'DELETE', url, headers: auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toBe('');
    expect((await t.request({ method: 'GET', url, headers: auth })).statusCode).toBe(404);
    expect(existsSync(dir)).toBe(true);
  });

  it('create at an unknown id with PUT, and refuse POST at an id', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const id = '6a3b1f7e-0000-4000-8000-0000000000c1';
    const put = await t.request({
      method: 'PUT',
      url: `${STORAGES_URL}/${id}`,
      headers: auth,
      payload: { path: tempFolder() },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().id).toBe(id);
    const again = await t.request({
      method: 'POST',
      url: STORAGES_URL,
      headers: auth,
      payload: { id, path: tempFolder() },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().errorString).toBe('Already exists');
    const atId = await t.request({
      method: 'POST',
      url: `${STORAGES_URL}/${id}`,
      headers: auth,
      payload: {},
    });
    expect(atId.statusCode).toBe(400);
  });

  it('refuse bad input with the documented errors, and write nothing', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const post = (payload: object, url = STORAGES_URL) =>
      t.request({ method: 'POST', url, headers: auth, payload });
    const cases: [object, number, string][] = [
      [{}, 422, 'Missing required parameter: path.'],
      [{ path: 'relative/dir' }, 422, 'Invalid parameter `path`: relative/dir.'],
      [{ path: '/no/such/folder/anywhere' }, 422, 'Invalid parameter `path`: /no/such/folder/anywhere.'],
      [{ path: 'ftp://host/share' }, 422, 'Invalid parameter `path`: ftp://host/share.'],
      [{ path: tempFolder(), spaceLimitB: -1 }, 422, 'Invalid parameter `spaceLimitB`: -1.'],
      [{ path: tempFolder(), isBackup: 'yes' }, 422, 'Invalid parameter `isBackup`: yes.'],
    ];
    for (const [payload, status, text] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().errorString).toBe(text);
    }
    const unknown = '6a3b1f7e-0000-4000-8000-0000000000c2';
    const missing = await t.request({ method: 'GET', url: `${STORAGES_URL}/${unknown}`, headers: auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorString).toBe(`Resource '${unknown}' is not found`);
    expect((await post({ path: tempFolder() }, `/rest/v1/servers/${unknown}/storages`)).statusCode).toBe(404);
    const other = insertOtherServer(t);
    const offline = await post({ path: tempFolder() }, `/rest/v1/servers/${other}/storages`);
    expect(offline.statusCode).toBe(503);
    expect(t.root.storages.list()).toHaveLength(1);
  });

  it('refuse a path another storage of the server uses, and a share another server uses', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const dir = tempFolder();
    await addStorage(t, auth, { path: dir });
    const twice = await t.request({
      method: 'POST',
      url: STORAGES_URL,
      headers: auth,
      payload: { path: `${dir}//` },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ errorId: 'invalidParameter', errorString: PATH_USED_TEXT });

    const other = insertOtherServer(t);
    const port = await answeringPort();
    const row = { serverId: other, type: 'smb', status: 'Online' };
    t.root.db
      .insert(storages)
      .values([
        {
          ...row,
          id: randomUUID(),
          path: `smb://127.0.0.1:${port}/Video`,
          pathKey: `smb://127.0.0.1:${port}/video`,
        },
        { ...row, id: randomUUID(), path: dir, pathKey: dir, type: 'local' },
      ])
      .run();
    const share = await t.request({
      method: 'POST',
      url: STORAGES_URL,
      headers: auth,
      payload: { path: `smb://someone:pw@127.0.0.1:${port}/video/` },
    });
    expect(share.statusCode).toBe(422);
    expect(share.json().errorString).toBe(PATH_USED_BY_SERVER_TEXT);
    // The same local path on another server is another machine's folder.
    const dir2 = tempFolder();
    t.root.db
      .insert(storages)
      .values({ ...row, id: randomUUID(), path: dir2, pathKey: dir2, type: 'local' })
      .run();
    await addStorage(t, auth, { path: dir2 });
  });

  it('keep the last online main storage main (the main-only lock)', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const [main] = (await t.request({ method: 'GET', url: STORAGES_URL, headers: auth })).json();
    const url = `${STORAGES_URL}/${main.id}`;
    for (const payload of [{ isUsedForWriting: false }, { isBackup: true }]) {
      const res = await t.request({ method: 'PATCH', url, headers: auth, payload });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errorId: 'cantProcessRequest', errorString: MAIN_ONLY_LOCK_TEXT });
    }
    const removed = await t.request({ method: 'DELETE', url, headers: auth });
    expect(removed.statusCode).toBe(422);
    expect(removed.json().errorString).toBe(MAIN_ONLY_REMOVE_TEXT);

    const second = await addStorage(t, auth, { path: tempFolder(), isUsedForWriting: true });
    const toBackup = await t.request({ method: 'PATCH', url, headers: auth, payload: { isBackup: true } });
    expect(toBackup.statusCode, toBackup.body).toBe(200);
    const last = await t.request({
      method: 'PATCH',
      url: `${STORAGES_URL}/${second.id}`,
      headers: auth,
      payload: { isUsedForWriting: false },
    });
    expect(last.statusCode).toBe(422);
  });

  it('keep a share password sealed, never show it, and report an unreachable share offline', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const secret = 'Share-Secret-1';
    const port = await answeringPort();
    const share = await addStorage(t, auth, { path: `smb://alice:${secret}@127.0.0.1:${port}/video/cams` });
    expect(share).toMatchObject({
      path: `smb://alice@127.0.0.1:${port}/video/cams`,
      type: 'smb',
      spaceLimitB: 100 * GiB,
      status: 'Online',
    });
    const row = t.root.storages.findById(share.id)!;
    expect(row.sealedPassword).not.toContain(secret);
    expect(t.root.storagesService.credentialsOf(row)).toEqual({ user: 'alice', password: secret });

    const url = `${STORAGES_URL}/${share.id}`;
    // Writing back the path as read keeps the password; another user loses it.
    await t.request({ method: 'PUT', url, headers: auth, payload: { path: share.path, name: 'NAS' } });
    expect(t.root.storagesService.credentialsOf(t.root.storages.findById(share.id)!)?.password).toBe(secret);

    for (const get of [
      STORAGES_URL,
      url,
      `${url}/status`,
      '/rest/v1/servers/*/storages/*/status',
      '/ec2/getStorages',
      '/ec2/getMediaServersEx',
      '/api/storageSpace',
    ]) {
      const res = await t.request({ method: 'GET', url: get, headers: auth });
      expect(res.statusCode, get).toBe(200);
      expect(res.body, get).not.toContain(secret);
    }
    const bad = await t.request({
      method: 'POST',
      url: STORAGES_URL,
      headers: auth,
      payload: { path: `smb://alice:${secret}@bad host/share` },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errorString).toBe('Invalid parameter `path`: smb://alice:***@bad host/share.');

    await t.request({
      method: 'PATCH',
      url,
      headers: auth,
      payload: { path: `smb://bob@127.0.0.1:${port}/video/cams` },
    });
    expect(t.root.storagesService.credentialsOf(t.root.storages.findById(share.id)!)).toBeNull();

    const closed = await closedPort();
    const down = await addStorage(t, auth, { path: `nfs://127.0.0.1:${closed}/export/argus` });
    expect(down).toMatchObject({ type: 'network', status: 'Offline', spaceLimitB: 100 * GiB });
    const status = (
      await t.request({
        method: 'GET',
        url: `${STORAGES_URL}/${down.id}/status?_keepDefault=true`,
        headers: auth,
      })
    ).json();
    expect(status).toMatchObject({
      isOnline: false,
      totalSpace: -1,
      freeSpace: -1,
      isExternal: true,
      storageType: 'network',
    });
  });

  it('are for admins only', async () => {
    const t = await startTestApp();
    const dir = tempFolder();
    expect((await t.request({ method: 'GET', url: STORAGES_URL })).statusCode).toBe(401);
    for (const role of ['advancedViewer', 'viewer', 'liveViewer'] as const) {
      const auth = await userWithRole(t, role);
      for (const [method, url] of [
        ['GET', STORAGES_URL],
        ['POST', STORAGES_URL],
        ['GET', `${STORAGES_URL}/*/status`],
        ['GET', '/ec2/getStorages'],
        ['GET', '/api/storageSpace'],
      ] as const) {
        const res = await t.request({
          method,
          url,
          headers: auth,
          ...(method === 'POST' ? { payload: { path: dir } } : {}),
        });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const admin = await userWithRole(t, 'administrator');
    await addStorage(t, admin, { path: dir });
  });
});
