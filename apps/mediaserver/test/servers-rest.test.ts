import { readFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { NULL_ID } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { insertOtherServer, ownerAuth, userWithRole } from './servers-fixtures.ts';
import { startTestApp } from './support/test-app.ts';

const NOT_FOUND = (id: string) => ({
  error: '9',
  errorId: 'notFound',
  errorString: `Resource '${id}' is not found`,
});

describe('GET /rest/v{1,2}/servers', () => {
  it('lists this server as Online with real OS info, address and port; authKey is always empty', async () => {
    const t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const auth = await ownerAuth(t);
    for (const v of ['v1', 'v2']) {
      const res = await t.request({
        method: 'GET',
        url: `/rest/${v}/servers?_keepDefault=true`,
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json');
      const [server] = res.json();
      expect(server).toMatchObject({
        id: t.root.identity.serverId,
        status: 'Online',
        authKey: '',
        url: `http://127.0.0.1:${port}`,
        endpoints: [`127.0.0.1:${port}`],
        flags: 'SF_NewSystem',
        isFailoverEnabled: false,
        maxCameras: 0,
        backupBitrateBytesPerSecond: [],
        parameters: {},
      });
      expect(server.version).toMatch(/^5\.1\.\d+\.\d+$/);
      const osArch = { x64: 'x64', arm64: 'arm64', arm: 'arm32', ia32: 'x86' }[arch()] ?? arch();
      expect(server.osInfo.platform).toBe(`${platform() === 'win32' ? 'windows' : platform()}_${osArch}`);
      if (platform() === 'linux') {
        const id = /^ID="?([^"\n]+)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
        expect(server.osInfo.variant).toBe(id);
      }
    }
  });

  it('omits default-valued fields unless _keepDefault=true', async () => {
    const t = await startTestApp();
    const res = await t.request({ method: 'GET', url: '/rest/v1/servers/this', headers: await ownerAuth(t) });
    const body = res.json();
    expect(body).not.toHaveProperty('authKey');
    expect(body).not.toHaveProperty('isFailoverEnabled');
    expect(body).not.toHaveProperty('maxCameras');
    expect(body).toMatchObject({ id: t.root.identity.serverId, status: 'Online', flags: 'SF_NewSystem' });
  });

  it('needs authentication, and any user may read', async () => {
    const t = await startTestApp();
    expect((await t.request({ method: 'GET', url: '/rest/v1/servers' })).statusCode).toBe(401);
    const viewer = await userWithRole(t, 'liveViewer');
    const res = await t.request({ method: 'GET', url: '/rest/v1/servers', headers: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
  });

  it('finds a server by id with or without braces, in any case, and by `this`', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const id = t.root.identity.serverId;
    for (const key of [id, `{${id.toUpperCase()}}`, 'this']) {
      const res = await t.request({
        method: 'GET',
        url: `/rest/v1/servers/${encodeURIComponent(key)}`,
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(id);
    }
  });

  it("answers unknown ids with 404 `Resource '<id>' is not found`", async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const unknown = '11111111-2222-3333-4444-555555555555';
    for (const key of [unknown, 'not-an-id']) {
      const res = await t.request({ method: 'GET', url: `/rest/v1/servers/${key}`, headers: auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND(key));
    }
  });

  it('shows other servers from their record, Offline', async () => {
    const t = await startTestApp();
    const other = insertOtherServer(t);
    const res = await t.request({
      method: 'GET',
      url: `/rest/v1/servers/${other}?_keepDefault=true`,
      headers: await ownerAuth(t),
    });
    expect(res.json()).toMatchObject({
      id: other,
      status: 'Offline',
      url: 'http://127.0.0.2:7001',
      endpoints: ['127.0.0.2:7001'],
      osInfo: { platform: 'linux_arm64', variant: 'ubuntu', variantVersion: '22.04' },
      flags: 'SF_None',
    });
  });
});

describe('PATCH / PUT /rest/v1/servers/{id}', () => {
  it('renames this server for an administrator, ignoring read-only fields', async () => {
    const t = await startTestApp();
    const admin = await userWithRole(t, 'administrator');
    const before = (
      await t.request({ method: 'GET', url: '/rest/v1/servers/this?_keepDefault=true', headers: admin })
    ).json();
    const res = await t.request({
      method: 'PATCH',
      url: '/rest/v1/servers/this',
      headers: admin,
      payload: {
        name: 'Front door',
        status: 'Offline',
        version: '1.0',
        authKey: 'secret',
        id: NULL_ID,
        osInfo: {},
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: before.id,
      name: 'Front door',
      status: 'Online',
      version: before.version,
    });
    expect(res.json()).not.toHaveProperty('authKey');
    const after = await t.request({ method: 'GET', url: '/rest/v2/servers/this', headers: admin });
    expect(after.json().name).toBe('Front door');
  });

  it('merges parameters on PATCH and resets absent writable fields on PUT', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const url = '/rest/v1/servers/this?_keepDefault=true';
    await t.request({
      method: 'PATCH',
      url,
      headers: auth,
      payload: { maxCameras: 8, parameters: { a: 1 } },
    });
    const patched = await t.request({
      method: 'PATCH',
      url,
      headers: auth,
      payload: { parameters: { b: 'x' } },
    });
    expect(patched.json()).toMatchObject({ maxCameras: 8, parameters: { a: 1, b: 'x' } });
    const put = await t.request({ method: 'PUT', url, headers: auth, payload: { name: 'Replaced' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Replaced', maxCameras: 0, parameters: {} });
  });

  it('validates bodies with the reference texts', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const put = await t.request({
      method: 'PUT',
      url: '/rest/v1/servers/this',
      headers: auth,
      payload: { maxCameras: 1 },
    });
    expect(put.statusCode).toBe(422);
    expect(put.json()).toEqual({
      error: '1',
      errorId: 'missingParameter',
      errorString: 'Missing required parameter: name.',
    });
    const bad = await t.request({
      method: 'PATCH',
      url: '/rest/v1/servers/this',
      headers: auth,
      payload: { maxCameras: 'many' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      error: '2',
      errorId: 'invalidParameter',
      errorString: 'Invalid parameter `maxCameras`: many.',
    });
  });

  it('refuses non-admins, stale sessions and unknown ids', async () => {
    let now = Date.now();
    const t = await startTestApp({ clock: () => now });
    const viewer = await userWithRole(t, 'advancedViewer');
    const denied = await t.request({
      method: 'PATCH',
      url: '/rest/v1/servers/this',
      headers: viewer,
      payload: { name: 'x' },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errorId).toBe('forbidden');
    const auth = await ownerAuth(t);
    const unknown = '11111111-2222-3333-4444-555555555555';
    const missing = await t.request({
      method: 'PATCH',
      url: `/rest/v1/servers/${unknown}`,
      headers: auth,
      payload: { name: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NOT_FOUND(unknown));
    now += 601_000;
    const stale = await t.request({
      method: 'PATCH',
      url: '/rest/v1/servers/this',
      headers: auth,
      payload: { name: 'x' },
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().errorId).toBe('sessionExpired');
  });
});

describe('POST and DELETE /rest/v1/servers', () => {
  it('lets the owner create another server record, once per id', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const id = '3c9a3c1d-5e5b-4b8e-9d57-2f0f4e1b7a10';
    const body = {
      id: `{${id}}`,
      name: 'Backup site',
      url: 'http://127.0.0.3:7001',
      endpoints: ['127.0.0.3:7001'],
      authKey: 'k',
    };
    const res = await t.request({
      method: 'POST',
      url: '/rest/v1/servers?_keepDefault=true',
      headers: auth,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Backup site', status: 'Offline', authKey: '' });
    const again = await t.request({ method: 'POST', url: '/rest/v1/servers', headers: auth, payload: body });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: '4', errorId: 'forbidden', errorString: 'Already exists' });
    const withPathId = await t.request({
      method: 'POST',
      url: `/rest/v1/servers/${id}`,
      headers: auth,
      payload: body,
    });
    expect(withPathId.statusCode).toBe(400);
    expect(withPathId.json().errorString).toBe(
      'The parameter id must not be specified when creating a new object.',
    );
  });

  it('keeps create and delete for owners', async () => {
    const t = await startTestApp();
    const admin = await userWithRole(t, 'administrator');
    const other = insertOtherServer(t);
    const post = await t.request({
      method: 'POST',
      url: '/rest/v1/servers',
      headers: admin,
      payload: { name: 'x' },
    });
    expect(post.statusCode).toBe(403);
    const del = await t.request({ method: 'DELETE', url: `/rest/v1/servers/${other}`, headers: admin });
    expect(del.statusCode).toBe(403);
    expect(t.root.db.$client.prepare('select count(*) as n from servers').get()).toEqual({ n: 2 });
  });

  it('deletes another server with an empty 200, but never the server handling the request', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const other = insertOtherServer(t);
    const del = await t.request({ method: 'DELETE', url: `/rest/v1/servers/${other}`, headers: auth });
    expect(del.statusCode).toBe(200);
    expect(del.body).toBe('');
    const gone = await t.request({ method: 'GET', url: `/rest/v1/servers/${other}`, headers: auth });
    expect(gone.statusCode).toBe(404);
    const again = await t.request({ method: 'DELETE', url: `/rest/v1/servers/${other}`, headers: auth });
    expect(again.json()).toEqual(NOT_FOUND(other));
    const self = await t.request({ method: 'DELETE', url: '/rest/v1/servers/this', headers: auth });
    expect(self.statusCode).toBe(403);
    expect(self.json().errorString).toBe('The server handling the request cannot remove itself.');
  });

  it('answers other methods on the collection with 405', async () => {
    const t = await startTestApp();
    const res = await t.request({
      method: 'PATCH',
      url: '/rest/v1/servers',
      headers: await ownerAuth(t),
      payload: {},
    });
    expect(res.statusCode).toBe(405);
  });
});
