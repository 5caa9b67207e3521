/**
 * Embedding (spec 000 §2 `/embed/{systemId}`): the embed page is the console's page, served at its address,
 * and may be framed by the server itself and the origins of the allow-list (`embedAllowedOrigins`), by no
 * other: the Content-Security-Policy's frame-ancestors says so (browsers refuse the frame otherwise), and no
 * X-Frame-Options contradicts it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, startTestApp } from './support/test-app.ts';

const frameAncestors = (csp: unknown) =>
  /frame-ancestors ([^;]*)/.exec(String(csp))?.[1]?.trim().split(/\s+/);

describe('the embed page', () => {
  it('is framed by the allowed origins only', async () => {
    // A built console in the web root the test app serves (`<data dir>/no-web`).
    const dataDir = mkdtempSync(join(tmpdir(), 'argus-embed-'));
    mkdirSync(join(dataDir, 'no-web'), { recursive: true });
    writeFileSync(
      join(dataDir, 'no-web', 'index.html'),
      '<!doctype html><title>Argus</title><div id="root"></div>',
    );
    const t = await startTestApp({ dataDir });
    const token = await t.login('admin', 'admin');
    const embed = async () => {
      const res = await t.request({ method: 'GET', url: '/embed/6f3c1d2e-0000-4000-8000-000000000001' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"');
      expect(res.headers['x-frame-options']).toBeUndefined();
      return frameAncestors(res.headers['content-security-policy']);
    };
    expect(await embed()).toEqual(["'self'"]);

    const set = await t.request({
      method: 'PATCH',
      url: '/rest/v1/system/settings',
      headers: bearer(token),
      payload: { embedAllowedOrigins: 'https://portal.example' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const allowed = await embed();
    expect(allowed).toEqual(["'self'", 'https://portal.example']);
    expect(allowed).not.toContain('https://evil.example');
    expect(allowed).not.toContain('*');
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
