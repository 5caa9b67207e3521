import { readFileSync } from 'node:fs';
import { platform } from 'node:os';
import { describe, expect, it } from 'vitest';
import { completeSetup, insertOtherServer, ownerAuth, userWithRole } from './servers-fixtures.ts';
import { startTestApp } from './support/test-app.ts';

const braced = (id: string) => `{${id}}`;

describe('/ec2/getMediaServers and /ec2/getMediaServersEx', () => {
  it('list servers as bare arrays in the legacy encoding', async () => {
    const t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const auth = await ownerAuth(t);
    const res = await t.request({ method: 'GET', url: '/ec2/getMediaServers', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    const [server] = res.json();
    expect(Object.keys(server)).toHaveLength(11);
    expect(server).toMatchObject({
      id: braced(t.root.identity.serverId),
      parentId: '{00000000-0000-0000-0000-000000000000}',
      typeId: '{be5d1ee0-b92c-3b34-86d9-bca2dab7826f}',
      networkAddresses: `127.0.0.1:${port}`,
      flags: 'SF_NewSystem',
      authKey: '',
    });
    const osInfo = JSON.parse(server.osInfo);
    expect(osInfo.platform).toMatch(/^[a-z]+_[a-z0-9]+$/);
    if (platform() === 'linux') {
      const id = /^ID="?([^"\n]+)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
      expect(osInfo.variant).toBe(id);
      expect(server.systemInfo).toBe(`${osInfo.platform.replace('_', ' ')} ${id}`);
    }
  });

  it('adds attributes, parameters and int64 values as strings in the Ex form', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    await t.request({
      method: 'PATCH',
      url: '/rest/v1/servers/this',
      headers: auth,
      payload: {
        parameters: { metadataStorageId: 'abc', count: 3 },
        backupBitrateBytesPerSecond: [{ key: { day: 'monday', hour: 3 }, value: 10737418240 }],
      },
    });
    const [server] = (
      await t.request({ method: 'GET', url: '/ec2/getMediaServersEx', headers: auth })
    ).json();
    expect(server).toMatchObject({
      maxCameras: 0,
      allowAutoRedundancy: false,
      locationId: 0,
      status: 'Online',
      addParams: [
        { name: 'metadataStorageId', value: 'abc' },
        { name: 'count', value: '3' },
      ],
      backupBitrateBytesPerSecond: [{ key: { day: 'monday', hour: 3 }, value: '10737418240' }],
      // The default storage, made at the first start.
      storages: [
        {
          parentId: braced(t.root.identity.serverId),
          typeId: '{f8544a40-880e-9442-b78a-9da6db6862b4}',
          url: `${t.dataDir}/storage`,
          spaceLimit: '10737418240',
          usedForWriting: true,
          isBackup: false,
          status: 'Online',
        },
      ],
    });
    expect(typeof server.osInfo).toBe('string');
  });

  it('filters by ?id= (braces optional); an unknown id gives an empty list', async () => {
    const t = await startTestApp();
    const other = insertOtherServer(t);
    const auth = await ownerAuth(t);
    const all = await t.request({ method: 'GET', url: '/ec2/getMediaServersEx', headers: auth });
    expect(all.json()).toHaveLength(2);
    const one = await t.request({
      method: 'GET',
      url: `/ec2/getMediaServersEx?id=${braced(other)}`,
      headers: auth,
    });
    expect(one.json().map((s: { id: string; status: string }) => [s.id, s.status])).toEqual([
      [braced(other), 'Offline'],
    ]);
    const none = await t.request({
      method: 'GET',
      url: '/ec2/getMediaServers?id=11111111-2222-3333-4444-555555555555',
      headers: auth,
    });
    expect(none.json()).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/ec2/getMediaServers' })).statusCode).toBe(401);
  });
});

describe('POST /ec2/saveMediaServerUserAttributes', () => {
  it('changes only the given fields and replies with the braced id', async () => {
    const t = await startTestApp();
    const admin = await userWithRole(t, 'administrator');
    const serverId = t.root.identity.serverId;
    const res = await t.request({
      method: 'POST',
      url: '/ec2/saveMediaServerUserAttributes',
      headers: admin,
      payload: { serverId: braced(serverId), serverName: 'Lobby' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: braced(serverId) });
    await t.request({
      method: 'POST',
      url: '/ec2/saveMediaServerUserAttributes',
      headers: admin,
      payload: { serverId, maxCameras: 12, allowAutoRedundancy: true, locationId: 4 },
    });
    const [server] = (
      await t.request({ method: 'GET', url: '/ec2/getMediaServersEx', headers: admin })
    ).json();
    expect(server).toMatchObject({ name: 'Lobby', maxCameras: 12, allowAutoRedundancy: true, locationId: 4 });
  });

  it('refuses non-admins and unknown servers in the envelope', async () => {
    const t = await startTestApp();
    const viewer = await userWithRole(t, 'viewer');
    const denied = await t.request({
      method: 'POST',
      url: '/ec2/saveMediaServerUserAttributes',
      headers: viewer,
      payload: { serverId: t.root.identity.serverId, serverName: 'x' },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ error: '4', errorId: 'forbidden' });
    const unknown = '11111111-2222-3333-4444-555555555555';
    const missing = await t.request({
      method: 'POST',
      url: '/ec2/saveMediaServerUserAttributes',
      headers: await ownerAuth(t),
      payload: { serverId: unknown, serverName: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: '9', errorId: 'notFound' });
  });
});

describe('legacy time, hardware ids and module information', () => {
  it('/ec2/getTimeOfServers answers in the envelope with times as strings', async () => {
    const t = await startTestApp();
    const viewer = await userWithRole(t, 'liveViewer');
    const res = await t.request({ method: 'GET', url: '/ec2/getTimeOfServers', headers: viewer });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ error: '0', errorId: 'ok', errorString: '' });
    const [entry] = body.reply;
    expect(entry.serverId).toBe(braced(t.root.identity.serverId));
    for (const k of ['osTime', 'vmsTime', 'timeZoneOffset']) expect(entry[k]).toMatch(/^-?\d+$/);
    expect(Math.abs(Number(entry.osTime) - Date.now())).toBeLessThan(60_000);
    expect(Number(entry.timeZoneOffset)).toBe(-new Date().getTimezoneOffset() * 60_000 || 0);
  });

  it('/api/synchronizedTime answers the system time for users', async () => {
    const t = await startTestApp({ clock: () => 1_700_000_000_000 });
    expect((await t.request({ method: 'GET', url: '/api/synchronizedTime' })).statusCode).toBe(401);
    const res = await t.request({ method: 'GET', url: '/api/synchronizedTime', headers: await ownerAuth(t) });
    expect(res.json()).toEqual({
      error: '0',
      errorId: 'ok',
      errorString: '',
      reply: { utcTimeMs: '1700000000000', isTakenFromInternet: false },
    });
  });

  it('/ec2/getHardwareIdsOfServers is for admins', async () => {
    const t = await startTestApp();
    const viewer = await userWithRole(t, 'advancedViewer');
    expect(
      (await t.request({ method: 'GET', url: '/ec2/getHardwareIdsOfServers', headers: viewer })).statusCode,
    ).toBe(403);
    const res = await t.request({
      method: 'GET',
      url: '/ec2/getHardwareIdsOfServers',
      headers: await ownerAuth(t),
    });
    const [entry] = res.json().reply;
    expect(entry.serverId).toBe(braced(t.root.identity.serverId));
    expect(entry.hardwareIds.length).toBeGreaterThan(0);
  });

  it('/api/moduleInformation shows the new-system state with braced ids', async () => {
    const t = await startTestApp();
    const res = await t.request({ method: 'GET', url: '/api/moduleInformation' });
    expect(res.statusCode).toBe(200);
    const { reply } = res.json();
    expect(reply).toMatchObject({
      id: braced(t.root.identity.serverId),
      runtimeId: braced(t.root.identity.runtimeId),
      localSystemId: '{00000000-0000-0000-0000-000000000000}',
      type: 'Media Server',
      protoVersion: 5107,
    });
    expect(reply.serverFlags).toContain('SF_NewSystem');
    expect(reply).toHaveProperty('remoteAddresses');
    expect(reply).not.toHaveProperty('certificatePem');
    const localSystemId = completeSetup(t);
    const after = (await t.request({ method: 'GET', url: '/web/api/moduleInformation' })).json().reply;
    expect(after.localSystemId).toBe(braced(localSystemId));
    expect(after.serverFlags).not.toContain('SF_NewSystem');
  });

  it('/api/moduleInformation?allModules=true lists every running server; the authenticated form needs a user', async () => {
    const t = await startTestApp();
    completeSetup(t);
    const all = (await t.request({ method: 'GET', url: '/api/moduleInformation?allModules=true' })).json();
    expect(all.reply).toHaveLength(1);
    expect(all.reply[0].systemName).toBe('Test system');
    expect((await t.request({ method: 'GET', url: '/api/moduleInformationAuthenticated' })).statusCode).toBe(
      401,
    );
    const authed = await t.request({
      method: 'GET',
      url: '/api/moduleInformationAuthenticated',
      headers: await userWithRole(t, 'viewer'),
    });
    expect(authed.json().reply.id).toBe(braced(t.root.identity.serverId));
  });
});
