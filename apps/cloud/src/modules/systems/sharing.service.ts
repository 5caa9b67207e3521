/**
 * Sharing a system (cloud-api §5.6): its users, the roles a caller may grant, and sharing with an e-mail —
 * an unknown e-mail gets an invited account — under the contract's role rules.
 */
import {
  type AccessRoleItem,
  type CloudAccessRole,
  CloudError,
  type CloudUser,
  canChangeShare,
  SHARE_WITH_SELF_TEXT,
  type ShareRole,
  sharingPermissionsOf,
} from '@argus/contract/cloud';
import type { Clock } from '../../clock.ts';
import type { CloudDatabase } from '../../db/database.ts';
import { type Mailer, sendReported } from '../../mail/index.ts';
import {
  type AccountRow,
  type AccountsRepository,
  type AccountsService,
  normalizeEmail,
} from '../accounts/index.ts';
import type { LinkNoticePublisher } from '../link/link-notices.ts';
import type { SystemUserRow, SystemUsersRepository } from '../system-users/index.ts';
import { cloudUserReply, fullNameOf } from './system-reply.ts';
import type { SystemsService } from './systems.service.ts';
import type { SystemRow } from './systems.table.ts';

export interface SharingSources {
  database: Pick<CloudDatabase, 'transaction'>;
  systems: Pick<SystemsService, 'access' | 'ownerOf'>;
  shares: Pick<SystemUsersRepository, 'find' | 'insert' | 'setRole' | 'delete' | 'listForSystem'>;
  accounts: Pick<AccountsRepository, 'findById' | 'findByEmail'>;
  accountsService: Pick<AccountsService, 'create'>;
  clock: Clock;
  /** Tells the system's server that its share list changed. */
  notices: LinkNoticePublisher;
  /**
   * Tells an existing account it was given a system (`shareNotification`), and invites an unknown e-mail
   * (`invitation`, with the code that completes its registration). Absent: no mail.
   */
  mailer?: Pick<Mailer, 'send'>;
  /** Issues the invitation code of an invited account (in the share's transaction). */
  inviteCodes?: { create(kind: 'invite', accountId: string | null, email: string): Promise<string> };
  /** Where a mail that could not be sent is reported: the share stands either way. */
  log?: (error: unknown) => void;
}

/** Who shares: an account with its role on the system, or the system's server acting as its owner. */
interface Sharer {
  system: SystemRow;
  sharer: AccountRow;
  callerRole: CloudAccessRole;
  bySystem: boolean;
}

export interface ShareInput {
  email: string;
  role: ShareRole;
  /** False: the share is kept but disabled (default: enabled unless the role is `disabled`). */
  isEnabled?: boolean | undefined;
  /** The cloud DB's full share record (`POST /cdb/systems/{id}/users`). */
  customPermissions?: string | undefined;
  userRoleId?: string | undefined;
  /** False: no notification mail to an existing account (an invitation is always sent). */
  notify?: boolean | undefined;
}

export class SharingService {
  constructor(private readonly sources: SharingSources) {}

  /** The users of a system the account may see. */
  async users(account: AccountRow, systemId: string): Promise<CloudUser[]> {
    const { system } = await this.sources.systems.access(account, systemId);
    return this.usersOf(system.id);
  }

  /** Every share of the system (its media server asks for them to synchronise its cloud users). */
  async usersOf(systemId: string): Promise<CloudUser[]> {
    const shares = await this.sources.shares.listForSystem(systemId);
    const accounts = await Promise.all(shares.map((s) => this.sources.accounts.findById(s.accountId)));
    return shares.flatMap((share, i) => (accounts[i] ? [cloudUserReply(share, accounts[i])] : []));
  }

  async accessRoles(account: AccountRow, systemId: string): Promise<AccessRoleItem[]> {
    const { role } = await this.sources.systems.access(account, systemId);
    return sharingPermissionsOf(role);
  }

  /**
   * Shares the system with `input.email` as `input.role`, changes that share's role, or (`none`) removes it.
   * Replies with the share as it is now; a removed share is answered as it was, disabled [design].
   */
  async share(caller: AccountRow, systemId: string, input: ShareInput): Promise<CloudUser> {
    const { system, role } = await this.sources.systems.access(caller, systemId);
    return this.apply({ system, sharer: caller, callerRole: role, bySystem: false }, input);
  }

  /**
   * The system's own server pushes a cloud user changed on it (cloud-api §5.4 item 3): the server has checked
   * its own user rules, so it shares with the owner's rights (never `owner`, never the owner's share), and
   * invitations name the owner as the sharer [design].
   */
  async shareForSystem(system: SystemRow, input: ShareInput): Promise<CloudUser> {
    const owner = await this.sources.systems.ownerOf(system);
    return this.apply({ system, sharer: owner, callerRole: 'owner', bySystem: true }, input);
  }

  private async apply(by: Sharer, input: ShareInput): Promise<CloudUser> {
    const { database, shares, accounts, accountsService, clock } = this.sources;
    const { system, sharer: caller, callerRole } = by;
    const email = normalizeEmail(input.email);
    const isSelf = !by.bySystem && email === caller.email;
    // The console's `cantAddYourOwnEmail`; removing one's own share is the one thing done to oneself.
    if (isSelf && input.role !== 'none') throw new CloudError('wrongParameters', SHARE_WITH_SELF_TEXT);

    const result = await database.transaction(async () => {
      let target = await accounts.findByEmail(email);
      const current = target ? await shares.find(system.id, target.id) : undefined;
      const currentRole = (current?.accessRole as CloudAccessRole | undefined) ?? null;
      if (!canChangeShare({ callerRole, currentRole, newRole: input.role, isSelf }))
        throw new CloudError('forbidden');

      if (input.role === 'none') {
        if (!target || !current) throw new CloudError('notFound');
        await shares.delete(system.id, target.id);
        await this.sources.notices.publish(system.id, { type: 'usersChanged' });
        return {
          reply: cloudUserReply({ ...current, isEnabled: false }, target),
          notify: null,
          invite: null,
        };
      }
      const known = target?.status === 'activated' && !current ? target : null;
      const invited = !target || (target.status === 'invited' && !current);
      target ??= await accountsService.create({ email, status: 'invited', invitedBy: caller.id });
      const inviteCode =
        invited && this.sources.inviteCodes
          ? await this.sources.inviteCodes.create('invite', target.id, target.email)
          : null;
      const isEnabled = input.role !== 'disabled' && input.isEnabled !== false;
      const extra = {
        ...(input.customPermissions !== undefined ? { customPermissions: input.customPermissions } : {}),
        ...(input.userRoleId !== undefined ? { userRoleId: input.userRoleId } : {}),
      };
      const share: SystemUserRow = current
        ? await shares.setRole(system.id, target.id, input.role, isEnabled, extra)
        : await shares.insert({
            systemId: system.id,
            accountId: target.id,
            accessRole: input.role,
            isEnabled,
            createdAt: clock(),
            ...extra,
          });
      await this.sources.notices.publish(system.id, { type: 'usersChanged' });
      return {
        reply: cloudUserReply(share, target),
        notify: input.notify === false ? null : known,
        invite: inviteCode ? { target, code: inviteCode } : null,
      };
    });
    if (result.notify) await this.notify(caller, result.notify, system);
    if (result.invite) await this.invite(caller, result.invite.target, result.invite.code, system);
    return result.reply;
  }

  /**
   * `group-users`: every listed system shared with every listed user. A pair that fails (no right, no such
   * system, the caller's own e-mail) is skipped, as the reference says; the others stand.
   */
  async groupShare(
    caller: AccountRow,
    systemIds: readonly string[],
    users: readonly { email: string; role: ShareRole; enabled?: boolean | undefined }[],
  ): Promise<void> {
    for (const systemId of new Set(systemIds.map((id) => id.toLowerCase())))
      for (const user of users)
        await this.share(caller, systemId, {
          email: user.email,
          role: user.role,
          isEnabled: user.enabled,
        }).catch((error: unknown) => {
          if (!(error instanceof CloudError)) throw error;
        });
  }

  /** An e-mail without an account was given a system: its invitation, after the share is committed. */
  private invite(sharer: AccountRow, target: AccountRow, code: string, system: { id: string; name: string }) {
    return sendReported(
      this.sources.mailer,
      {
        kind: 'invitation',
        to: target.email,
        language: target.language,
        sharerName: fullNameOf(sharer) || sharer.email,
        systemName: system.name,
        code,
      },
      this.sources.log,
    );
  }

  /** A new share of an existing account: it is told by mail, after the share is committed. */
  private notify(sharer: AccountRow, target: AccountRow, system: { id: string; name: string }) {
    return sendReported(
      this.sources.mailer,
      {
        kind: 'shareNotification',
        to: target.email,
        language: target.language,
        sharerName: fullNameOf(sharer) || sharer.email,
        systemName: system.name,
        systemId: system.id,
      },
      this.sources.log,
    );
  }
}
