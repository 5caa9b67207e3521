/**
 * What an account does with itself (cloud-api §2.2–§2.3): register, activate, restore and change its
 * password, update its profile, delete itself, re-check its password. Throws `CloudError`s with the
 * reference's result codes; mails codes through the mailer.
 */

import type { CommonPasswords } from '@argus/contract';
import {
  CloudError,
  type CloudErrorData,
  cloudErrorTexts,
  cloudPasswordProblem,
} from '@argus/contract/cloud';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import type { Clock } from '../../clock.ts';
import type { CloudDatabase } from '../../db/database.ts';
import type { Mailer } from '../../mail/index.ts';
import type { LinkNoticePublisher } from '../link/link-notices.ts';
import type { MailedCodeKind, OneTimeCodesService } from '../one-time-codes/index.ts';
import type { RateLimit, RateLimiter } from '../rate-limits/index.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { SystemUsersRepository } from '../system-users/index.ts';
import type { SystemsRepository } from '../systems/systems.repository.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import { type AccountsRepository, normalizeEmail } from './accounts.repository.ts';
import type { AccountsService } from './accounts.service.ts';
import type { AccountRow } from './accounts.table.ts';

/** Registrations and mail re-sends per e-mail address [design]: enough for typos, too few for mail bombing. */
export const ACCOUNT_MAIL_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 60 * 60_000 };

/** Registrations per client address [design]: a household or office registers a few, a script many. */
export const REGISTER_RATE_LIMIT: RateLimit = { limit: 20, windowMs: 60 * 60_000 };

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  code?: string | undefined;
  language?: string | undefined;
  /** The client's address, for the rate limit. */
  address: string;
}

/** Whatever issued codes are remembered by (the test hook); nothing in production. */
export type IssuedCodeSink = (email: string, kind: MailedCodeKind, code: string) => void;

export interface AccountFlowSources {
  database: Pick<CloudDatabase, 'transaction'>;
  accounts: Pick<AccountsRepository, 'findByEmail' | 'findById' | 'update' | 'delete'>;
  create: Pick<AccountsService, 'create'>;
  codes: Pick<OneTimeCodesService, 'create' | 'find' | 'consume'>;
  sessions: Pick<SessionsService, 'endOthers' | 'passwordEntered'>;
  systems: Pick<SystemsRepository, 'countOwnedBy'>;
  /** The systems shared with an account, whose servers mirror its name and whether it is there. */
  shares: Pick<SystemUsersRepository, 'systemIdsOf'>;
  notices: LinkNoticePublisher;
  rateLimiter: Pick<RateLimiter, 'hit'>;
  mailer: Pick<Mailer, 'send'>;
  commonPasswords: () => CommonPasswords;
  clock: Clock;
  onCodeIssued?: IssuedCodeSink;
  /** Checks TOTP and backup codes (each once, under the account's lockout). */
  secondFactor: Pick<TwoFactorService, 'passFactor'>;
}

const wrongCode = () => new CloudError('wrongCode', cloudErrorTexts.codeExpired);

export class AccountFlowsService {
  constructor(private readonly s: AccountFlowSources) {}

  /** `register`: the four cases of cloud-api §2.3; true when the account is active at once. */
  async register(input: RegisterInput): Promise<boolean> {
    const email = normalizeEmail(input.email);
    await this.limit(`register:${input.address}`, REGISTER_RATE_LIMIT);
    this.requireGoodPassword(input.password, 'password');
    const invite = input.code === undefined ? null : await this.s.codes.find('invite', input.code);
    if (input.code !== undefined && (!invite || invite.email !== email)) throw wrongCode();
    const existing = await this.s.accounts.findByEmail(email);
    if (existing && existing.status !== 'invited')
      throw new CloudError('alreadyExists', cloudErrorTexts.userAlreadyRegistered);
    await this.limitMail(email);
    const passwordHash = await hashPassword(input.password);
    const names = { firstName: input.firstName, lastName: input.lastName };
    const account = await this.s.database.transaction(async () => {
      if (invite && !(await this.s.codes.consume(invite))) throw wrongCode();
      const now = this.s.clock();
      if (existing) {
        // An invited account takes up its invitation: the systems shared with it see its name now.
        await this.announceSharesOf(existing.id);
        return this.s.accounts.update(existing.id, {
          ...names,
          passwordHash,
          passwordChangedAt: now,
          ...(invite
            ? { status: 'activated' as const, activatedAt: now }
            : { status: 'registered' as const }),
        });
      }
      return this.s.create.create({
        email,
        password: input.password,
        ...names,
        ...(input.language ? { language: input.language } : {}),
        status: invite ? 'activated' : 'registered',
      });
    });
    if (account.status === 'activated') return true;
    await this.sendActivation(account);
    return false;
  }

  /** `activate {code}`. */
  async activate(code: string): Promise<void> {
    const row = await this.s.codes.find('activation', code);
    const account = row?.accountId ? await this.s.accounts.findById(row.accountId) : undefined;
    if (!row || !account) throw wrongCode();
    if (account.status === 'activated')
      throw new CloudError('accountActivated', cloudErrorTexts.accountActivated);
    await this.s.database.transaction(async () => {
      if (!(await this.s.codes.consume(row))) throw wrongCode();
      await this.s.accounts.update(account.id, { status: 'activated', activatedAt: this.s.clock() });
    });
  }

  /** `activate {user_email}`: re-sends the activation mail; silent for unknown or active e-mails [design]. */
  async resendActivation(email: string): Promise<void> {
    const account = await this.s.accounts.findByEmail(normalizeEmail(email));
    if (!account || account.status === 'activated') return;
    await this.limitMail(account.email);
    await this.sendActivation(account);
  }

  /** `restorePassword {user_email}`: mails a reset code; silent for unknown e-mails [design]. */
  async sendRestore(email: string): Promise<void> {
    const account = await this.s.accounts.findByEmail(normalizeEmail(email));
    if (!account) return;
    await this.limitMail(account.email);
    const code = await this.issue('restore', account);
    await this.s.mailer.send({
      kind: 'restorePassword',
      to: account.email,
      language: account.language,
      code,
    });
  }

  /** `restorePassword {code, new_password}`: sets the password, activates, ends every session. */
  async restore(
    code: string,
    newPassword: string,
    secondFactor: { mfaCode?: string | undefined; isBackup?: boolean | undefined } = {},
  ): Promise<void> {
    this.requireGoodPassword(newPassword, 'new_password');
    const row = await this.s.codes.find('restore', code);
    const account = row?.accountId ? await this.s.accounts.findById(row.accountId) : undefined;
    if (!row || !account) throw wrongCode();
    if (secondFactor.isBackup && account.twoFactorEnabled) {
      if (!secondFactor.mfaCode)
        throw new CloudError('wrongParameters', cloudErrorTexts.wrongFormParameters, {
          mfaCode: [cloudErrorTexts.fieldRequired],
        });
      // A wrong or used backup code: `wrongCode`, as for the restore code itself.
      await this.s.secondFactor.passFactor(account, secondFactor.mfaCode, 'backup');
    } else await this.requireSecondFactor(account, secondFactor.mfaCode);
    const passwordHash = await hashPassword(newPassword);
    await this.s.database.transaction(async () => {
      if (!(await this.s.codes.consume(row))) throw wrongCode();
      const now = this.s.clock();
      await this.s.accounts.update(account.id, {
        passwordHash,
        passwordChangedAt: now,
        ...(account.status === 'activated' ? {} : { status: 'activated' as const, activatedAt: now }),
      });
      await this.s.sessions.endOthers(account.id, null);
    });
  }

  /** `changePassword`: ends the account's other sessions. */
  async changePassword(
    account: AccountRow,
    sessionId: string | null,
    oldPassword: string,
    newPassword: string,
    mfaCode?: string | undefined,
  ): Promise<void> {
    if (!(await verifyPassword(account.passwordHash, oldPassword)))
      throw new CloudError('wrongOldPassword', cloudErrorTexts.wrongOldPassword, {
        old_password: [cloudErrorTexts.wrongOldPassword],
      });
    this.requireGoodPassword(newPassword, 'new_password');
    await this.requireSecondFactor(account, mfaCode);
    const passwordHash = await hashPassword(newPassword);
    await this.s.database.transaction(async () => {
      await this.s.accounts.update(account.id, { passwordHash, passwordChangedAt: this.s.clock() });
      await this.s.sessions.endOthers(account.id, sessionId);
    });
  }

  async updateProfile(
    account: AccountRow,
    fields: { firstName: string; lastName: string; language?: string | undefined },
  ): Promise<AccountRow> {
    return this.s.database.transaction(async () => {
      // The servers of its systems show the account's full name.
      await this.announceSharesOf(account.id);
      return this.s.accounts.update(account.id, {
        firstName: fields.firstName,
        lastName: fields.lastName,
        ...(fields.language ? { language: fields.language } : {}),
      });
    });
  }

  /** `usersChanged` for every system shared with the account (in the caller's transaction). */
  private async announceSharesOf(accountId: string): Promise<void> {
    for (const systemId of await this.s.shares.systemIdsOf(accountId))
      await this.s.notices.publish(systemId, { type: 'usersChanged' });
  }

  /** `delete`: refused while the account owns systems or has 2FA on [design]. */
  async delete(account: AccountRow, password: string): Promise<void> {
    await this.requirePassword(account, password);
    if (account.twoFactorEnabled || (await this.s.systems.countOwnedBy(account.id)) > 0)
      throw new CloudError('forbidden', cloudErrorTexts.forbidden);
    await this.s.database.transaction(async () => {
      // Its shares go with it (foreign key cascade): their systems' servers are told.
      await this.announceSharesOf(account.id);
      // Tokens are revoked before the rows go, so that no cache of them outlives the account.
      await this.s.sessions.endOthers(account.id, null);
      await this.s.accounts.delete(account.id);
    });
  }

  /** `verify`: the password again; the session's password time starts over. */
  async verify(account: AccountRow, sessionId: string | null, password: string): Promise<void> {
    await this.requirePassword(account, password);
    if (sessionId) await this.s.sessions.passwordEntered(sessionId);
  }

  async reviewCookie(account: AccountRow): Promise<void> {
    await this.s.accounts.update(account.id, { cookieReviewed: true });
  }

  /** `check`. */
  async check(email: string): Promise<{ active: boolean; emailExists: boolean }> {
    const account = await this.s.accounts.findByEmail(normalizeEmail(email));
    return { active: account?.status === 'activated', emailExists: account !== undefined };
  }

  private async requirePassword(account: AccountRow, password: string): Promise<void> {
    if (!(await verifyPassword(account.passwordHash, password)))
      throw new CloudError('wrongPassword', cloudErrorTexts.wrongPassword, {
        password: [cloudErrorTexts.wrongPassword],
      });
  }

  /**
   * A 2FA account's TOTP code (cloud-api §2.3): missing → `wrongParameters`, wrong or replayed → `badRequest`.
   * The two-factor module checks it: each code works once, and wrong ones count in the account's lockout.
   */
  private async requireSecondFactor(account: AccountRow, mfaCode: string | undefined): Promise<void> {
    if (!account.twoFactorEnabled) return;
    if (mfaCode === undefined)
      throw new CloudError('wrongParameters', cloudErrorTexts.wrongFormParameters, {
        mfaCode: [cloudErrorTexts.fieldRequired],
      });
    try {
      await this.s.secondFactor.passFactor(account, mfaCode, 'totp');
    } catch (error) {
      if (error instanceof CloudError && error.resultCode === 'wrongCode')
        throw new CloudError('badRequest', cloudErrorTexts.badRequest);
      throw error;
    }
  }

  private requireGoodPassword(password: string, field: string): void {
    const problem = cloudPasswordProblem(password, this.s.commonPasswords());
    if (problem) {
      const errorData: CloudErrorData = { [field]: [problem] };
      throw new CloudError('wrongParameters', cloudErrorTexts.wrongFormParameters, errorData);
    }
  }

  private limitMail(email: string): Promise<void> {
    return this.limit(`account-mail:${email}`, ACCOUNT_MAIL_RATE_LIMIT);
  }

  private async limit(key: string, rateLimit: RateLimit): Promise<void> {
    const rate = await this.s.rateLimiter.hit(key, rateLimit);
    if (!rate.allowed)
      throw new CloudError('badRequest', cloudErrorTexts.tooManyRequests, null, {
        retryAfterS: rate.retryAfterS,
      });
  }

  private async issue(kind: MailedCodeKind, account: AccountRow): Promise<string> {
    const code = await this.s.codes.create(kind, account.id, account.email);
    this.s.onCodeIssued?.(account.email, kind, code);
    return code;
  }

  private async sendActivation(account: AccountRow): Promise<void> {
    const code = await this.issue('activation', account);
    await this.s.mailer.send({
      kind: 'activation',
      to: account.email,
      language: account.language,
      firstName: account.firstName,
      code,
    });
  }
}
