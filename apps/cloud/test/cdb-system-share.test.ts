/**
 * A system's own server pushes the cloud users changed on it (cloud-api §5.4 item 3): `POST /cdb/system/share`
 * with `systemId:authKey` shares with the owner's rights — an unknown e-mail is invited in the owner's name,
 * custom permissions and roles are kept, `none` removes — but never touches the owner or another system.
 */
import { describe, expect, it } from 'vitest';
import { mailboxDirOf } from '../src/composition.ts';
import { listMessages } from '../src/mail/index.ts';
import { knownSecrets, startCloud, type TestCloud } from './support/test-cloud.ts';

const basic = (login: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`,
});

async function bind(cloud: TestCloud, account: { email: string; password: string }) {
  const res = await cloud.request({
    method: 'POST',
    url: '/cdb/systems/bind',
    headers: basic(account.email, account.password),
    payload: { name: 'Site 1', customization: 'default' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { id: string; authKey: string };
  knownSecrets.add(body.authKey);
  return body;
}

interface Share {
  accountEmail: string;
  accessRole: string;
  isEnabled: boolean;
  customPermissions: string;
  userRoleId: string;
}

describe.each(['pglite', 'postgres'] as const)(
  'a system shares through /cdb/system/share (%s)',
  (database) => {
    it('adds, changes, disables and removes shares with the system’s own credentials', async () => {
      const cloud = await startCloud({ database });
      const owner = await cloud.createAccount();
      const system = await bind(cloud, owner);
      const asSystem = basic(system.id, system.authKey);
      const push = (payload: Record<string, unknown>) =>
        cloud.request({
          method: 'POST',
          url: '/cdb/system/share',
          headers: asSystem,
          payload: { systemId: system.id, ...payload },
        });
      const sharing = async (): Promise<Share[]> => {
        const res = await cloud.request({
          method: 'GET',
          url: `/cdb/system/getCloudUsers?systemId=${system.id}`,
          headers: asSystem,
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { sharing: Share[] }).sharing;
      };
      const shareOf = async (email: string) => (await sharing()).find((s) => s.accountEmail === email);

      const newcomer = `newcomer.${Date.now()}@example.com`;
      const added = await push({ accountEmail: newcomer, accessRole: 'viewer', isEnabled: true });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toEqual({ resultCode: 'ok' });
      expect(await shareOf(newcomer)).toMatchObject({ accessRole: 'viewer', isEnabled: true });
      // An unknown e-mail is invited, in the owner's name.
      expect((await cloud.root.accounts.findByEmail(newcomer))?.status).toBe('invited');
      const mails = await listMessages(mailboxDirOf(cloud.config));
      expect(mails.filter((m) => m.kind === 'invitation').map((m) => m.to)).toEqual([
        expect.stringContaining(newcomer),
      ]);

      const custom = await push({
        accountEmail: newcomer,
        accessRole: 'custom',
        isEnabled: true,
        customPermissions: 'GlobalViewArchivePermission',
        userRoleId: '',
      });
      expect(custom.statusCode, custom.body).toBe(200);
      expect(await shareOf(newcomer)).toMatchObject({
        accessRole: 'custom',
        customPermissions: 'GlobalViewArchivePermission',
      });

      const roleId = '5b2bd1a4-7a3c-4a3e-9a55-0a1f5c2f3d11';
      const customRole = await push({
        accountEmail: newcomer,
        accessRole: 'customRole',
        isEnabled: false,
        customPermissions: '',
        userRoleId: roleId,
      });
      expect(customRole.statusCode, customRole.body).toBe(200);
      expect(await shareOf(newcomer)).toMatchObject({
        accessRole: 'customRole',
        userRoleId: roleId,
        customPermissions: '',
        isEnabled: false,
      });

      const removed = await push({ accountEmail: newcomer, accessRole: 'none' });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await shareOf(newcomer)).toBeUndefined();
    });

    it('refuses the owner’s share, ownership, another system and an account’s credentials on a system it lacks', async () => {
      const cloud = await startCloud({ database });
      const owner = await cloud.createAccount();
      const other = await cloud.createAccount();
      const system = await bind(cloud, owner);
      const otherSystem = await bind(cloud, other);
      const asSystem = basic(system.id, system.authKey);
      const push = (payload: Record<string, unknown>) =>
        cloud.request({ method: 'POST', url: '/cdb/system/share', headers: asSystem, payload });

      // Ownership moves only by transfer (§6); nobody changes or removes the owner's share.
      for (const payload of [
        { systemId: system.id, accountEmail: other.email, accessRole: 'owner' },
        { systemId: system.id, accountEmail: owner.email, accessRole: 'viewer' },
        { systemId: system.id, accountEmail: owner.email, accessRole: 'none' },
      ]) {
        const res = await push(payload);
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({ resultCode: 'forbidden' });
      }
      const elsewhere = await push({
        systemId: otherSystem.id,
        accountEmail: owner.email,
        accessRole: 'viewer',
      });
      expect(elsewhere.statusCode).toBe(403);
      const owners = await cloud.request({
        method: 'GET',
        url: `/cdb/system/getCloudUsers?systemId=${system.id}`,
        headers: asSystem,
      });
      expect(owners.json().sharing).toEqual([
        expect.objectContaining({ accountEmail: owner.email, accessRole: 'owner', isEnabled: true }),
      ]);

      // An account still needs its own right on the system.
      const stranger = await cloud.request({
        method: 'POST',
        url: '/cdb/system/share',
        headers: basic(other.email, other.password),
        payload: { systemId: system.id, accountEmail: 'x@example.com', accessRole: 'viewer' },
      });
      expect(stranger.statusCode).toBe(404);
    });
  },
);
