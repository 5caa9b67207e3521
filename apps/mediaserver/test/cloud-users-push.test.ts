/**
 * Cloud users changed on a bound server reach the cloud's share list (cloud-api §5.4 item 3, issue 16), against
 * a real cloud process: the server tells the cloud first (`POST /cdb/system/share` with its own credentials)
 * and writes locally only once the cloud accepted, so an unreachable or refusing cloud leaves it unchanged; the
 * sync that follows finds the server already equal to the list; nobody changes or deletes the cloud owner.
 */
import { PERMISSION_PRESETS, PREDEFINED_ROLES } from '@argus/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { CLOUD_UNREACHABLE_TEXT } from '../src/modules/cloud-link/index.ts';
import { boundServer, newAccount, share } from './cloud-fixtures.ts';
import { sharedCloudProcess, startCloudProcess } from './support/cloud-process.ts';
import { bearer, type TestApp } from './support/test-app.ts';

const SLOW = 90_000;
const roleId = (key: string) => PREDEFINED_ROLES.find((r) => r.key === key)!.id;

const cloud = sharedCloudProcess();
const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

interface UserModel {
  id: string;
  name: string;
  type: string;
  isOwner: boolean;
  isEnabled: boolean;
  permissions: string;
  userRoleId: string;
}

interface CloudShare {
  accountEmail: string;
  accessRole: string;
  isEnabled: boolean;
  customPermissions: string;
}

async function bound(c: Pick<typeof cloud, 'url' | 'call' | 'createAccount' | 'connectSystem'> = cloud) {
  const b = await boundServer(c);
  apps.push(b.t);
  const { t, token, system } = b;
  const call = (
    method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
    url: string,
    payload?: Record<string, unknown>,
  ) => t.request({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const cloudUsers = async (): Promise<UserModel[]> => {
    const res = await call('GET', '/rest/v1/users?_keepDefault=true');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as UserModel[]).filter((u) => u.type === 'cloud');
  };
  /** The share list as the system's own server reads it (`getCloudUsers`). */
  const sharing = async (): Promise<CloudShare[]> => {
    const res = await c.call('GET', `/cdb/system/getCloudUsers?systemId=${system.id}`, undefined, {
      authorization: `Basic ${Buffer.from(`${system.id}:${system.authKey}`).toString('base64')}`,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { sharing: CloudShare[] }).sharing;
  };
  const shareOf = async (email: string) => (await sharing()).find((s) => s.accountEmail === email);
  /** Adds a viewer cloud user through REST; its id. */
  const addViewer = async (email: string): Promise<string> => {
    const res = await call('POST', '/rest/v1/users', cloudUser(email, { userRoleId: roleId('viewer') }));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as UserModel).id;
  };
  return { ...b, call, cloudUsers, sharing, shareOf, addViewer };
}

const cloudUser = (email: string, fields: Record<string, unknown> = {}) => ({
  name: email,
  email,
  type: 'cloud',
  ...fields,
});

describe('cloud users changed on the server reach the cloud', () => {
  it(
    'creates, changes, disables and deletes a cloud user in the cloud first; the sync then agrees',
    async () => {
      const s = await bound();
      const email = await newAccount(cloud, 'viewer');

      const id = await s.addViewer(email);
      expect(await s.shareOf(email)).toMatchObject({ accessRole: 'viewer', isEnabled: true });

      // The sync the cloud's usersChanged starts finds the server equal to the list: the same user stays.
      expect(await s.t.root.cloudUsersSync.sync()).toBe('synced');
      expect((await s.cloudUsers()).find((u) => u.name === email)).toMatchObject({
        id,
        isEnabled: true,
        permissions: PERMISSION_PRESETS.viewer,
        userRoleId: roleId('viewer'),
      });

      const advanced = await s.call('PATCH', `/rest/v1/users/${id}`, {
        userRoleId: roleId('advancedViewer'),
      });
      expect(advanced.statusCode, advanced.body).toBe(200);
      expect(await s.shareOf(email)).toMatchObject({ accessRole: 'advancedViewer' });

      const custom = 'GlobalViewArchivePermission|GlobalAccessAllMediaPermission';
      const customised = await s.call('PATCH', `/rest/v1/users/${id}`, {
        userRoleId: '00000000-0000-0000-0000-000000000000',
        permissions: custom,
      });
      expect(customised.statusCode, customised.body).toBe(200);
      expect(await s.shareOf(email)).toMatchObject({ accessRole: 'custom', customPermissions: custom });

      const admin = await s.call('PATCH', `/rest/v1/users/${id}`, { userRoleId: roleId('administrator') });
      expect(admin.statusCode, admin.body).toBe(200);
      expect(await s.shareOf(email)).toMatchObject({ accessRole: 'cloudAdmin' });

      const disabled = await s.call('PATCH', `/rest/v1/users/${id}`, { isEnabled: false });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(await s.shareOf(email)).toMatchObject({ accessRole: 'cloudAdmin', isEnabled: false });
      expect(await s.t.root.cloudUsersSync.sync()).toBe('synced');
      expect((await s.cloudUsers()).find((u) => u.name === email)).toMatchObject({ id, isEnabled: false });

      const deleted = await s.call('DELETE', `/rest/v1/users/${id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await s.shareOf(email)).toBeUndefined();
      expect((await s.cloudUsers()).map((u) => u.name)).not.toContain(email);
    },
    SLOW,
  );

  it(
    'pushes through the legacy calls too, and invites an e-mail the cloud does not know',
    async () => {
      const s = await bound();
      const email = `stranger.${Date.now()}@example.com`;
      const saved = await s.call('POST', '/ec2/saveUser', {
        name: email,
        email,
        isCloud: true,
        permissions: PERMISSION_PRESETS.liveViewer,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await s.shareOf(email)).toMatchObject({ accessRole: 'liveViewer', isEnabled: true });
      // The cloud invited the unknown e-mail (its development mailbox holds the invitation).
      type Mail = { to: string | string[] };
      const mailbox = (await (await cloud.call('GET', '/dev/mailbox.json')).json()) as
        | Mail[]
        | { messages: Mail[] };
      const messages = Array.isArray(mailbox) ? mailbox : mailbox.messages;
      expect(messages.some((m) => [m.to].flat().some((to) => to.includes(email)))).toBe(true);

      const removed = await s.call('POST', '/ec2/removeUser', { id: (saved.json() as { id: string }).id });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await s.shareOf(email)).toBeUndefined();
    },
    SLOW,
  );

  it(
    'refuses to change or delete the cloud owner, and to make anybody owner',
    async () => {
      const s = await bound();
      const owner = (await s.cloudUsers()).find((u) => u.isOwner)!;
      expect(owner.name).toBe(s.email);
      for (const [method, payload] of [
        ['PATCH', { isEnabled: false }],
        ['PATCH', { userRoleId: roleId('viewer') }],
        ['DELETE', undefined],
      ] as const) {
        const res = await s.call(method, `/rest/v1/users/${owner.id}`, payload);
        expect(res.statusCode, res.body).toBe(403);
      }
      const asOwner = await s.call(
        'POST',
        '/rest/v1/users',
        cloudUser(await newAccount(cloud, 'second'), { userRoleId: roleId('owner') }),
      );
      expect(asOwner.statusCode, asOwner.body).toBe(403);
      expect(await s.sharing()).toEqual([
        expect.objectContaining({ accountEmail: s.email, accessRole: 'owner', isEnabled: true }),
      ]);
      expect(await s.cloudUsers()).toEqual([expect.objectContaining({ id: owner.id, isEnabled: true })]);
    },
    SLOW,
  );

  it(
    'answers the cloud’s refusal with 403 and its text, and writes nothing',
    async () => {
      const s = await bound();
      // The server has not learnt yet that this account owns the system (a transfer not synced here).
      const owner = (await s.cloudUsers()).find((u) => u.isOwner)!;
      s.t.root.users.update(owner.id, { isOwner: false });
      const res = await s.call('PATCH', `/rest/v1/users/${owner.id}`, { isEnabled: false });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        errorId: 'forbidden',
        errorString: 'You do not have permissions to perform this action',
      });
      expect((await s.cloudUsers()).find((u) => u.id === owner.id)).toMatchObject({ isEnabled: true });
      expect(await s.shareOf(s.email)).toMatchObject({ accessRole: 'owner', isEnabled: true });
    },
    SLOW,
  );

  it(
    'deletes a cloud user whose share the cloud removed before this server synced',
    async () => {
      const s = await bound();
      const email = await newAccount(cloud, 'gone');
      const id = await s.addViewer(email);
      await share(cloud, s.email, s.system.id, email, 'none');
      const deleted = await s.call('DELETE', `/rest/v1/users/${id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await s.cloudUsers()).map((u) => u.name)).toEqual([s.email]);
    },
    SLOW,
  );
});

describe('an unreachable cloud', () => {
  it(
    'answers 503 and leaves the server unchanged',
    async () => {
      const own = await startCloudProcess();
      let stopped = false;
      try {
        const s = await bound(own);
        const email = await newAccount(own, 'kept');
        const id = await s.addViewer(email);
        const before = await s.cloudUsers();

        await own.stop();
        stopped = true;
        const attempts = [
          s.call('POST', '/rest/v1/users', cloudUser(`late.${Date.now()}@example.com`)),
          s.call('PATCH', `/rest/v1/users/${id}`, { userRoleId: roleId('advancedViewer') }),
          s.call('PATCH', `/rest/v1/users/${id}`, { isEnabled: false }),
          s.call('DELETE', `/rest/v1/users/${id}`),
        ];
        for (const res of await Promise.all(attempts)) {
          expect(res.statusCode, res.body).toBe(503);
          expect(res.json()).toMatchObject({
            error: '11',
            errorId: 'serviceUnavailable',
            errorString: CLOUD_UNREACHABLE_TEXT,
          });
        }
        expect(await s.cloudUsers()).toEqual(before);

        // A change that is not the cloud's business (the user's resources) needs no cloud.
        const local = await s.call('PATCH', `/rest/v1/users/${id}`, { fullName: 'Kept Here' });
        expect(local.statusCode, local.body).toBe(200);
      } finally {
        if (!stopped) await own.stop();
      }
    },
    SLOW * 2,
  );
});
