/**
 * Cloud systems (cloud-api §5.1–§5.7, §5.13): connecting one (its auth key is shown once, only its hash is
 * kept), what each account sees of the systems shared with it, rename, disconnect, and the media server's
 * contacts that confirm its binding.
 */
import { randomUUID } from 'node:crypto';
import {
  type BoundSystem,
  type CdbNonce,
  type CloudAccessRole,
  CloudError,
  type CloudSystem,
  canDisconnect,
  canRename,
  type StateOfHealth,
} from '@argus/contract/cloud';
import { hashPassword } from '../../auth/password.ts';
import type { Clock } from '../../clock.ts';
import type { CloudDatabase } from '../../db/database.ts';
import type { AccountRow, AccountsRepository } from '../accounts/index.ts';
import type { LinkNoticePublisher } from '../link/link-notices.ts';
import type { SystemUserRow, SystemUsersRepository } from '../system-users/index.ts';
import { issueSystemNonce } from './system-nonce.ts';
import { systemReply } from './system-reply.ts';
import type { SystemsRepository } from './systems.repository.ts';
import type { SystemRow } from './systems.table.ts';

export interface SystemsSources {
  database: Pick<CloudDatabase, 'transaction'>;
  systems: Pick<
    SystemsRepository,
    'findById' | 'findByIds' | 'insert' | 'rename' | 'delete' | 'recordContact'
  >;
  shares: Pick<SystemUsersRepository, 'find' | 'insert' | 'listEnabledForAccount'>;
  accounts: Pick<AccountsRepository, 'findById'>;
  clock: Clock;
  /** The state of health of systems (derived from their links). */
  health: HealthSource;
  /** Tells a system's server of a rename and of its disconnection. */
  notices: LinkNoticePublisher;
}

export interface HealthSource {
  of(systems: readonly Pick<SystemRow, 'id' | 'lastContactAt'>[]): Promise<Map<string, StateOfHealth>>;
}

/** A system and the caller's share of it. */
export interface SystemAccess {
  system: SystemRow;
  share: SystemUserRow;
  role: CloudAccessRole;
}

export interface ConnectInput {
  name: string;
  customization?: string | undefined;
}

export class SystemsService {
  constructor(private readonly sources: SystemsSources) {}

  /** Creates the system owned by `owner` with its owner share; the reply is the only place its key appears. */
  async connect(owner: AccountRow, input: ConnectInput): Promise<BoundSystem> {
    const { database, systems, shares, clock } = this.sources;
    // A uuid, as Nx auth keys are: the media server's cloudBind takes it as it is.
    const authKey = randomUUID();
    const authKeyHash = await hashPassword(authKey);
    const now = clock();
    const { system, share } = await database.transaction(async () => {
      const system = await systems.insert({
        name: input.name,
        ownerAccountId: owner.id,
        authKeyHash,
        customization: input.customization ?? 'default',
        registrationTime: now,
      });
      const share = await shares.insert({
        systemId: system.id,
        accountId: owner.id,
        accessRole: 'owner',
        createdAt: now,
      });
      return { system, share };
    });
    // A new system has never linked.
    return { ...systemReply(system, share, owner, 'undefined'), authKey };
  }

  /** The systems shared with the account (enabled shares), oldest share first. */
  async list(account: AccountRow): Promise<CloudSystem[]> {
    const { systems, shares } = this.sources;
    const mine = await shares.listEnabledForAccount(account.id);
    const rows = new Map((await systems.findByIds(mine.map((s) => s.systemId))).map((s) => [s.id, s]));
    const owners = await this.ownersOf([...rows.values()]);
    const health = await this.sources.health.of([...rows.values()]);
    return mine.flatMap((share) => {
      const system = rows.get(share.systemId);
      const owner = system && owners.get(system.ownerAccountId);
      return system && owner ? [systemReply(system, share, owner, health.get(system.id) ?? 'undefined')] : [];
    });
  }

  /** One system the account may see; 404 `notFound` when it may not (its existence is not revealed). */
  async get(account: AccountRow, systemId: string): Promise<CloudSystem> {
    const { system, share } = await this.access(account, systemId);
    return systemReply(system, share, await this.ownerOf(system), await this.healthOf(system));
  }

  /**
   * The account's share of the system. Without an enabled share the system does not exist for it: 404
   * `notFound`, the same answer as for an unknown id [design].
   */
  async access(account: AccountRow, systemId: string): Promise<SystemAccess> {
    const system = await this.sources.systems.findById(systemId);
    const share = system && (await this.sources.shares.find(system.id, account.id));
    if (!system || !share?.isEnabled) throw new CloudError('notFound');
    return { system, share, role: share.accessRole as CloudAccessRole };
  }

  /** A nonce for the legacy auth keys of a system the account sees (§5.9). */
  async nonce(account: AccountRow, systemId: string): Promise<CdbNonce> {
    const { system } = await this.access(account, systemId);
    return issueSystemNonce(system, this.sources.clock());
  }

  async rename(account: AccountRow, systemId: string, name: string): Promise<void> {
    const { system, role } = await this.access(account, systemId);
    if (!canRename(role)) throw new CloudError('forbidden');
    await this.sources.database.transaction(async () => {
      await this.sources.systems.rename(system.id, name);
      await this.sources.notices.publish(system.id, {
        type: 'systemChanged',
        name,
        system2faEnabled: system.system2faEnabled,
      });
    });
  }

  /** Owner only; the system's shares go with it. */
  async disconnect(account: AccountRow, systemId: string): Promise<void> {
    const { system, role } = await this.access(account, systemId);
    if (!canDisconnect(role)) throw new CloudError('forbidden');
    await this.remove(system.id);
  }

  /** The media server's `cloudUnbind` told the cloud: the system is gone from it (§5.4 item 6). */
  async unbindBySystem(systemId: string): Promise<void> {
    await this.remove(systemId);
  }

  /** The system goes with its shares; its server is told `unbound` (and its link closed) once that commits. */
  private remove(systemId: string): Promise<void> {
    return this.sources.database.transaction(async () => {
      await this.sources.systems.delete(systemId);
      await this.sources.notices.publish(systemId, { type: 'unbound' });
    });
  }

  /**
   * The media server called with its credentials: the first call confirms the binding (`activated`) and is
   * remembered as its last contact (§5.4 item 1; online is its link's). Its view is the owner's.
   */
  async contactOf(systemId: string): Promise<CloudSystem> {
    const { systems, shares, clock } = this.sources;
    const system = await systems.recordContact(systemId, clock());
    if (!system) throw new CloudError('notFound');
    const owner = await this.ownerOf(system);
    const share = await shares.find(system.id, owner.id);
    if (!share) throw new CloudError('notFound');
    return systemReply(system, share, owner, await this.healthOf(system));
  }

  private async healthOf(system: SystemRow): Promise<StateOfHealth> {
    return (await this.sources.health.of([system])).get(system.id) ?? 'undefined';
  }

  /** The account that owns the system. */
  async ownerOf(system: SystemRow): Promise<AccountRow> {
    const owner = await this.sources.accounts.findById(system.ownerAccountId);
    if (!owner) throw new CloudError('notFound');
    return owner;
  }

  private async ownersOf(rows: SystemRow[]): Promise<Map<string, AccountRow>> {
    const ids = [...new Set(rows.map((s) => s.ownerAccountId))];
    const found = await Promise.all(ids.map((id) => this.sources.accounts.findById(id)));
    return new Map(found.flatMap((a) => (a ? [[a.id, a] as const] : [])));
  }
}
