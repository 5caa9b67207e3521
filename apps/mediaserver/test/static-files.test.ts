import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { completeSetup } from './servers-fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const INDEX_HTML = '<!doctype html><title>Argus test app</title><div id="root"></div>';
const BIG_SCRIPT = `export const names = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `name-${i}`))};`;
const dirs: string[] = [];
const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});

/** A media server whose web root holds a small built app. */
async function appWithWebRoot(): Promise<Pick<TestApp, 'app' | 'root'>> {
  const dir = mkdtempSync(join(tmpdir(), 'argus-static-'));
  dirs.push(dir);
  const webRoot = join(dir, 'web');
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  mkdirSync(join(webRoot, 'static/lang_en_US'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(join(webRoot, 'assets/index-abc123.js'), 'console.log("app");');
  // What the web build writes next to each text file (apps/web/vite-plugins/precompress.ts).
  writeFileSync(join(webRoot, 'assets/big-def456.js'), BIG_SCRIPT);
  writeFileSync(join(webRoot, 'assets/big-def456.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(webRoot, 'assets/big-def456.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(
    join(webRoot, 'static/supported_languages.json'),
    '[{"language":"en_US","name":"English (US)"}]',
  );
  writeFileSync(join(webRoot, 'static/lang_en_US/language_compiled.json'), '{"common":{"ok":"OK"}}');
  const built = await buildApp({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(dir, 'data'),
    webRoot,
    logLevel: 'silent',
    discovery: false,
  });
  apps.push(built.app);
  return built;
}

/** Sends a request with the path exactly as given (no client-side `..` normalisation). */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => {
        body += d.toString();
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('the web app', () => {
  it('serves index.html at / without caching and hashed assets with a long cache', async () => {
    const { app } = await appWithWebRoot();
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toBe(INDEX_HTML);
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build-time brotli or gzip copy of an asset by content negotiation, and the file otherwise', async () => {
    const { app } = await appWithWebRoot();
    const get = (encoding: string) =>
      app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': encoding } });
    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(brotliCompressSync(BIG_SCRIPT))).toBe(true);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(BIG_SCRIPT))).toBe(true);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('answers unknown page paths with index.html and unknown API or file paths with a JSON 404', async () => {
    const { app } = await appWithWebRoot();
    const page = await app.inject({ method: 'GET', url: '/settings/whatever?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toBe(INDEX_HTML);
    for (const url of [
      '/rest/v1/unknown',
      '/api/unknownCall',
      '/assets/missing.js',
      '/static/nothing.json',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.json()).toMatchObject({ error: '9', errorId: 'notFound' });
    }
  });

  it('serves the language files of the web build with the exact JSON content type', async () => {
    const { app } = await appWithWebRoot();
    for (const url of ['/static/supported_languages.json', '/static/lang_en_US/language_compiled.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json');
    }
    expect((await app.inject({ method: 'GET', url: '/static/supported_languages.json' })).json()).toEqual([
      { language: 'en_US', name: 'English (US)' },
    ]);
    expect(
      (await app.inject({ method: 'GET', url: '/web/static/lang_en_US/language_compiled.json' })).statusCode,
    ).toBe(200);
  });

  it('shows a plain-text hint when the web app is not built', async () => {
    const t = await startTestApp();
    for (const url of ['/', '/settings']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('npm run build');
    }
  });

  it('refuses raw `..` traversal with 403', async () => {
    const { app } = await appWithWebRoot();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    for (const path of [
      '/static/../..',
      '/static/../../etc/passwd',
      '/static/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fx',
    ]) {
      const res = await rawGet(port, path);
      expect(res.status, path).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ error: '4', errorId: 'forbidden' });
    }
    expect((await rawGet(port, '/static/supported_languages.json')).status).toBe(200);
  });
});

describe('files generated by the server', () => {
  it('serves the local-mode console configuration, following the setup state', async () => {
    const t = await startTestApp();
    const res = await t.request({ method: 'GET', url: '/static/customization/webadmin_config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    const config = res.json();
    expect(config).toMatchObject({
      mode: 'local',
      cloudName: 'Argus Cloud',
      newSystem: true,
      footerLinks: [],
    });
    expect(config.features).toMatchObject({ bookmarks: true, layouts: true });
    expect(config.cloudCapabilities.developersEnabled).toBe(false);
    completeSetup(t);
    const after = await t.request({ method: 'GET', url: '/web/static/customization/webadmin_config.json' });
    expect(after.json().newSystem).toBe(false);
  });

  it('offers the developer pages only on a server started with --developers', async () => {
    const t = await startTestApp({ developers: true });
    const res = await t.request({ method: 'GET', url: '/static/customization/webadmin_config.json' });
    expect(res.json().cloudCapabilities).toEqual({ developersEnabled: true });
  });

  it('serves the brand description', async () => {
    const t = await startTestApp();
    const res = await t.request({ method: 'GET', url: '/static/customization/description.json' });
    expect(res.json()).toMatchObject({ brand: 'argus', customization: 'default', productName: 'Argus' });
    expect(res.json().version).toMatch(/^5\.1\./);
  });

  it('serves the common-passwords list of the contract package', async () => {
    const t = await startTestApp();
    const res = await t.request({ method: 'GET', url: '/static/scripts/commonPasswordsList.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    const list = res.json() as string[];
    expect(list.length).toBeGreaterThan(1000);
    expect(list).toContain('password');
  });
});
