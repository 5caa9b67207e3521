/** A cloud user leaves the server with everything that acts for it: its sessions and its own layouts. */
import type { UsersRepository } from '../users/index.ts';

export interface CloudUserRemovalDeps {
  users: Pick<UsersRepository, 'remove'>;
  sessions: { revokeForUser(userId: string): void };
  layouts: { removeOwnedBy(userId: string): void };
}

/** Run inside the caller's transaction. */
export function removeCloudUser(d: CloudUserRemovalDeps, userId: string): void {
  d.sessions.revokeForUser(userId);
  d.layouts.removeOwnedBy(userId);
  d.users.remove(userId);
}
