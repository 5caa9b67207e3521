/** Replies over 1 KB travel compressed when the client accepts it; big lists are compressed once per change. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bearer, startTestApp } from './support/test-app.ts';

describe('compression', () => {
  it('negotiates brotli or gzip for JSON over 1 KB, and sends small replies as they are', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    const get = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/rest/v1/system/settings',
        headers: { ...bearer(token), 'accept-encoding': encoding },
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).systemName).toBe('');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toHaveProperty('systemName');
    const none = await get('identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toHaveProperty('systemName');
    const small = await t.app.inject({
      method: 'GET',
      url: '/rest/v1/system/info',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a big cached list, and serves the same bytes until the list changes', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    for (let i = 0; i < 30; i += 1)
      t.root.users.insert({
        id: crypto.randomUUID(),
        name: `user${i}`,
        type: 'local',
        createdAtMs: i,
        passwordHash: null,
      });
    const list = () =>
      t.app.inject({
        method: 'GET',
        url: '/rest/v1/users?_keepDefault=true',
        headers: { ...bearer(token), 'accept-encoding': 'br' },
      });
    const first = await list();
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const names = JSON.parse(brotliDecompressSync(first.rawPayload).toString()).map(
      (u: { name: string }) => u.name,
    );
    expect(names).toHaveLength(31);
    expect((await list()).rawPayload.equals(first.rawPayload)).toBe(true);
    t.root.users.insert({
      id: crypto.randomUUID(),
      name: 'late',
      type: 'local',
      createdAtMs: 99,
      passwordHash: null,
    });
    const after = JSON.parse(brotliDecompressSync((await list()).rawPayload).toString());
    expect(after.map((u: { name: string }) => u.name)).toContain('late');
  });
});
