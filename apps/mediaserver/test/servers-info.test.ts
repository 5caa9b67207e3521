import { NULL_ID } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { completeSetup, insertOtherServer, ownerAuth, userWithRole } from './servers-fixtures.ts';
import { startTestApp } from './support/test-app.ts';
import { setUpSystem } from './system-fixtures.ts';

describe('GET /rest/v1/servers/{id}/info', () => {
  it('answers without authentication, flagged as a new system before setup', async () => {
    const t = await startTestApp();
    const res = await t.request({ method: 'GET', url: '/rest/v1/servers/this/info?_keepDefault=true' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    const info = res.json();
    expect(info).toMatchObject({
      type: 'Media Server',
      customization: 'default',
      brand: 'argus',
      protoVersion: 5107,
      id: t.root.identity.serverId,
      runtimeId: t.root.identity.runtimeId,
      realm: 'VMS',
      ecDbReadOnly: false,
      localSystemId: NULL_ID,
      cloudSystemId: '',
      sslAllowed: true,
      userProvidedCertificatePem: '',
      collectedByThisServer: true,
    });
    expect(info.certificatePem).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(info.version).toMatch(/^5\.1\./);
    expect(info.serverFlags.split('|')).toContain('SF_NewSystem');
    expect(info.serverFlags).not.toContain('SF_HasPublicIP');
    expect(info).not.toHaveProperty('cloudOwnerId');
    expect(Math.abs(info.synchronizedTimeMs - Date.now())).toBeLessThan(60_000);
  });

  it('drops SF_NewSystem and reports the local system id and name after setup', async () => {
    const t = await startTestApp();
    const localSystemId = completeSetup(t);
    const info = (
      await t.request({ method: 'GET', url: '/rest/v2/servers/this/info?_keepDefault=true' })
    ).json();
    expect(info.serverFlags).not.toContain('SF_NewSystem');
    expect(info.localSystemId).toBe(localSystemId);
    expect(info.systemName).toBe('Test system');
  });

  it('follows the real setup call: system identity time, no SF_NewSystem', async () => {
    const t = await startTestApp();
    const before = (
      await t.request({ method: 'GET', url: '/rest/v1/servers/this/info?_keepDefault=true' })
    ).json();
    expect(before.systemIdentityTimeMs).toBe(0);
    await setUpSystem(t);
    const info = (
      await t.request({ method: 'GET', url: '/rest/v1/servers/this/info?_keepDefault=true' })
    ).json();
    expect(info.serverFlags).not.toContain('SF_NewSystem');
    expect(info.systemName).toBe('Site');
    expect(info.localSystemId).not.toBe(NULL_ID);
    expect(Math.abs(info.systemIdentityTimeMs - Date.now())).toBeLessThan(60_000);
  });

  it('reports the listening port and the addresses the server is reachable at', async () => {
    const t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const info = (await t.request({ method: 'GET', url: '/rest/v1/servers/this/info' })).json();
    expect(info.port).toBe(port);
    expect(info.remoteAddresses).toEqual(['127.0.0.1']);
  });

  it('answers `*` (raw or %2A) with an array of the running servers', async () => {
    const t = await startTestApp();
    insertOtherServer(t);
    for (const star of ['*', '%2A']) {
      const res = await t.request({ method: 'GET', url: `/rest/v1/servers/${star}/info` });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(Array.isArray(list)).toBe(true);
      expect(list.map((i: { id: string }) => i.id)).toEqual([t.root.identity.serverId]);
    }
    const strict = await t.request({ method: 'GET', url: '/rest/v1/servers/*/info?_strict=true' });
    expect(strict.statusCode).toBe(503);
    expect(strict.json().errorId).toBe('serviceUnavailable');
  });

  it('answers unknown ids with 404 and offline servers with 503', async () => {
    const t = await startTestApp();
    const other = insertOtherServer(t);
    const unknown = '11111111-2222-3333-4444-555555555555';
    const missing = await t.request({ method: 'GET', url: `/rest/v1/servers/${unknown}/info` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorString).toBe(`Resource '${unknown}' is not found`);
    const offline = await t.request({ method: 'GET', url: `/rest/v1/servers/${other}/info` });
    expect(offline.statusCode).toBe(503);
  });

  it('gets a new runtime id on every start, keeping the server id', async () => {
    const first = await startTestApp();
    const a = (await first.request({ method: 'GET', url: '/rest/v1/servers/this/info' })).json();
    await first.app.close();
    const second = await startTestApp({ dataDir: first.dataDir });
    const b = (await second.request({ method: 'GET', url: '/rest/v1/servers/this/info' })).json();
    expect(b.id).toBe(a.id);
    expect(b.runtimeId).not.toBe(a.runtimeId);
  });
});

describe('GET /rest/v2/servers/{id}/runtimeInfo', () => {
  it('reports the real OS time, time zone and hardware ids to any user', async () => {
    const t = await startTestApp();
    const viewer = await userWithRole(t, 'viewer');
    const before = Date.now();
    const res = await t.request({
      method: 'GET',
      url: '/rest/v2/servers/this/runtimeInfo?_keepDefault=true',
      headers: viewer,
    });
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info.id).toBe(t.root.identity.serverId);
    expect(info.osTimeMs).toBeGreaterThanOrEqual(before);
    expect(info.osTimeMs).toBeLessThanOrEqual(Date.now());
    expect(info.timeZoneOffsetMs).toBe(-new Date(info.synchronizedTimeMs).getTimezoneOffset() * 60_000 || 0);
    expect(info.timeZoneId).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(info.runtimeData.peer).toMatchObject({
      id: t.root.identity.serverId,
      instanceId: t.root.identity.runtimeId,
      peerType: 'PT_Server',
    });
    expect(info.runtimeData.hardwareIds.length).toBeGreaterThan(0);
    for (const hwid of info.runtimeData.hardwareIds) expect(hwid).toMatch(/^04[0-9A-F]{32}$/);
  });

  it('needs authentication, exists only on v2, and answers `*` with an array', async () => {
    const t = await startTestApp();
    expect((await t.request({ method: 'GET', url: '/rest/v2/servers/this/runtimeInfo' })).statusCode).toBe(
      401,
    );
    const auth = await ownerAuth(t);
    expect(
      (await t.request({ method: 'GET', url: '/rest/v1/servers/this/runtimeInfo', headers: auth }))
        .statusCode,
    ).toBe(404);
    const all = await t.request({ method: 'GET', url: '/rest/v2/servers/%2A/runtimeInfo', headers: auth });
    expect(all.json()).toHaveLength(1);
  });
});
