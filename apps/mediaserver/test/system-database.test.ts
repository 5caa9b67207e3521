/**
 * Backup and restore of the system database (the Nx 5.1 calls `GET/POST /rest/v1|v2/system/database`,
 * `/ec2/dumpDatabase`, `/ec2/restoreDatabase`): a consistent copy out, a checked copy back in at the next
 * start, nothing changed by an upload that is not a backup of this server.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { digestHeader, getNonce } from './auth-fixtures.ts';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';

const OWNER_PASSWORD = 'Owner-pass-1';

async function setUpSystem(t: TestApp): Promise<string> {
  const token = await t.login('admin', 'admin');
  const res = await t.request({
    method: 'POST',
    url: '/rest/v1/system/setup',
    headers: bearer(token),
    payload: { name: 'Before', local: { password: OWNER_PASSWORD } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return t.login('admin', OWNER_PASSWORD);
}

const rename = (t: TestApp, token: string, systemName: string) =>
  t.request({
    method: 'PATCH',
    url: '/rest/v1/system/settings',
    headers: bearer(token),
    payload: { systemName },
  });

const restore = (t: TestApp, token: string, data: string, url = '/rest/v1/system/database') =>
  t.request({ method: 'POST', url, headers: bearer(token), payload: { data } });

describe('system database backup', () => {
  it('returns a consistent SQLite copy of the live database, over REST and the legacy call', async () => {
    const t = await startTestApp();
    const token = await setUpSystem(t);
    for (const url of ['/rest/v1/system/database', '/rest/v2/system/database', '/ec2/dumpDatabase']) {
      const res = await t.request({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/json');
      const file = join(t.dataDir, 'copy.sqlite');
      writeFileSync(file, Buffer.from(res.json().data, 'base64'));
      const copy = new Database(file, { readonly: true });
      const name = copy.prepare("SELECT value FROM settings WHERE name = 'systemName'").pluck().get();
      copy.close();
      expect(JSON.parse(name as string)).toBe('Before');
    }
  });

  it('is for the owner, proven by a fresh session or by its password (HTTP Digest, as Nx samples do)', async () => {
    const t = await startTestApp();
    const owner = await setUpSystem(t);
    const anonymous = await t.request({ method: 'GET', url: '/rest/v1/system/database' });
    expect(anonymous.statusCode).toBe(401);
    await t.request({
      method: 'POST',
      url: '/rest/v1/users',
      headers: bearer(owner),
      payload: { name: 'boss', password: 'Boss-pass-1', userRoleId: '00000000-0000-0000-0000-100000000001' },
    });
    const admin = await t.login('boss', 'Boss-pass-1');
    expect(
      (await t.request({ method: 'GET', url: '/rest/v1/system/database', headers: bearer(admin) }))
        .statusCode,
    ).toBe(403);
    await t.request({
      method: 'PATCH',
      url: '/rest/v1/users/admin',
      headers: bearer(owner),
      payload: { isHttpDigestEnabled: true, password: OWNER_PASSWORD },
    });
    const nonce = await getNonce(t);
    const digest = await t.request({
      method: 'GET',
      url: '/ec2/dumpDatabase',
      headers: digestHeader('admin', OWNER_PASSWORD, 'GET', '/ec2/dumpDatabase', nonce),
    });
    expect(digest.statusCode).toBe(200);
  });

  it('needs a fresh session when a session authenticates the call', async () => {
    let now = Date.UTC(2026, 0, 1);
    const t = await startTestApp({ clock: () => now });
    const token = await setUpSystem(t);
    now += 11 * 60_000;
    const res = await t.request({ method: 'GET', url: '/rest/v1/system/database', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorId: 'sessionExpired' });
  });
});

describe('system database restore', () => {
  it('brings the backed-up state back at the next start: the later change is gone, the backup’s sessions work', async () => {
    const requestRestart = vi.fn();
    const t = await startTestApp({ requestRestart });
    const token = await setUpSystem(t);
    const backup = (
      await t.request({ method: 'GET', url: '/rest/v1/system/database', headers: bearer(token) })
    ).json().data as string;
    expect((await rename(t, token, 'After')).statusCode).toBe(200);
    const res = await restore(t, token, backup);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({});
    await vi.waitFor(() => expect(requestRestart).toHaveBeenCalledTimes(1));
    await t.app.close();

    const restarted = await startTestApp({ dataDir: t.dataDir });
    expect(restarted.root.settings.get('systemName')).toBe('Before');
    const again = await restarted.request({
      method: 'GET',
      url: '/rest/v1/login/sessions/current',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(200);
    expect(existsSync(join(t.dataDir, 'system.sqlite.restore'))).toBe(false);
  });

  it('refuses what is not a backup of this server with a clear 422, and changes nothing', async () => {
    const requestRestart = vi.fn();
    const t = await startTestApp({ requestRestart });
    const token = await setUpSystem(t);
    const good = Buffer.from(
      (await t.request({ method: 'GET', url: '/ec2/dumpDatabase', headers: bearer(token) })).json().data,
      'base64',
    );
    const plain = join(t.dataDir, 'plain.sqlite');
    const other = new Database(plain);
    other.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1);');
    other.close();
    const newer = join(t.dataDir, 'newer.sqlite');
    writeFileSync(newer, good);
    const future = new Database(newer);
    future
      .prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)')
      .run('f'.repeat(64), Date.now() + 1e9);
    future.close();
    const damaged = Buffer.from(good);
    damaged.fill(0x41, 4096, 8192);
    const cases: [string, Buffer, string][] = [
      [
        'random bytes',
        Buffer.from('definitely not a database'),
        'The file is not a backup of a system database.',
      ],
      ['another SQLite database', readFileSync(plain), 'The file is not a backup of a system database.'],
      [
        'a newer server’s backup',
        readFileSync(newer),
        'The backup comes from a newer version of the server and cannot be restored.',
      ],
      ['a truncated backup', good.subarray(0, 3000), ''],
      ['a damaged backup', damaged, ''],
    ];
    for (const [what, bytes, text] of cases) {
      for (const url of ['/rest/v2/system/database', '/ec2/restoreDatabase']) {
        const res = await restore(t, token, bytes.toString('base64'), url);
        expect(res.statusCode, `${what} ${url}: ${res.body}`).toBe(422);
        expect(res.json().errorId).toBe('invalidParameter');
        if (text) expect(res.json().errorString).toBe(text);
      }
    }
    const missing = await t.request({
      method: 'POST',
      url: '/rest/v1/system/database',
      headers: bearer(token),
      payload: {},
    });
    expect(missing.json()).toMatchObject({
      errorId: 'missingParameter',
      errorString: 'Missing required parameter: data.',
    });
    expect(requestRestart).not.toHaveBeenCalled();
    expect(existsSync(join(t.dataDir, 'system.sqlite.restore'))).toBe(false);
    expect((await rename(t, token, 'Still here')).statusCode).toBe(200);
    expect(t.root.settings.get('systemName')).toBe('Still here');
  });
});
