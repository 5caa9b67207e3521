import { describe, expect, it } from 'vitest';
import { closedPort } from './storages-fixtures.ts';
import { bearer, startTestApp } from './support/test-app.ts';

/**
 * Calls every GET route of the OpenAPI documents as the owner, with every kind of secret set (user password
 * and digest, SMTP password, LDAP password), so the harness's no-secrets check sees every reply shape.
 */
describe('no reply carries a secret (§3.10)', () => {
  it('holds for every documented GET route', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    const auth = bearer(token);
    const created = await t.request({
      method: 'POST',
      url: '/rest/v1/users',
      headers: auth,
      payload: { name: 'digesty', password: 'Digest-Pass-1', isHttpDigestEnabled: true },
    });
    expect(created.statusCode).toBe(200);
    const settings = await t.request({
      method: 'PATCH',
      url: '/rest/v1/system/settings',
      headers: auth,
      payload: { smtpPassword: 'Smtp-Secret-1', ldapAdminPassword: 'Ldap-Secret-1' },
    });
    expect(settings.statusCode).toBe(200);
    const role = await t.request({
      method: 'POST',
      url: '/rest/v1/userRoles',
      headers: auth,
      payload: { name: 'Operators', permissions: 'GlobalViewArchivePermission' },
    });
    const layout = await t.request({
      method: 'POST',
      url: '/rest/v1/layouts',
      headers: auth,
      payload: { name: 'L' },
    });
    const page = await t.request({
      method: 'POST',
      url: '/rest/v1/webPages',
      headers: auth,
      payload: { name: 'Docs', url: 'https://example.com/' },
    });
    const storage = await t.request({
      method: 'POST',
      url: '/rest/v1/servers/this/storages',
      headers: auth,
      payload: { path: `smb://sweep:Smb-Secret-1@127.0.0.1:${await closedPort()}/share` },
    });
    expect(storage.statusCode).toBe(200);
    const ids: Record<string, string> = {
      users: created.json().id,
      userRoles: role.json().id,
      layouts: layout.json().id,
      webPages: page.json().id,
      servers: t.root.identity.serverId,
      sessions: 'current',
      users_name: 'digesty',
      settings: 'systemName',
      storages: storage.json().id,
    };
    const paths = new Set<string>();
    for (const doc of ['/static/openapi_manifest.json', '/static/openapi_legacy.json']) {
      const res = await t.request({ method: 'GET', url: doc });
      expect(res.statusCode).toBe(200);
      for (const [path, ops] of Object.entries(res.json().paths as Record<string, Record<string, unknown>>)) {
        if ('get' in ops) paths.add(path);
      }
    }
    expect(paths.size).toBeGreaterThan(30);
    let called = 0;
    for (const path of paths) {
      const url = path.replace(/\{([^}]+)\}/g, (_m, param: string) => {
        const collection = path.split('/').at(path.split('/').indexOf(`{${param}}`) - 1) ?? '';
        if (collection === 'login' || param === 'username') return ids.users_name!;
        return ids[collection] ?? ids[param] ?? '*';
      });
      const res = await t.request({ method: 'GET', url, headers: auth });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expect(res.body, url).not.toContain('Smb-Secret-1');
      called++;
    }
    expect(called).toBe(paths.size);
  });
});
