/**
 * The license server's account and system calls (cloud-api §7.3): the account's lists (at most 10000), one
 * key, moving a key between owned systems, usage reports by the system itself, issuing for staff only, and
 * the `--issue-license` command.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { LicenseKeysRepository } from '../src/modules/license-server/index.ts';
import { parseIssueCommand, runIssueCommand } from '../src/modules/license-server/issue-command.ts';
import { loggedIn } from './support/browser.ts';
import { activate, basic, bearerOf, issueKey, LICENSES, SERVER_A, SERVER_B } from './support/licenses.ts';
import { connectSystem } from './support/systems.ts';
import { sharedPostgres, startCloud } from './support/test-cloud.ts';

describe.each(['pglite', 'postgres'] as const)('license server for accounts and systems (%s)', (database) => {
  it('lists the keys on the account’s systems, one system’s, one key; refuses more than 10000', async () => {
    const cloud = await startCloud({ database });
    const owner = await cloud.createAccount();
    const browser = await loggedIn(cloud, owner);
    const [site1, site2] = [await connectSystem(browser, 'Site 1'), await connectSystem(browser, 'Site 2')];
    const onSite1 = await issueKey(cloud, { class: 'digital', channels: 4 });
    const onSite2 = await issueKey(cloud, { class: 'edge', channels: 1 });
    const nowhere = await issueKey(cloud, { class: 'digital', channels: 8 });
    await activate(cloud, { key: onSite1, ...SERVER_A, cloudSystemId: site1.id });
    await activate(cloud, { key: onSite2, ...SERVER_B, cloudSystemId: site2.id });
    await activate(cloud, { key: nowhere, hardwareIds: ['hw-c'], localSystemId: 'local-c' });

    const bearer = await bearerOf(cloud, owner);
    const all = await cloud.request({ method: 'GET', url: `${LICENSES}/cloud/licenses`, headers: bearer });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().map((l: { key: string }) => l.key)).toEqual([onSite1, onSite2]);
    expect(all.json()[0]).toMatchObject({
      key: onSite1,
      class: 'digital',
      channels: 4,
      state: 'active',
      deactivationsLeft: 3,
      cloudSystemId: site1.id,
      localSystemId: 'local-a',
      hardwareIds: SERVER_A.hardwareIds,
      activatedAt: expect.any(String),
    });
    const one = await browser.request({
      method: 'GET',
      url: `${LICENSES}/cloud/licenses?cloudSystemId=${site2.id}`,
    });
    expect(one.json().map((l: { key: string }) => l.key)).toEqual([onSite2]);
    const limited = await browser.request({ method: 'GET', url: `${LICENSES}/cloud/licenses?limit=1` });
    expect(limited.json()).toHaveLength(1);

    const tooMany = await browser.request({ method: 'GET', url: `${LICENSES}/cloud/licenses?limit=10001` });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      resultCode: 'wrongParameters',
      errorText: 'a maximum of 10000 items',
      error: 'wrongParameters',
      message: 'a maximum of 10000 items',
    });

    const single = await browser.request({
      method: 'GET',
      url: `${LICENSES}/cloud/licenses/${onSite1.toLowerCase()}`,
    });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json()).toMatchObject({ key: onSite1, cloudSystemId: site1.id });
    const notMine = await browser.request({ method: 'GET', url: `${LICENSES}/cloud/licenses/${nowhere}` });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toMatchObject({ error: 'invalidKey' });

    // Another account sees none of them, and not the system either.
    const stranger = await loggedIn(cloud, await cloud.createAccount());
    const theirs = await stranger.request({ method: 'GET', url: `${LICENSES}/cloud/licenses` });
    expect(theirs.json()).toEqual([]);
    const foreign = await stranger.request({
      method: 'GET',
      url: `${LICENSES}/cloud/licenses?cloudSystemId=${site1.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await cloud.request({ method: 'GET', url: `${LICENSES}/cloud/licenses` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ resultCode: 'notAuthorized', error: 'notAuthorized' });
  });

  it('moves a key between two systems the account owns', async () => {
    const cloud = await startCloud({ database });
    const owner = await cloud.createAccount();
    const browser = await loggedIn(cloud, owner);
    const [site1, site2] = [await connectSystem(browser, 'Site 1'), await connectSystem(browser, 'Site 2')];
    const key = await issueKey(cloud, { class: 'digital', channels: 4 });
    await activate(cloud, { key, ...SERVER_A, cloudSystemId: site1.id });
    const bearer = await bearerOf(cloud, owner);
    const change = (payload: Record<string, unknown>, headers = bearer) =>
      cloud.request({ method: 'PUT', url: `${LICENSES}/cloud/change`, headers, payload });

    // A viewer of the target does not own it.
    const other = await cloud.createAccount();
    const otherSite = await connectSystem(await loggedIn(cloud, other), 'Elsewhere');
    const shared = await (await loggedIn(cloud, other)).request({
      method: 'POST',
      url: `/api/systems/${otherSite.id}/users`,
      payload: { user_email: owner.email, role: 'viewer' },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const notOwned = await change({ key, cloudSystemId: site1.id, targetCloudSystemId: otherSite.id });
    expect(notOwned.statusCode).toBe(403);

    const wrongSource = await change({ key, cloudSystemId: site2.id, targetCloudSystemId: site1.id });
    expect(wrongSource.statusCode).toBe(409);
    expect(wrongSource.json()).toMatchObject({ error: 'notActivated' });

    const moved = await change({ key, cloudSystemId: site1.id, targetCloudSystemId: site2.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ key, cloudSystemId: site2.id, state: 'active' });
    const listed = await cloud.request({
      method: 'GET',
      url: `${LICENSES}/cloud/licenses?cloudSystemId=${site2.id}`,
      headers: bearer,
    });
    expect(listed.json().map((l: { key: string }) => l.key)).toEqual([key]);
  });

  it('takes a usage report from the system itself only', async () => {
    const cloud = await startCloud({ database });
    const owner = await cloud.createAccount();
    const browser = await loggedIn(cloud, owner);
    const [site1, site2] = [await connectSystem(browser, 'Site 1'), await connectSystem(browser, 'Site 2')];
    const report = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      cloud.request({ method: 'POST', url: `${LICENSES}/cloud/usage_report`, headers, payload });
    const usage = { digital: 3, edge: 0 };

    const ok = await report(basic(site1.id, site1.authKey), { cloudSystemId: site1.id, usage });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ resultCode: 'ok' });
    expect(await new LicenseKeysRepository(cloud.root.database).usageOf(site1.id)).toEqual(usage);

    const forOther = await report(basic(site1.id, site1.authKey), { cloudSystemId: site2.id, usage });
    expect(forOther.statusCode).toBe(403);
    const byAccount = await report(basic(owner.email, owner.password), { cloudSystemId: site1.id, usage });
    expect(byAccount.statusCode).toBe(403);
    const wrongKey = await report(basic(site1.id, 'not-the-key'), { cloudSystemId: site1.id, usage });
    expect(wrongKey.statusCode).toBe(401);
    const anonymous = await cloud.request({
      method: 'POST',
      url: `${LICENSES}/cloud/usage_report`,
      payload: { cloudSystemId: site1.id, usage },
    });
    expect(anonymous.statusCode).toBe(401);
    const badShape = await report(basic(site1.id, site1.authKey), {
      cloudSystemId: site1.id,
      usage: { digital: -1, nonsense: 2 },
    });
    expect(badShape.statusCode).toBe(400);
    expect(await new LicenseKeysRepository(cloud.root.database).usageOf(site1.id)).toEqual(usage);
  });

  it('issues keys for staff only, in the shapes it takes', async () => {
    const cloud = await startCloud({ database });
    const payload = { class: 'digital', channels: 4, count: 2 };
    const plain = await loggedIn(cloud, await cloud.createAccount());
    const refused = await plain.request({ method: 'POST', url: `${LICENSES}/issue`, payload });
    expect(refused.statusCode).toBe(403);
    const anonymous = await cloud.request({ method: 'POST', url: `${LICENSES}/issue`, payload });
    expect(anonymous.statusCode).toBe(401);

    const staff = await loggedIn(cloud, await cloud.createAccount({ isStaff: true }));
    const issued = await staff.request({ method: 'POST', url: `${LICENSES}/issue`, payload });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().keys).toHaveLength(2);
    expect(issued.json().keys[0]).toMatchObject({ class: 'digital', channels: 4, state: 'notActivated' });
    for (const bad of [
      { class: 'platinum', channels: 4 },
      { class: 'digital', channels: 0 },
      { class: 'digital', channels: 4, days: 0 },
      { class: 'digital' },
    ]) {
      const res = await staff.request({ method: 'POST', url: `${LICENSES}/issue`, payload: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('the --issue-license command', () => {
  it('reads its own options and leaves the cloud’s', () => {
    expect(parseIssueCommand(['--data-dir', '/tmp/x'])).toBeNull();
    expect(
      parseIssueCommand([
        '--issue-license',
        '--class',
        'trial',
        '--channels=4',
        '--days',
        '30',
        '--data-dir',
        '/d',
      ]),
    ).toEqual({ request: { class: 'trial', channels: 4, days: 30 }, rest: ['--data-dir', '/d'] });
    expect(() => parseIssueCommand(['--issue-license', '--class', 'platinum', '--channels', '4'])).toThrow(
      /--class/,
    );
    expect(() => parseIssueCommand(['--issue-license', '--class', 'digital', '--channels'])).toThrow(
      /--channels needs a value/,
    );
  });

  it('writes keys to PGlite in the data dir and prints them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'argus-issue-'));
    try {
      const config = { database: { kind: 'pglite' as const, dir } };
      const printed: string[] = [];
      const keys = await runIssueCommand(config, { class: 'digital', channels: 4, count: 2 }, (l) =>
        printed.push(l),
      );
      expect(printed).toEqual(keys);
      expect(keys).toHaveLength(2);
      const database = await openDatabase(config);
      try {
        const found = await new LicenseKeysRepository(database).find(keys[0]!);
        expect(found?.key).toMatchObject({ class: 'digital', channels: 4 });
      } finally {
        await database.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('writes keys to PostgreSQL at the database URL, where the cloud serves them', async () => {
    const { url } = await sharedPostgres();
    const [key] = await runIssueCommand(
      { database: { kind: 'postgres', url } },
      { class: 'edge', channels: 1 },
      () => {},
    );
    const cloud = await startCloud({ database: { url } });
    const res = await cloud.request({ method: 'GET', url: `${LICENSES}/inspect/${key}` });
    expect(res.json()).toMatchObject({ key, class: 'edge', channels: 1, state: 'notActivated' });
  });
});
