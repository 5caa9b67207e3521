/**
 * Transfer of a system's ownership (cloud-api §6): the owner offers the system to another account, which
 * accepts or rejects it; the owner may cancel while it is pending. On acceptance the owner is swapped in one
 * transaction: the recipient's share becomes `owner`, the previous owner's `cloudAdmin` [design].
 */
import {
  type CloudAccessRole,
  CloudError,
  canTransfer,
  cloudErrorTexts,
  FORMER_OWNER_ROLE,
  type SystemTransferInfo,
  type TransferAnswer,
  transferErrorTexts,
} from '@argus/contract/cloud';
import type { Clock } from '../../clock.ts';
import type { CloudDatabase } from '../../db/database.ts';
import { type Mailer, type MailMessage, sendReported } from '../../mail/index.ts';
import { type AccountRow, type AccountsRepository, normalizeEmail } from '../accounts/index.ts';
import type { LinkNoticePublisher } from '../link/link-notices.ts';
import type { SystemUsersRepository } from '../system-users/index.ts';
import type { SystemsRepository, SystemsService } from '../systems/index.ts';
import { fullNameOf } from '../systems/system-reply.ts';
import type { TransfersRepository } from './transfers.repository.ts';
import type { TransferRow } from './transfers.table.ts';

export interface TransfersSources {
  database: Pick<CloudDatabase, 'transaction'>;
  transfers: Pick<TransfersRepository, 'insert' | 'findPending' | 'listForAccount' | 'resolve'>;
  systems: Pick<SystemsService, 'access'>;
  systemRows: Pick<SystemsRepository, 'findById' | 'findByIds' | 'setOwner'>;
  shares: Pick<SystemUsersRepository, 'find' | 'insert' | 'setRole'>;
  accounts: Pick<AccountsRepository, 'findById' | 'findByEmail'>;
  clock: Clock;
  /** Tells the system's server that its owner changed (the share list did). */
  notices: LinkNoticePublisher;
  /** The offer to the recipient and the answer to the owner. Absent: no mail. */
  mailer?: Pick<Mailer, 'send'>;
  /** Where a mail that could not be sent is reported: the transfer stands either way. */
  log?: (error: unknown) => void;
}

/** PostgreSQL's unique violation (both drivers; drizzle may wrap it). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

export class TransfersService {
  constructor(private readonly sources: TransfersSources) {}

  /** The transfers from or to the account, newest first. */
  async list(account: AccountRow): Promise<SystemTransferInfo[]> {
    const { transfers, systemRows } = this.sources;
    const rows = await transfers.listForAccount(account.id);
    const names = new Map(
      (await systemRows.findByIds([...new Set(rows.map((t) => t.systemId))])).map((s) => [s.id, s.name]),
    );
    const emails = await this.emailsOf(rows.flatMap((t) => [t.fromAccountId, t.toAccountId]));
    return rows.map((t) =>
      this.info(
        t,
        emails.get(t.fromAccountId) ?? '',
        emails.get(t.toAccountId) ?? '',
        names.get(t.systemId) ?? '',
      ),
    );
  }

  /**
   * The owner offers the system to the account of `newOwnerEmail`, which must be an activated account
   * [design]; the recipient is e-mailed once the offer is stored. `confirm` checks the owner's password
   * (once the caller is known to be the owner).
   */
  async start(
    owner: AccountRow,
    systemId: string,
    newOwnerEmail: string,
    confirm?: () => Promise<void>,
  ): Promise<SystemTransferInfo> {
    const { database, transfers, accounts, clock } = this.sources;
    const { system, role } = await this.sources.systems.access(owner, systemId);
    if (!canTransfer(role)) throw new CloudError('forbidden', cloudErrorTexts.forbidden);
    await confirm?.();
    const email = normalizeEmail(newOwnerEmail);
    if (email === owner.email)
      throw new CloudError('wrongParameters', transferErrorTexts.toSelf, {
        newOwnerEmail: [transferErrorTexts.toSelf],
      });
    const recipient = await accounts.findByEmail(email);
    if (recipient?.status !== 'activated') throw new CloudError('notFound', transferErrorTexts.noAccount);

    const row = await database
      .transaction(async () => {
        if (await transfers.findPending(system.id)) throw this.pendingError();
        return transfers.insert({
          systemId: system.id,
          fromAccountId: owner.id,
          toAccountId: recipient.id,
          createdAt: clock(),
        });
      })
      .catch((error: unknown) => {
        // Two offers at once: the unique index let one through.
        throw isUniqueViolation(error) ? this.pendingError() : error;
      });
    await this.mail({
      kind: 'transferOffer',
      to: recipient.email,
      language: recipient.language,
      fromName: fullNameOf(owner) || owner.email,
      systemName: system.name,
      systemId: system.id,
    });
    return this.info(row, owner.email, recipient.email, system.name);
  }

  /**
   * The recipient answers. Accepted: in one transaction the system's owner becomes the recipient (its share
   * `owner`, created when it had none) and the previous owner's share `cloudAdmin`. The owner is e-mailed.
   */
  async answer(recipient: AccountRow, systemId: string, action: TransferAnswer): Promise<void> {
    const { database, transfers, systemRows, shares, accounts, clock } = this.sources;
    const transfer = await this.pendingFor(recipient, systemId, 'recipient');
    const system = await systemRows.findById(transfer.systemId);
    const owner = await accounts.findById(transfer.fromAccountId);
    if (!system || !owner) throw new CloudError('notFound', transferErrorTexts.noTransfer);

    await database.transaction(async () => {
      const now = clock();
      const resolved = await transfers.resolve(transfer.id, action, now);
      if (!resolved) throw new CloudError('notFound', transferErrorTexts.noTransfer);
      if (action === 'rejected') return;
      await systemRows.setOwner(system.id, recipient.id);
      if (await shares.find(system.id, recipient.id))
        await shares.setRole(system.id, recipient.id, 'owner', true);
      else
        await shares.insert({
          systemId: system.id,
          accountId: recipient.id,
          accessRole: 'owner',
          createdAt: now,
        });
      if (await shares.find(system.id, owner.id))
        await shares.setRole(system.id, owner.id, FORMER_OWNER_ROLE, true);
      await this.sources.notices.publish(system.id, { type: 'usersChanged' });
    });
    await this.mail({
      kind: action === 'accepted' ? 'transferAccepted' : 'transferRejected',
      to: owner.email,
      language: owner.language,
      toName: fullNameOf(recipient) || recipient.email,
      systemName: system.name,
      systemId: system.id,
    });
  }

  /** The owner withdraws the pending offer (no mail). */
  async cancel(owner: AccountRow, systemId: string): Promise<void> {
    const transfer = await this.pendingFor(owner, systemId, 'owner');
    const resolved = await this.sources.transfers.resolve(transfer.id, 'canceled', this.sources.clock());
    if (!resolved) throw new CloudError('notFound', transferErrorTexts.noTransfer);
  }

  /**
   * The system's pending transfer as `side` may act on it. Only the recipient answers and only the owner
   * cancels: anyone else who sees the system gets 403 `forbidden`; an account that neither sees the system
   * nor is offered it gets 404 `notFound`, as if it did not exist.
   */
  private async pendingFor(
    account: AccountRow,
    systemId: string,
    side: 'owner' | 'recipient',
  ): Promise<TransferRow> {
    const system = await this.sources.systemRows.findById(systemId);
    const transfer = system && (await this.sources.transfers.findPending(system.id));
    const share = system && (await this.sources.shares.find(system.id, account.id));
    const role = share?.isEnabled ? (share.accessRole as CloudAccessRole) : null;
    const isRecipient = transfer?.toAccountId === account.id;
    if (side === 'recipient' && isRecipient) return transfer!;
    if (side === 'owner' && role !== null && canTransfer(role)) {
      if (!transfer) throw new CloudError('notFound', transferErrorTexts.noTransfer);
      return transfer;
    }
    if (role !== null || isRecipient) throw new CloudError('forbidden', cloudErrorTexts.forbidden);
    throw new CloudError('notFound', transferErrorTexts.noTransfer);
  }

  private pendingError(): CloudError {
    return new CloudError('alreadyExists', transferErrorTexts.pending);
  }

  private info(row: TransferRow, from: string, to: string, systemName: string): SystemTransferInfo {
    return {
      fromAccount: from,
      toAccount: to,
      systemId: row.systemId,
      systemName,
      comment: row.comment,
      status: row.status,
    };
  }

  private async emailsOf(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    const found = await Promise.all(unique.map((id) => this.sources.accounts.findById(id)));
    return new Map(found.flatMap((a) => (a ? [[a.id, a.email] as const] : [])));
  }

  private mail(message: MailMessage): Promise<void> {
    return sendReported(this.sources.mailer, message, this.sources.log);
  }
}
