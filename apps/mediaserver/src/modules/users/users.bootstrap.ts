import { PERMISSION_PRESETS } from '@argus/contract';
import { hashPassword } from '../../auth/password.ts';
import type { UsersRepository } from './users.repository.ts';

export const ADMIN_USER_ID = '99cbc715-539b-4bfe-856f-799b45b69b1e';
export const ADMIN_INITIAL_PASSWORD = 'admin';

/** A brand-new system starts with the built-in owner `admin`, password `admin` until setup. */
export async function ensureBuiltInAdmin(users: UsersRepository, clock: () => number): Promise<void> {
  if (users.findById(ADMIN_USER_ID)) return;
  users.insert({
    id: ADMIN_USER_ID,
    name: 'admin',
    type: 'local',
    isOwner: true,
    permissions: PERMISSION_PRESETS.owner,
    passwordHash: await hashPassword(ADMIN_INITIAL_PASSWORD),
    createdAtMs: clock(),
  });
}
