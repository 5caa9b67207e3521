/**
 * The server's `cloud` users follow the system's share list in the cloud (cloud-api §5.4 items 3 and 6,
 * §5.6, §6; docs/cloud-link.md §2): the link runs `sync()` when it comes up and on every `usersChanged`.
 * One sync fetches the list, then in one transaction adds, changes and removes `cloud` users until they
 * equal it, moves `isOwner` and `cloudAccountName` after a transfer, and never touches a local user.
 */
import { randomUUID } from 'node:crypto';
import type { CloudUser } from '@argus/contract/cloud';
import type { SettingsService } from '../settings/index.ts';
import type { UserRow, UsersRepository } from '../users/index.ts';
import { boundCredentials } from './bound-credentials.ts';
import type { CloudClient } from './cloud-client.ts';
import { type CloudUserFields, cloudUserFields, keepingPredefinedRole } from './cloud-user-fields.ts';
import { removeCloudUser } from './cloud-user-removal.ts';
import type { CloudUsersLock } from './cloud-users-lock.ts';

export interface CloudUsersSyncDeps {
  client: Pick<CloudClient, 'url' | 'getCloudUsers'>;
  settings: Pick<SettingsService, 'get' | 'write' | 'transaction'>;
  users: Pick<UsersRepository, 'list' | 'findByName' | 'insert' | 'update' | 'remove'>;
  /** Custom roles: a `customRole` share keeps its role only when this server has it. */
  roles: { findById(id: string): unknown };
  sessions: { revokeForUser(userId: string): void };
  layouts: { removeOwnedBy(userId: string): void };
  log: (level: 'info' | 'warn', message: string, fields: Record<string, unknown>) => void;
  clock: () => number;
  /** Shared with the push of users changed here (`CloudSharePush`): one change of the cloud users at a time. */
  lock: CloudUsersLock;
}

/**
 * What a sync did: `synced`; `notBound` (not bound, no cloud address, or unbound while the cloud answered:
 * nothing changed); `rejected` (the cloud refused the system's credentials: nothing changed, the link decides
 * whether to unbind, docs/cloud-link.md §1). An unreachable cloud throws `Unavailable`.
 */
export type CloudUsersSyncResult = 'synced' | 'notBound' | 'rejected';

export const LOCAL_NAME_TAKEN_LOG = 'A cloud share is skipped: a local user has its name';

export class CloudUsersSync {
  constructor(private readonly d: CloudUsersSyncDeps) {}

  sync(): Promise<CloudUsersSyncResult> {
    return this.d.lock.run(() => this.fetchAndReconcile());
  }

  private async fetchAndReconcile(): Promise<CloudUsersSyncResult> {
    const credentials = boundCredentials(this.d.settings);
    if (!credentials || !this.d.client.url) return 'notBound';
    const sharing = await this.d.client.getCloudUsers(credentials);
    if (sharing === 'rejected') return 'rejected';
    return this.d.settings.transaction(() => {
      // Unbound (or bound anew) while the cloud answered: this list is not this system's any more.
      if (boundCredentials(this.d.settings)?.systemId !== credentials.systemId) return 'notBound';
      this.reconcile(sharing);
      return 'synced';
    });
  }

  /** Run inside the transaction: the `cloud` users become the share list. */
  private reconcile(sharing: readonly CloudUser[]): void {
    const wanted = new Map<string, CloudUserFields>();
    for (const share of sharing)
      wanted.set(
        share.accountEmail.toLowerCase(),
        cloudUserFields(share, (id) => this.d.roles.findById(id) !== undefined),
      );

    for (const user of this.d.users.list())
      if (user.type === 'cloud' && !wanted.has(user.name.toLowerCase())) removeCloudUser(this.d, user.id);

    for (const fields of wanted.values()) {
      const existing = this.d.users.findByName(fields.name);
      if (existing?.type === 'cloud') this.change(existing, fields);
      else if (existing) this.d.log('warn', LOCAL_NAME_TAKEN_LOG, { name: fields.name, userId: existing.id });
      else this.add(fields);
    }

    const owner = sharing.find((share) => share.accessRole === 'owner');
    if (owner && this.d.settings.get('cloudAccountName') !== owner.accountEmail)
      this.d.settings.write({ cloudAccountName: owner.accountEmail });
  }

  private add(fields: CloudUserFields): void {
    this.d.users.insert({
      id: randomUUID(),
      type: 'cloud',
      ...fields,
      passwordHash: null,
      createdAtMs: this.d.clock(),
    });
  }

  /** Writes only what differs, so a sync that finds nothing new bumps no revision. */
  private change(user: UserRow, share: CloudUserFields): void {
    const fields = keepingPredefinedRole(user, share);
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([key, value]) => user[key as keyof CloudUserFields] !== value),
    ) as Partial<CloudUserFields>;
    if (Object.keys(changes).length === 0) return;
    this.d.users.update(user.id, changes);
    // A disabled user's sessions end with it, as when an admin disables a user.
    if (changes.isEnabled === false) this.d.sessions.revokeForUser(user.id);
  }
}
