/** Test helpers for the server tests: users of each role with a session token, other server records. */
import { randomUUID } from 'node:crypto';
import { PERMISSION_PRESETS, type PredefinedRoleKey } from '@argus/contract';
import { hashPassword } from '../src/auth/password.ts';
import { servers } from '../src/modules/servers/index.ts';
import { bearer, type TestApp } from './support/test-app.ts';

/** A user with a role preset, logged in through the real login call; returns its auth header. */
export async function userWithRole(
  t: TestApp,
  role: Exclude<PredefinedRoleKey, 'owner'>,
): Promise<{ authorization: string }> {
  const name = `${role}-${randomUUID().slice(0, 8)}`;
  t.root.users.insert({
    id: randomUUID(),
    name,
    type: 'local',
    isOwner: false,
    permissions: PERMISSION_PRESETS[role],
    passwordHash: await hashPassword('Secret-Pass-1'),
    createdAtMs: t.root.clock(),
  });
  return bearer(await t.login(name, 'Secret-Pass-1'));
}

export async function ownerAuth(t: TestApp): Promise<{ authorization: string }> {
  return bearer(await t.login('admin', 'admin'));
}

/** The record of another server of the system, written as a merge would. */
export function insertOtherServer(t: TestApp, name = 'Other server'): string {
  const id = randomUUID();
  t.root.db
    .insert(servers)
    .values({
      id,
      name,
      url: 'http://127.0.0.2:7001',
      endpoints: ['127.0.0.2:7001'],
      version: '5.1.6.1000',
      osInfo: { platform: 'linux_arm64', variant: 'ubuntu', variantVersion: '22.04' },
    })
    .run();
  return id;
}

/** Marks the system as set up, as `POST /rest/v1/system/setup` does with no preset named (compatibility). */
export function completeSetup(t: TestApp): string {
  const localSystemId = randomUUID();
  t.root.settings.write({ localSystemId, systemName: 'Test system', trafficEncryptionForced: false });
  return localSystemId;
}
