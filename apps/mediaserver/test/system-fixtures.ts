import { randomUUID } from 'node:crypto';
import { PERMISSION_PRESETS } from '@argus/contract';
import { expect } from 'vitest';
import { hashPassword } from '../src/auth/password.ts';
import type { UserRow } from '../src/modules/users/index.ts';
import { bearer, type TestApp } from './support/test-app.ts';

/** A password that meets the policy. */
export const OWNER_PASSWORD = 'Argus-Owner-2026';
export const USER_PASSWORD = 'Argus-User-2026';

/** A non-owner local user created directly (the users API is tested on its own). */
export async function addUser(
  t: TestApp,
  name: string,
  preset: 'administrator' | 'viewer',
): Promise<UserRow> {
  return t.root.users.insert({
    id: randomUUID(),
    name,
    type: 'local',
    isOwner: false,
    permissions: PERMISSION_PRESETS[preset],
    passwordHash: await hashPassword(USER_PASSWORD),
    createdAtMs: t.root.clock(),
  });
}

/** Sets the system up with admin/admin and returns the owner's (still valid, fresh) token. */
export async function setUpSystem(t: TestApp, settings: Record<string, unknown> = {}): Promise<string> {
  const token = await t.login('admin', 'admin');
  const res = await t.request({
    method: 'POST',
    url: '/rest/v1/system/setup',
    headers: bearer(token),
    payload: { name: 'Site', local: { password: OWNER_PASSWORD }, settings },
  });
  expect(res.statusCode, res.body).toBe(200);
  return token;
}

/** Tokens of the owner, an Administrator and a Viewer of a set-up system. */
export async function roleTokens(t: TestApp): Promise<{ owner: string; admin: string; viewer: string }> {
  const owner = await setUpSystem(t);
  await addUser(t, 'manager', 'administrator');
  await addUser(t, 'watcher', 'viewer');
  return {
    owner,
    admin: await t.login('manager', USER_PASSWORD),
    viewer: await t.login('watcher', USER_PASSWORD),
  };
}

/** The REST error body for an errorId and text. */
export function restError(error: number, errorId: string, errorString: string) {
  return { error: String(error), errorId, errorString };
}
