import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ownerAuth, userWithRole } from './servers-fixtures.ts';
import { startTestApp } from './support/test-app.ts';

const URL_V2 = '/rest/v2/servers/this/logSettings';

const log = (fileName: string, primaryLevel = 'info', predefinedFilters: string[] = []) => ({
  fileName,
  predefinedFilters,
  primaryLevel,
  customFilters: [],
});

describe('log settings (v2)', () => {
  it('start at the defaults, in the data dir', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const res = await t.request({ method: 'GET', url: `${URL_V2}?_keepDefault=true`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: t.root.identity.serverId,
      directory: join(t.dataDir, 'log'),
      maxVolumeSizeB: 262144000,
      maxFileSizeB: 10485760,
      maxFileTimePeriodS: 0,
      archivingEnabled: true,
      mainLog: log('main.log'),
      httpLog: log('http.log', 'info', ['http']),
      systemLog: log('system.log', 'info', ['storage', 'lifecycle']),
    });
    const bare = (await t.request({ method: 'GET', url: URL_V2, headers: auth })).json();
    expect(bare).not.toHaveProperty('maxFileSizeB');
    const all = await t.request({ method: 'GET', url: '/rest/v2/servers/*/logSettings', headers: auth });
    expect(Object.keys(all.json())).toEqual([t.root.identity.serverId]);
    expect(
      (await t.request({ method: 'GET', url: '/rest/v1/servers/this/logSettings', headers: auth }))
        .statusCode,
    ).toBe(404);
  });

  it('change the level of the server’s own logger and what reaches main.log', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: `${URL_V2}?_keepDefault=true`, headers: auth, payload });
    const showMain = async () =>
      (await t.request({ method: 'GET', url: '/api/showLog?name=main&lines=50', headers: auth })).body;

    const debug = await patch({ mainLog: { primaryLevel: 'debug' } });
    expect(debug.statusCode).toBe(200);
    expect(debug.json().mainLog.primaryLevel).toBe('debug');
    expect(t.app.log.level).toBe('debug');
    t.app.log.debug('marker-debug-line');
    expect(await showMain()).toContain('marker-debug-line');

    await patch({ mainLog: { primaryLevel: 'error' }, maxFileSizeB: 1048576 });
    expect(t.app.log.level).toBe('error');
    t.app.log.info('marker-info-line');
    t.app.log.error('marker-error-line');
    const text = await showMain();
    expect(text).not.toContain('marker-info-line');
    expect(text).toContain('marker-error-line');

    // The settings survive a restart of the server on the same data dir.
    const again = await startTestApp({ dataDir: t.dataDir });
    expect(again.app.log.level).toBe('error');
    const kept = await again.request({
      method: 'GET',
      url: `${URL_V2}?_keepDefault=true`,
      headers: await ownerAuth(again),
    });
    expect(kept.json()).toMatchObject({ maxFileSizeB: 1048576, mainLog: { primaryLevel: 'error' } });

    const reset = await t.request({
      method: 'PUT',
      url: `${URL_V2}?_keepDefault=true`,
      headers: auth,
      payload: {},
    });
    expect(reset.json()).toMatchObject({ maxFileSizeB: 10485760, mainLog: { primaryLevel: 'info' } });
    expect(t.app.log.level).toBe('info');
  });

  it('refuse bad values and non-admins', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const cases: [object, string][] = [
      [{ mainLog: { primaryLevel: 'loud' } }, 'Invalid parameter `mainLog.primaryLevel`: loud.'],
      [{ maxFileSizeB: 10 }, 'Invalid parameter `maxFileSizeB`: 10.'],
      [{ maxFileSizeB: 300_000_000 }, 'Invalid parameter `maxFileSizeB`: 300000000.'],
      [
        { httpLog: { customFilters: [{ filter: '', level: 'info' }] } },
        'Invalid parameter `httpLog.customFilters.0.filter`: .',
      ],
    ];
    for (const [payload, text] of cases) {
      const res = await t.request({ method: 'PATCH', url: URL_V2, headers: auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errorString).toBe(text);
    }
    const viewer = await userWithRole(t, 'advancedViewer');
    expect((await t.request({ method: 'GET', url: URL_V2, headers: viewer })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/logLevel', headers: viewer })).statusCode).toBe(403);
  });
});

describe('legacy log calls', () => {
  it('read and set the legacy log levels', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const call = async (query = '') =>
      (await t.request({ method: 'GET', url: `/api/logLevel${query}`, headers: auth })).json();
    expect(await call()).toEqual({
      error: '0',
      errorId: 'ok',
      errorString: '',
      reply: { MAIN: 'info', HTTP: 'info', EC2_TRAN: 'info', HWID: 'info', PERMISSIONS: 'info' },
    });
    expect((await call('?name=HTTP&value=DEBUG')).reply.HTTP).toBe('debug');
    expect((await call('?id=2&value=verbose')).reply).toMatchObject({ EC2_TRAN: 'verbose', MAIN: 'info' });
    expect((await call('?value=warning')).reply.MAIN).toBe('warning');
    expect(t.app.log.level).toBe('warn');
    const settings = await t.request({ method: 'GET', url: `${URL_V2}?_keepDefault=true`, headers: auth });
    expect(settings.json().mainLog.customFilters).toEqual([{ filter: 'EC2_TRAN', level: 'verbose' }]);
    expect(settings.json().httpLog.primaryLevel).toBe('debug');
    expect(await call('?name=MAIN&value=loud')).toMatchObject({
      error: '2',
      errorString: 'Invalid parameter `value`: loud.',
    });
    expect(await call('?name=NOPE&value=info')).toMatchObject({
      error: '2',
      errorString: 'Invalid parameter `name`: NOPE.',
    });
  });

  it('show the last lines of the real log files, as text', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    await t.request({ method: 'GET', url: '/rest/v1/system/info?secretish=1', headers: auth });
    const http = await t.request({ method: 'GET', url: '/api/showLog?name=http', headers: auth });
    expect(http.statusCode).toBe(200);
    expect(http.headers['content-type']).toMatch(/^text\/plain/);
    const lines = http.body
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/rest/v1/system/info', statusCode: 200 }),
    );
    expect(http.body).not.toContain('secretish');
    expect(http.body).not.toMatch(/vms-[0-9a-f]{20}/);

    await vi.waitFor(async () => {
      const system = await t.request({ method: 'GET', url: '/api/showLog?name=system', headers: auth });
      expect(system.body).toContain('"msg":"Server started"');
    });
    const two = await t.request({ method: 'GET', url: '/api/showLog?name=http&lines=2', headers: auth });
    expect(two.body.trimEnd().split('\n')).toHaveLength(2);
    const bad = await t.request({ method: 'GET', url: '/api/showLog?name=secret', headers: auth });
    expect(bad.statusCode).toBe(422);
    const viewer = await userWithRole(t, 'viewer');
    expect((await t.request({ method: 'GET', url: '/api/showLog', headers: viewer })).statusCode).toBe(403);
    const logViewer = await userWithRole(t, 'advancedViewer');
    expect((await t.request({ method: 'GET', url: '/api/showLog', headers: logViewer })).statusCode).toBe(
      200,
    );
  });

  it('download the current file of a log as a text attachment', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    await t.request({ method: 'GET', url: '/rest/v1/system/info?download-marker=1', headers: auth });
    const download = (url: string, headers: Record<string, string> = auth) =>
      t.request({ method: 'GET', url, headers });

    const http = await download('/rest/v2/servers/this/logs/http');
    expect(http.statusCode).toBe(200);
    expect(http.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(http.headers['content-disposition']).toMatch(/^attachment; filename="http\.log"/);
    expect(http.body).toContain('"url":"/rest/v1/system/info"');
    const byId = await download(`/rest/v2/servers/${t.root.identity.serverId}/logs/main`);
    expect(byId.statusCode).toBe(200);

    expect((await download('/rest/v2/servers/this/logs/secret')).statusCode).toBe(422);
    expect((await download('/rest/v2/servers/this/logs/..%2Fmain')).statusCode).not.toBe(200);
    expect((await download('/rest/v1/servers/this/logs/main')).statusCode).toBe(404);
    expect((await download('/rest/v2/servers/this/logs/main', {})).statusCode).toBe(401);
    const viewer = await userWithRole(t, 'viewer');
    expect((await download('/rest/v2/servers/this/logs/main', viewer)).statusCode).toBe(403);
    const logViewer = await userWithRole(t, 'advancedViewer');
    expect((await download('/rest/v2/servers/this/logs/system', logViewer)).statusCode).toBe(200);
  });

  it('show a request in http.log, and lines of a level only while the log takes that level', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const showHttp = async () =>
      (await t.request({ method: 'GET', url: '/api/showLog?name=http&lines=50', headers: auth })).body;
    const patchHttp = (primaryLevel: string) =>
      t.request({ method: 'PATCH', url: URL_V2, headers: auth, payload: { httpLog: { primaryLevel } } });

    await t.request({ method: 'GET', url: '/rest/v1/no-such-thing-info', headers: auth });
    expect(await showHttp()).toContain('/rest/v1/no-such-thing-info');

    expect((await patchHttp('error')).statusCode).toBe(200);
    await t.request({ method: 'GET', url: '/rest/v1/no-such-thing-error', headers: auth });
    expect(await showHttp()).not.toContain('/rest/v1/no-such-thing-error');

    expect((await patchHttp('info')).statusCode).toBe(200);
    await t.request({ method: 'GET', url: '/rest/v1/no-such-thing-again', headers: auth });
    expect(await showHttp()).toContain('/rest/v1/no-such-thing-again');
  });
});
