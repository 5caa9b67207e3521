/**
 * A `cloud` user created, changed or deleted on this server reaches the cloud's share list first (cloud-api
 * §5.4 item 3, docs/cloud-link.md §2): `POST /cdb/system/share` with the system's credentials, and only once
 * the cloud accepted it does the local write run, under the lock the sync takes too. The cloud then publishes
 * `usersChanged`, whose sync finds the server already equal to the list. Not bound: the write is local alone.
 */
import type { RoleGrant } from '@argus/contract';
import type { SettingsService } from '../settings/index.ts';
import type { CloudShareChange, CloudShares } from '../users/index.ts';
import { boundCredentials } from './bound-credentials.ts';
import type { CloudClient } from './cloud-client.ts';
import { cloudShareOf } from './cloud-share-of.ts';
import type { CloudUsersLock } from './cloud-users-lock.ts';

export interface CloudSharePushDeps {
  client: Pick<CloudClient, 'share'>;
  settings: Pick<SettingsService, 'get'>;
  /** The custom roles: a user with one of them is shared as `customRole`. */
  roles: { list(): readonly RoleGrant[] };
  lock: CloudUsersLock;
}

export class CloudSharePush implements CloudShares {
  constructor(private readonly d: CloudSharePushDeps) {}

  change<T>({ email, user }: CloudShareChange, writeLocally: () => T): Promise<T> {
    return this.d.lock.run(async () => {
      const credentials = boundCredentials(this.d.settings);
      if (!credentials) return writeLocally();
      const share = user ? cloudShareOf(user, this.d.roles.list()) : { accessRole: 'none' as const };
      await this.d.client.share(credentials, {
        systemId: credentials.systemId,
        accountEmail: email,
        ...share,
      });
      return writeLocally();
    });
  }
}
