/**
 * The server's `cloud` users follow the system's share list (cloud-api §5.4 items 3 and 6, §5.6, §6) against
 * a real cloud process: shares, role changes and removals made through the cloud's own API reach
 * `GET /rest/v1/users` after a sync, a transfer moves the ownership, and local users are never touched.
 */
import { PERMISSION_PRESETS } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { LOCAL_NAME_TAKEN_LOG } from '../src/modules/cloud-link/index.ts';
import type { UserRow } from '../src/modules/users/index.ts';
import { ACCOUNT_PASSWORD, boundServer, newAccount, share, transferOwnership } from './cloud-fixtures.ts';
import { sharedCloudProcess } from './support/cloud-process.ts';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { addUser, setUpSystem } from './system-fixtures.ts';

// The cloud child compiles its TypeScript and PGlite on start; calls to it cross processes.
const SLOW = 60_000;

const cloud = sharedCloudProcess();

interface UserModel {
  id: string;
  name: string;
  email: string;
  fullName: string;
  type: string;
  isOwner: boolean;
  isEnabled: boolean;
  permissions: string;
  userRoleId: string;
}

async function usersOf(t: TestApp, token: string): Promise<UserModel[]> {
  const res = await t.request({
    method: 'GET',
    url: '/rest/v1/users?_keepDefault=true',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The `cloud` user of that name as `GET /rest/v1/users` shows it, if there is one. */
async function cloudUser(t: TestApp, token: string, name: string): Promise<UserModel | undefined> {
  return (await usersOf(t, token)).find((u) => u.name === name && u.type === 'cloud');
}

/** Whether a Bearer session still opens `GET /rest/v1/login/sessions/current`. */
async function sessionLives(t: TestApp, sessionToken: string): Promise<boolean> {
  const res = await t.request({
    method: 'GET',
    url: '/rest/v1/login/sessions/current',
    headers: bearer(sessionToken),
  });
  return res.statusCode === 200;
}

const localUsers = (t: TestApp): UserRow[] => t.root.users.list().filter((u) => u.type !== 'cloud');

describe('the cloud users follow the share list', () => {
  it(
    'adds a share with its role, follows role changes and disabling, removes an unshared user with its sessions',
    async () => {
      const { t, token, email: a, system } = await boundServer(cloud);
      await addUser(t, 'watcher', 'viewer');
      const b = await newAccount(cloud, 'viewer');
      const d = await newAccount(cloud, 'disabled');
      // A local user named like a share keeps its place; the share is skipped.
      const c = await newAccount(cloud, 'clash');
      await addUser(t, c, 'viewer');
      const locals = localUsers(t);

      await share(cloud, a, system.id, b, 'viewer');
      await share(cloud, a, system.id, c, 'advancedViewer');
      await share(cloud, a, system.id, d, 'disabled');
      expect(await t.root.cloudUsersSync.sync()).toBe('synced');

      const added = await cloudUser(t, token, b);
      expect(added).toMatchObject({
        email: b,
        fullName: 'Ann Lee',
        isOwner: false,
        isEnabled: true,
        permissions: PERMISSION_PRESETS.viewer,
      });
      expect(await cloudUser(t, token, a)).toMatchObject({
        isOwner: true,
        permissions: PERMISSION_PRESETS.owner,
      });
      expect(await cloudUser(t, token, d)).toMatchObject({ isEnabled: false, isOwner: false });
      expect(await cloudUser(t, token, c)).toBeUndefined();
      expect(localUsers(t)).toEqual(locals);
      expect(await t.root.logs.tail('system', 20)).toContain(LOCAL_NAME_TAKEN_LOG);

      // Nothing new in the cloud: nothing written.
      const revision = t.root.feed.revision('users');
      expect(await t.root.cloudUsersSync.sync()).toBe('synced');
      expect(t.root.feed.revision('users')).toBe(revision);

      await share(cloud, a, system.id, b, 'advancedViewer');
      await t.root.cloudUsersSync.sync();
      expect(await cloudUser(t, token, b)).toMatchObject({
        id: added!.id,
        permissions: PERMISSION_PRESETS.advancedViewer,
      });

      const session = t.root.sessions.create(added!.id).token;
      expect(await sessionLives(t, session)).toBe(true);
      await share(cloud, a, system.id, b, 'none');
      await t.root.cloudUsersSync.sync();
      expect(await cloudUser(t, token, b)).toBeUndefined();
      expect(await sessionLives(t, session)).toBe(false);
      expect(localUsers(t)).toEqual(locals);
    },
    SLOW,
  );

  it(
    'moves the ownership after a transfer: the new owner isOwner, the old one the admin set',
    async () => {
      const { t, token, email: a, system } = await boundServer(cloud);
      const b = await newAccount(cloud, 'heir');
      await share(cloud, a, system.id, b, 'viewer');
      await t.root.cloudUsersSync.sync();
      const locals = localUsers(t);

      await transferOwnership(cloud, system.id, a, b);

      expect(await t.root.cloudUsersSync.sync()).toBe('synced');
      const heir = await cloudUser(t, token, b);
      expect(heir).toMatchObject({ isOwner: true, permissions: PERMISSION_PRESETS.owner });
      expect(await cloudUser(t, token, a)).toMatchObject({
        isOwner: false,
        isEnabled: true,
        permissions: PERMISSION_PRESETS.administrator,
      });
      expect(t.root.settings.get('cloudAccountName')).toBe(b);
      const info = (await t.request({ method: 'GET', url: '/rest/v1/system/info' })).json();
      expect(info.cloudOwnerId).toBe(heir!.id);
      expect(localUsers(t)).toEqual(locals);
    },
    SLOW,
  );

  it(
    'gives a custom role only when this server has it',
    async () => {
      const { t, token, email: a, system } = await boundServer(cloud);
      const created = await t.request({
        method: 'POST',
        url: '/rest/v1/userRoles',
        headers: bearer(token),
        payload: { name: 'Night shift', permissions: PERMISSION_PRESETS.liveViewer },
      });
      expect(created.statusCode, created.body).toBe(200);
      const roleId = created.json().id as string;
      const withRole = await newAccount(cloud, 'role');
      const unknownRole = await newAccount(cloud, 'norole');
      const basic = `Basic ${Buffer.from(`${a}:${ACCOUNT_PASSWORD}`).toString('base64')}`;
      for (const [accountEmail, userRoleId] of [
        [withRole, roleId],
        [unknownRole, '3b4c1a6e-0000-4000-8000-000000000001'],
      ]) {
        const res = await cloud.call(
          'POST',
          `/cdb/systems/${system.id}/users`,
          { accountEmail, accessRole: 'customRole', userRoleId, sendNotification: false },
          { authorization: basic },
        );
        expect(res.status, await res.text()).toBe(200);
      }

      await t.root.cloudUsersSync.sync();
      expect(await cloudUser(t, token, withRole)).toMatchObject({
        userRoleId: roleId,
        permissions: 'NoGlobalPermissions',
      });
      expect(await cloudUser(t, token, unknownRole)).toMatchObject({
        userRoleId: '00000000-0000-0000-0000-000000000000',
        permissions: 'NoGlobalPermissions',
      });
    },
    SLOW,
  );

  it(
    'does nothing while unbound, nor when the system is unbound while the cloud answers',
    async () => {
      const unbound = await startTestApp({ cloudUrl: cloud.url });
      await setUpSystem(unbound);
      const before = unbound.root.users.list();
      expect(await unbound.root.cloudUsersSync.sync()).toBe('notBound');
      expect(unbound.root.users.list()).toEqual(before);

      const { t, email: a, system } = await boundServer(cloud);
      await share(cloud, a, system.id, await newAccount(cloud, 'late'), 'viewer');
      const running = t.root.cloudUsersSync.sync();
      // The binding goes (as the link's `unbound` would do it) before the cloud's reply arrives.
      t.root.settings.transaction(() => {
        t.root.settings.remove('cloudSystemID');
        t.root.settings.remove('cloudAuthKey');
      });
      const users = t.root.users.list();
      expect(await running).toBe('notBound');
      expect(t.root.users.list()).toEqual(users);
    },
    SLOW,
  );

  it(
    'changes nothing when the cloud no longer accepts the system',
    async () => {
      const { t, email: a, system } = await boundServer(cloud);
      // The sync alone: with its link up, the server would hear `unbound` and unbind itself first.
      await t.root.cloudLink.stop();
      const disconnected = await cloud.call('POST', '/api/systems/disconnect', {
        system_id: system.id,
        email: a,
        password: ACCOUNT_PASSWORD,
      });
      expect(disconnected.status).toBe(200);
      const users = t.root.users.list();
      expect(await t.root.cloudUsersSync.sync()).toBe('rejected');
      expect(t.root.users.list()).toEqual(users);
    },
    SLOW,
  );
});
