/**
 * A merge carried out between real servers (issue 20, media-server-api §4.2.6): the system that keeps its
 * settings admits the other side's server, which pulls the system database and brings its own users, and from
 * then on every write on either server reaches the other, sessions included.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MERGE_IN_PROGRESS_TEXT } from '../src/modules/settings/index.ts';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { addUser, OWNER_PASSWORD, setUpSystem, USER_PASSWORD } from './system-fixtures.ts';

const MERGE = '/rest/v1/system/merge';
const WITHIN = { timeout: 30_000, interval: 100 };

async function listening(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const names = (t: TestApp) => t.root.users.list().map((u) => u.name);

let keeper: TestApp;
let joiner: TestApp;
let keeperOwner = '';
/** The joining server's data outlives its first process (it is stopped and started again). */
const joinerDir = mkdtempSync(join(tmpdir(), 'argus-joiner-'));

beforeAll(async () => {
  keeper = await startTestApp({ shared: true });
  joiner = await startTestApp({ shared: true, dataDir: joinerDir });
  keeperOwner = await setUpSystem(keeper, {});
  await setUpSystem(joiner);
  await addUser(keeper, 'kept-manager', 'administrator');
  await addUser(joiner, 'joined-viewer', 'viewer');
  const renamed = await joiner.request({
    method: 'PATCH',
    url: '/rest/v1/system/settings',
    headers: bearer(await joiner.login('admin', OWNER_PASSWORD)),
    payload: { systemName: 'Joining Site' },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  await Promise.all([listening(keeper), listening(joiner)]);
}, 60_000);

afterAll(async () => {
  for (const t of [joiner, keeper]) await t?.close();
  rmSync(joinerDir, { recursive: true, force: true });
});

describe('a merge that keeps this system’s settings', () => {
  it('makes both servers one system: the same localId, both servers, the users of both', async () => {
    const joinerPort = (joiner.app.server.address() as { port: number }).port;
    const remoteSessionToken = await joiner.login('admin', OWNER_PASSWORD);
    const started = await keeper.request({
      method: 'POST',
      url: MERGE,
      headers: bearer(keeperOwner),
      payload: { remoteEndpoint: `127.0.0.1:${joinerPort}`, remoteSessionToken },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ mergeInProgress: true });
    // Users log in and watch video during a merge, but do not change settings (spec 000 §4).
    const blocked = await keeper.request({
      method: 'PATCH',
      url: '/rest/v1/system/settings',
      headers: bearer(keeperOwner),
      payload: { systemName: 'Changed Meanwhile' },
    });
    expect(blocked.statusCode, blocked.body).toBe(503);
    expect(blocked.json()).toMatchObject({ errorString: MERGE_IN_PROGRESS_TEXT });

    await vi.waitFor(async () => {
      const status = await keeper.request({ method: 'GET', url: MERGE });
      expect(status.json()).toMatchObject({ mergeInProgress: false });
    }, WITHIN);

    const keeperInfo = keeper.root.system.information();
    expect(joiner.root.system.information().localId).toBe(keeperInfo.localId);
    const both = [keeper.root.identity.serverId, joiner.root.identity.serverId].sort();
    expect([...keeperInfo.servers].sort()).toEqual(both);
    await vi.waitFor(
      () => expect([...joiner.root.system.information().servers].sort()).toEqual(both),
      WITHIN,
    );
    // The kept system's name and settings; the joining server's users came with it.
    expect(joiner.root.settings.get('systemName')).toBe(keeper.root.settings.get('systemName'));
    await vi.waitFor(() => expect(names(keeper)).toContain('joined-viewer'), WITHIN);
    expect(names(joiner)).toContain('kept-manager');
    expect(keeper.root.settings.get('lastMergeMasterId')).toBe(keeper.root.identity.serverId);
    expect(keeper.root.settings.get('lastMergeSlaveId')).toBe(joiner.root.identity.serverId);
    // Both servers listed on each, Online, with the other's address.
    for (const t of [keeper, joiner])
      await vi.waitFor(async () => {
        const res = await t.request({ method: 'GET', url: '/rest/v1/servers', headers: bearer(keeperOwner) });
        expect(res.statusCode, res.body).toBe(200);
        const listed = res.json() as { id: string; status: string; endpoints: string[] }[];
        expect(listed.map((s) => s.id).sort()).toEqual(both);
        expect(listed.map((s) => s.status)).toEqual(['Online', 'Online']);
        for (const server of listed) expect(server.endpoints[0]).toMatch(/^127\.0\.0\.1:\d+$/);
      }, WITHIN);
  }, 90_000);

  it('logs in with the kept owner password on both servers, and the joined user on either', async () => {
    // One admin: the kept system's (its password); the joining server's own admin gave way.
    await expect(joiner.login('admin', OWNER_PASSWORD)).resolves.toBeTruthy();
    await expect(keeper.login('joined-viewer', USER_PASSWORD)).resolves.toBeTruthy();
    await expect(joiner.login('kept-manager', USER_PASSWORD)).resolves.toBeTruthy();
  });

  it('accepts a session made on one server on the other', async () => {
    const token = await keeper.login('kept-manager', USER_PASSWORD);
    await vi.waitFor(async () => {
      const res = await joiner.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
    }, WITHIN);
  });

  it('ends a user’s sessions on every server when its password changes on one', async () => {
    const token = await keeper.login('kept-manager', USER_PASSWORD);
    const id = keeper.root.users.findByName('kept-manager')!.id;
    await vi.waitFor(async () => {
      const res = await joiner.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
    }, WITHIN);
    const changed = await joiner.request({
      method: 'PATCH',
      url: `/rest/v1/users/${id}`,
      headers: bearer(keeperOwner),
      payload: { password: 'Argus-Changed-2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await vi.waitFor(async () => {
      const res = await keeper.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    }, WITHIN);
    await expect(keeper.login('kept-manager', 'Argus-Changed-2026')).resolves.toBeTruthy();
    const back = await keeper.request({
      method: 'PATCH',
      url: `/rest/v1/users/${id}`,
      headers: bearer(keeperOwner),
      payload: { password: USER_PASSWORD },
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('carries a write on either server to the other within seconds', async () => {
    await addUser(joiner, 'late-on-joiner', 'viewer');
    await addUser(keeper, 'late-on-keeper', 'viewer');
    await vi.waitFor(() => {
      expect(names(keeper)).toContain('late-on-joiner');
      expect(names(joiner)).toContain('late-on-keeper');
    }, WITHIN);
  });

  it('gathers `*` answers from both servers, keyed by server id', async () => {
    const res = await keeper.request({
      method: 'GET',
      url: '/rest/v2/servers/*/logSettings',
      headers: bearer(keeperOwner),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [keeper.root.identity.serverId, joiner.root.identity.serverId].sort(),
    );
    const rebuild = await keeper.request({
      method: 'GET',
      url: '/rest/v2/servers/*/rebuildArchive',
      headers: bearer(keeperOwner),
    });
    expect(rebuild.statusCode, rebuild.body).toBe(200);
    const statuses = rebuild.json() as Record<string, { main: unknown }>;
    expect(Object.keys(statuses).sort()).toEqual(
      [keeper.root.identity.serverId, joiner.root.identity.serverId].sort(),
    );
    for (const status of Object.values(statuses)) expect(status.main).toBeDefined();
  });

  it('serves a camera’s archive through the other server, forwarded to the server that records it', async () => {
    const created = await joiner.request({
      method: 'POST',
      url: '/rest/v1/devices',
      headers: bearer(keeperOwner),
      payload: { url: 'rtsp://127.0.0.1:9/joined', name: 'Joined camera' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const cameraId = (created.json() as { id: string }).id;
    const storageId = joiner.root.storages
      .list()
      .find((s) => s.serverId === joiner.root.identity.serverId)!.id;
    const file = join(joinerDir, 'joined-chunk.mkv');
    writeFileSync(file, 'chunk');
    const startMs = Date.UTC(2026, 10, 20, 10);
    joiner.root.recording.repo.add({
      cameraId,
      quality: 'hi',
      storageId,
      startMs,
      durationMs: 60_000,
      file,
      sizeBytes: 5,
    });
    await vi.waitFor(() => expect(keeper.root.cameras.repository.findById(cameraId)).toBeDefined(), WITHIN);

    const periods = await keeper.request({
      method: 'GET',
      url: `/ec2/recordedTimePeriods?cameraId=${cameraId}&startTime=${startMs - 1000}&endTime=${startMs + 120_000}`,
      headers: bearer(keeperOwner),
    });
    expect(periods.statusCode, periods.body).toBe(200);
    expect(JSON.stringify(periods.json())).toContain(String(startMs));
    expect(keeper.root.recording.repo.count(cameraId)).toBe(0);
  });

  it('catches up after a stop: a server down during writes gets them when it comes back', async () => {
    const port = (joiner.app.server.address() as { port: number }).port;
    await joiner.close();
    const joinerId = joiner.root.identity.serverId;
    await vi.waitFor(async () => {
      const res = await keeper.request({
        method: 'GET',
        url: `/rest/v1/servers/${joinerId}`,
        headers: bearer(keeperOwner),
      });
      expect(res.json()).toMatchObject({ status: 'Offline' });
    }, WITHIN);
    await addUser(keeper, 'while-joiner-down', 'viewer');
    joiner = await startTestApp({ shared: true, dataDir: joinerDir });
    await joiner.app.listen({ port, host: '127.0.0.1' });
    await vi.waitFor(() => expect(names(joiner)).toContain('while-joiner-down'), WITHIN);
  }, 60_000);

  it('keeps a session valid on the other server after the server that issued it stops', async () => {
    const token = await keeper.login('kept-manager', USER_PASSWORD);
    await vi.waitFor(async () => {
      const res = await joiner.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
    }, WITHIN);
    await keeper.close();
    const res = await joiner.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
  }, 60_000);
});

describe('a merge that takes the other system’s settings', () => {
  let here: TestApp;
  let there: TestApp;

  beforeAll(async () => {
    [here, there] = await Promise.all([startTestApp({ shared: true }), startTestApp({ shared: true })]);
    await setUpSystem(here);
    await setUpSystem(there);
    await addUser(here, 'here-viewer', 'viewer');
    await Promise.all([listening(here), listening(there)]);
  }, 60_000);

  afterAll(async () => {
    for (const t of [here, there]) await t?.close();
  });

  it('joins this server to the other system, which keeps its name and owner, and brings its users', async () => {
    const thereSettings = await there.request({
      method: 'PATCH',
      url: '/rest/v1/system/settings',
      headers: bearer(await there.login('admin', OWNER_PASSWORD)),
      payload: { systemName: 'Head Office' },
    });
    expect(thereSettings.statusCode, thereSettings.body).toBe(200);
    const port = (there.app.server.address() as { port: number }).port;
    const res = await here.request({
      method: 'POST',
      url: MERGE,
      headers: bearer(await here.login('admin', OWNER_PASSWORD)),
      payload: {
        remoteEndpoint: `https://127.0.0.1:${port}/`,
        remoteSessionToken: await there.login('admin', OWNER_PASSWORD),
        takeRemoteSettings: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(async () => {
      const status = await here.request({ method: 'GET', url: '/ec2/mergeStatus' });
      expect(status.json()).toMatchObject({ reply: { mergeInProgress: false } });
    }, WITHIN);
    expect(here.root.system.information().localId).toBe(there.root.system.information().localId);
    expect(here.root.settings.get('systemName')).toBe('Head Office');
    await vi.waitFor(() => expect(names(there)).toContain('here-viewer'), WITHIN);
    expect(there.root.settings.get('lastMergeMasterId')).toBe(there.root.identity.serverId);
    expect(there.root.settings.get('lastMergeSlaveId')).toBe(here.root.identity.serverId);
  }, 90_000);

  it('detaches a server: it becomes a new system of its own, and the other server removes it', async () => {
    const hereId = here.root.identity.serverId;
    const owner = await there.login('admin', OWNER_PASSWORD);
    await vi.waitFor(async () => {
      const res = await here.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(owner) });
      expect(res.statusCode, res.body).toBe(200);
    }, WITHIN);
    const res = await here.request({
      method: 'POST',
      url: '/rest/v1/servers/this/detach',
      headers: bearer(owner),
    });
    expect(res.statusCode, res.body).toBe(200);

    const info = here.root.system.information();
    expect(info.localId).toBeUndefined();
    expect(info.servers).toEqual([hereId]);
    expect(names(here)).toEqual(['admin']);
    await expect(here.login('admin', 'admin')).resolves.toBeTruthy();
    await vi.waitFor(
      () => expect(there.root.system.information().servers).toEqual([there.root.identity.serverId]),
      WITHIN,
    );
    expect(names(there)).toContain('here-viewer');
  }, 60_000);
});

describe('a merge with a system of two servers', () => {
  let a: TestApp;
  let b1: TestApp;
  let b2: TestApp;
  const idOf = (t: TestApp) => t.root.identity.serverId;
  const port = (t: TestApp) => (t.app.server.address() as { port: number }).port;

  async function mergeInto(keeping: TestApp, other: TestApp): Promise<void> {
    const res = await keeping.request({
      method: 'POST',
      url: MERGE,
      headers: bearer(await keeping.login('admin', OWNER_PASSWORD)),
      payload: {
        remoteEndpoint: `127.0.0.1:${port(other)}`,
        remoteSessionToken: await other.login('admin', OWNER_PASSWORD),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(async () => {
      const status = await keeping.request({ method: 'GET', url: MERGE });
      expect(status.json()).toMatchObject({ mergeInProgress: false });
    }, WITHIN);
  }

  beforeAll(async () => {
    [a, b1, b2] = (await Promise.all([0, 1, 2].map(() => startTestApp({ shared: true })))) as [
      TestApp,
      TestApp,
      TestApp,
    ];
    for (const t of [a, b1, b2]) await setUpSystem(t);
    await addUser(b2, 'from-b2', 'viewer');
    await Promise.all([a, b1, b2].map(listening));
  }, 60_000);

  afterAll(async () => {
    for (const t of [a, b1, b2]) await t?.close();
  });

  it('brings every server of the other system: three servers, one system, writes everywhere', async () => {
    await mergeInto(b1, b2);
    const owner = await b1.login('admin', OWNER_PASSWORD);
    await vi.waitFor(async () => {
      const res = await b1.request({
        method: 'GET',
        url: `/rest/v1/servers/${idOf(b2)}`,
        headers: bearer(owner),
      });
      expect(res.json()).toMatchObject({ status: 'Online' });
    }, WITHIN);

    await mergeInto(a, b1);
    const all = [idOf(a), idOf(b1), idOf(b2)].sort();
    for (const t of [a, b1, b2]) {
      await vi.waitFor(() => expect([...t.root.system.information().servers].sort()).toEqual(all), WITHIN);
      expect(t.root.system.information().localId).toBe(a.root.system.information().localId);
    }
    await vi.waitFor(() => expect(names(a)).toContain('from-b2'), WITHIN);
    await addUser(b2, 'after-merge-b2', 'viewer');
    for (const t of [a, b1]) await vi.waitFor(() => expect(names(t)).toContain('after-merge-b2'), WITHIN);
  }, 120_000);

  it('removes an offline server from the system: its record and its key go on every server', async () => {
    const removed = idOf(b2);
    await b2.close();
    const owner = await a.login('admin', OWNER_PASSWORD);
    const res = await a.request({
      method: 'DELETE',
      url: `/rest/v1/servers/${removed}`,
      headers: bearer(owner),
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const t of [a, b1]) {
      const key = t.root.db.$client.prepare('SELECT 1 FROM server_sync_keys WHERE server_id = ?');
      await vi.waitFor(() => {
        expect(t.root.system.information().servers).not.toContain(removed);
        expect(key.get(removed)).toBeUndefined();
      }, WITHIN);
    }
  });
});
