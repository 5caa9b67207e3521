import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, statfsSync, statSync } from 'node:fs';
import { NULL_ID } from '@argus/contract';
import { storageDisplayState } from '@argus/contract/mediaserver';
import { describe, expect, it, vi } from 'vitest';
import type { StorageFailureEvent, StorageRecoveredEvent } from '../src/events/event-bus.ts';
import { storages } from '../src/modules/storages/index.ts';
import { insertOtherServer, ownerAuth } from './servers-fixtures.ts';
import { addStorage, closedPort, STORAGES_URL, tempFolder } from './storages-fixtures.ts';
import { startTestApp } from './support/test-app.ts';

/** Other programs write to the same disk between two reads of its free space. */
const FREE_SPACE_SLACK_B = 512 * 1024 ** 2;

describe('storage space and state', () => {
  it('are the real figures of the folder’s filesystem', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const dir = tempFolder();
    const storage = await addStorage(t, auth, { path: dir, isUsedForWriting: true, spaceLimitB: 1024 });
    const res = await t.request({
      method: 'GET',
      url: `${STORAGES_URL}/${storage.id}/status?_keepDefault=true`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const status = res.json();
    const fs = statfsSync(dir);
    expect(status.totalSpace).toBe(fs.blocks * fs.bsize);
    expect(Math.abs(status.freeSpace - fs.bavail * fs.bsize)).toBeLessThan(FREE_SPACE_SLACK_B);
    const onRoot = statSync(dir).dev === statSync('/').dev;
    expect(status).toMatchObject({
      url: dir,
      storageId: storage.id,
      serverId: t.root.identity.serverId,
      reservedSpace: 1024,
      isOnline: true,
      isWritable: true,
      isUsedForWriting: true,
      isBackup: false,
      isExternal: false,
      storageType: 'local',
    });
    expect(status.storageStatus.split('|')).toEqual(
      expect.arrayContaining(['used', 'dbReady', ...(onRoot ? ['system'] : [])]),
    );
    expect(storageDisplayState(status)).toBe('inUse');

    const all = await t.request({
      method: 'GET',
      url: '/rest/v2/servers/*/storages/*/status',
      headers: auth,
    });
    expect(all.json().map((s: { storageId: string }) => s.storageId)).toContain(storage.id);
    expect(all.json()).toHaveLength(2);
  });

  it('leave other servers out of `*` and answer 503 for one of theirs', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const other = insertOtherServer(t);
    const id = randomUUID();
    t.root.db.insert(storages).values({ id, serverId: other, path: '/video', pathKey: '/video' }).run();
    const all = await t.request({
      method: 'GET',
      url: '/rest/v1/servers/*/storages/*/status',
      headers: auth,
    });
    expect(all.json().map((s: { serverId: string }) => s.serverId)).toEqual([t.root.identity.serverId]);
    for (const url of [
      '/rest/v1/servers/*/storages/*/status?_strict=true',
      `/rest/v1/servers/${other}/storages/${id}/status`,
    ]) {
      const res = await t.request({ method: 'GET', url, headers: auth });
      expect(res.statusCode, url).toBe(503);
      expect(res.json().errorString).toBe(`Server '${other}' is offline.`);
    }
  });

  it('follow a folder that disappears and comes back, within the check interval', async () => {
    const t = await startTestApp({ storageCheckIntervalMs: 50 });
    const auth = await ownerAuth(t);
    const dir = tempFolder();
    const storage = await addStorage(t, auth, { path: dir, isUsedForWriting: true });
    const failures: StorageFailureEvent[] = [];
    const recoveries: StorageRecoveredEvent[] = [];
    t.root.bus.on('storageFailure', (e) => failures.push(e));
    t.root.bus.on('storageRecovered', (e) => recoveries.push(e));
    const revision = t.root.feed.revision('storages');

    rmSync(dir, { recursive: true });
    await vi.waitFor(() => expect(t.root.storages.findById(storage.id)?.status).toBe('Offline'), {
      timeout: 10_000,
    });
    expect(failures).toEqual([
      {
        type: 'storageFailureEvent',
        serverId: t.root.identity.serverId,
        storageId: storage.id,
        url: dir,
        reason: 'storageIoError',
        timestampMs: expect.any(Number),
      },
    ]);
    expect(t.root.feed.revision('storages')).toBeGreaterThan(revision);
    const model = await t.request({ method: 'GET', url: `${STORAGES_URL}/${storage.id}`, headers: auth });
    expect(model.json().status).toBe('Offline');
    const status = (
      await t.request({
        method: 'GET',
        url: `${STORAGES_URL}/${storage.id}/status?_keepDefault=true`,
        headers: auth,
      })
    ).json();
    expect(status).toMatchObject({ isOnline: false, isWritable: false, totalSpace: -1, freeSpace: -1 });
    expect(storageDisplayState(status)).toBe('inaccessible');

    mkdirSync(dir);
    await vi.waitFor(() => expect(recoveries).toHaveLength(1), { timeout: 10_000 });
    expect(t.root.storages.findById(storage.id)?.status).toBe('Online');
    const log = await t.request({ method: 'GET', url: '/api/showLog?name=system', headers: auth });
    expect(log.body).toContain('"msg":"Storage failure"');
    expect(log.body).toContain('"msg":"Storage recovered"');
  });
});

describe('/api/storageSpace and /api/storageStatus', () => {
  it('report this server’s storages in the envelope', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const dir = tempFolder();
    const storage = await addStorage(t, auth, { path: dir });
    const res = await t.request({ method: 'GET', url: '/api/storageSpace', headers: auth });
    expect(res.statusCode).toBe(200);
    const { reply } = res.json();
    expect(reply.storagePlugins).toEqual(['smb', 'nfs']);
    const saved = reply.storages.filter((s: { storageId: string }) => s.storageId !== NULL_ID);
    expect(saved.map((s: { url: string }) => s.url).sort()).toEqual([`${t.dataDir}/storage`, dir].sort());
    expect(saved.find((s: { storageId: string }) => s.storageId === storage.id)).toMatchObject({
      isOnline: true,
      isUsedForWriting: false,
      storageType: 'local',
    });
    expect(saved[0]).not.toHaveProperty('serverId');
  });

  it('probe a path: a saved storage, an unsaved folder, a missing one, a closed share, a bad path', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const probe = (path: string) =>
      t.request({ method: 'GET', url: `/api/storageStatus?path=${encodeURIComponent(path)}`, headers: auth });
    const dir = tempFolder();
    const unsaved = (await probe(dir)).json();
    expect(unsaved).toMatchObject({ error: '0', reply: { pluginExists: true, status: 'ok' } });
    expect(unsaved.reply.storage).toMatchObject({
      url: dir,
      storageId: NULL_ID,
      isOnline: true,
      reservedSpace: 10 * 1024 ** 3,
    });
    const storage = await addStorage(t, auth, { path: dir });
    expect((await probe(dir)).json().reply.storage.storageId).toBe(storage.id);
    const missing = (await probe(`${dir}/nothing`)).json().reply;
    expect(missing).toMatchObject({ status: 'wrongPath', storage: { isOnline: false, totalSpace: -1 } });
    const share = (await probe(`smb://u:Probe-Secret-1@127.0.0.1:${await closedPort()}/s`)).json().reply;
    expect(share).toMatchObject({ status: 'createFailed', storage: { isOnline: false, storageType: 'smb' } });
    expect(share.storage.url).not.toContain('Probe-Secret-1');
    const bad = await probe('not a path');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ error: '2', errorString: 'Invalid storage path.' });
    const none = await t.request({ method: 'GET', url: '/api/storageStatus', headers: auth });
    expect(none.json().errorString).toBe('Missing required parameter: path.');
  });
});
