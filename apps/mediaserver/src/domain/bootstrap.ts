import { hostname } from 'node:os';
import { PERMISSION_PRESETS } from '@argus/contract';
import { hashPassword } from '../auth/password.ts';
import type { AppContext } from '../context.ts';
import { servers } from '../db/schema.ts';

export const ADMIN_USER_ID = '99cbc715-539b-4bfe-856f-799b45b69b1e';
export const ADMIN_INITIAL_PASSWORD = 'admin';

/** Creates what a brand-new system starts with: the built-in `admin` (password `admin`) and this server. */
export async function bootstrap(ctx: AppContext): Promise<void> {
  if (!ctx.users.findById(ADMIN_USER_ID)) {
    ctx.users.insert({
      id: ADMIN_USER_ID,
      name: 'admin',
      type: 'local',
      isOwner: true,
      permissions: PERMISSION_PRESETS.owner,
      passwordHash: await hashPassword(ADMIN_INITIAL_PASSWORD),
      createdAtMs: ctx.clock(),
    });
  }
  ctx.db
    .insert(servers)
    .values({ id: ctx.identity.serverId, name: hostname() || 'Server' })
    .onConflictDoNothing()
    .run();
}
