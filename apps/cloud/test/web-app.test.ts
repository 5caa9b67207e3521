/** The web app in cloud mode: its files, its index page for the app's own paths, never for API paths. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { languageFilePath, SUPPORTED_LANGUAGES } from '@argus/contract/cloud';
import { afterEach, describe, expect, it } from 'vitest';
import { startCloud } from './support/test-cloud.ts';

let dist: string | null = null;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = null;
});

function builtWebApp(): string {
  dist = mkdtempSync(join(tmpdir(), 'argus-cloud-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Argus Cloud</title>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  return dist;
}

describe('web app', () => {
  it('serves the files and the index page for app paths; API paths and missing files get the 404 body', async () => {
    const cloud = await startCloud({ webDist: builtWebApp() });
    const page = await cloud.request({ method: 'GET', url: '/systems/1234' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Argus Cloud');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['cache-control']).toBe('no-cache');

    const landing = await cloud.request({ method: 'GET', url: '/' });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('Argus Cloud');

    const asset = await cloud.request({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    for (const url of ['/assets/missing.js', '/api/unknown', '/cdb/unknown', '/oauth/unknown']) {
      const res = await cloud.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().resultCode).toBe('notFound');
    }
  });

  it('serves the compiled strings the language call redirects to (the web build writes them)', async () => {
    const web = builtWebApp();
    for (const { language } of SUPPORTED_LANGUAGES) {
      const file = join(web, languageFilePath(language));
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, JSON.stringify({ common: { language } }));
    }
    const cloud = await startCloud({ webDist: web });
    const redirect = await cloud.request({
      method: 'GET',
      url: '/api/utils/language',
      headers: { 'accept-language': 'de' },
    });
    expect(redirect.statusCode).toBe(302);
    const strings = await cloud.request({ method: 'GET', url: String(redirect.headers.location) });
    expect(strings.statusCode).toBe(200);
    expect(strings.json()).toEqual({ common: { language: 'de_DE' } });
  });

  it('answers every path with the 404 body when the web app is not built', async () => {
    const cloud = await startCloud();
    const res = await cloud.request({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ resultCode: 'notFound', errorText: 'Not found', errorData: null });
  });
});
