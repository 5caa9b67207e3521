/**
 * Two-factor authentication (cloud-api §3, §2.3 `security`): the account's TOTP key, turning 2FA on and off,
 * backup codes, passing the second factor for a session, a login code or a token, and per-system 2FA.
 *
 * Every code is checked the same way: while the account is locked out nothing is checked (`accountBlocked`);
 * a wrong code counts as a failed attempt of the account's lockout (the one wrong passwords count in), so
 * codes cannot be guessed faster than passwords; a TOTP time step and a backup code each work once.
 */
import {
  CloudError,
  cloudErrorTexts,
  DEFAULT_BACKUP_CODE_COUNT,
  INVALID_SECURITY_ACTION_TEXT,
  isSecurityAction,
  looksLikeBackupCode,
  TOTP_DELETE_WHILE_ENABLED_TEXT,
} from '@argus/contract/cloud';
import type { AccountCaller, CloudCaller } from '../../auth/caller.ts';
import { verifyPassword } from '../../auth/password.ts';
import { secretId } from '../../auth/secrets.ts';
import { newTotpSecret, totpKeyUrl, totpStepOf } from '../../auth/totp.ts';
import type { Clock } from '../../clock.ts';
import type { CloudDatabase } from '../../db/database.ts';
import type { Mailer } from '../../mail/index.ts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import type { AccountRow } from '../accounts/accounts.table.ts';
import type { LinkNoticePublisher } from '../link/link-notices.ts';
import type { LockoutService } from '../lockouts/lockout.service.ts';
import type { SecondFactorCheck } from '../oauth/second-factor.ts';
import type { OAuthTokensRepository } from '../oauth-tokens/oauth-tokens.repository.ts';
import { decodeCode } from '../one-time-codes/one-time-codes.service.ts';
import type { RateLimit, RateLimiter } from '../rate-limits/rate-limiter.ts';
import type { SystemsService } from '../systems/systems.service.ts';
import type { SystemRow } from '../systems/systems.table.ts';
import { backupCodeHash, newBackupCode } from './backup-code.ts';
import type { TwoFactorRepository } from './two-factor.repository.ts';

/** The issuer authenticator apps show next to the account [design]. */
export const TOTP_ISSUER = 'Argus';

/** Anonymous code checks (`GET /api/2fa/verification`, `/backup`) per client address [design]. */
export const TWO_FACTOR_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 };

/** Texts of the refusals the reference leaves open [design]. */
export const TWO_FACTOR_TEXTS = {
  alreadyEnabled: 'Two-factor authentication is already enabled',
  notEnabled: 'Two-factor authentication is not enabled',
  noKey: 'There is no TOTP key; make one first',
  systemsRequireIt: 'Systems you own require two-factor authentication; turn it off for them first',
} as const;

/** Which kind of one-time code a check takes: `any` tells them apart by their form. */
export type FactorKind = 'totp' | 'backup' | 'any';

export interface SecurityInput {
  action: string;
  mfaCode: string;
  password?: string | undefined;
}

export interface TwoFactorSources {
  database: Pick<CloudDatabase, 'transaction'>;
  repository: TwoFactorRepository;
  accounts: Pick<AccountsRepository, 'findById' | 'update'>;
  systems: Pick<SystemsService, 'access'>;
  tokens: Pick<OAuthTokensRepository, 'findLiveAccess'>;
  lockout: Pick<LockoutService, 'blockedFor' | 'recordFailure' | 'clear'>;
  rateLimiter: Pick<RateLimiter, 'hit'>;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  /** Tells a system's server that its 2FA requirement changed. */
  notices: LinkNoticePublisher;
}

/**
 * Whether an account may have access to a system (cloud-api §3.5, §5.12), for the system-scoped token grants:
 * null when the system does not require 2FA, or the account has it and its session (or token) passed it;
 * else 403 `2fa_disabled_for_the_user` (no account 2FA) or 401 `second_factor_required` (not passed yet).
 */
export function systemTwoFactorProblem(
  account: Pick<AccountRow, 'twoFactorEnabled'>,
  system: Pick<SystemRow, 'system2faEnabled'>,
  verified: boolean,
): CloudError | null {
  if (!system.system2faEnabled) return null;
  if (!account.twoFactorEnabled) return new CloudError('2fa_disabled_for_the_user');
  return verified ? null : new CloudError('second_factor_required');
}

const wrongCode = () => new CloudError('wrongCode', cloudErrorTexts.codeExpired);
const badRequest = (text: string) => new CloudError('badRequest', text);

export class TwoFactorService {
  constructor(private readonly s: TwoFactorSources) {}

  /** `POST /api/2fa/verification`: a new pending key (replacing one not yet turned on) as an otpauth URL. */
  async createKey(caller: AccountCaller): Promise<string> {
    const { account } = caller;
    if (account.twoFactorEnabled) throw badRequest(TWO_FACTOR_TEXTS.alreadyEnabled);
    const secret = newTotpSecret();
    await this.s.accounts.update(account.id, {
      totpSecret: secret,
      totpConfirmed: false,
      totpLastStep: null,
    });
    return totpKeyUrl(TOTP_ISSUER, account.email, secret);
  }

  /** `POST /api/account/security`: `activate`, `deactivate` or `toggle`; the account's 2FA state after it. */
  async security(caller: AccountCaller, input: SecurityInput): Promise<boolean> {
    if (!isSecurityAction(input.action)) throw badRequest(INVALID_SECURITY_ACTION_TEXT);
    const { account } = caller;
    if (input.action === 'deactivate' || (input.action === 'toggle' && account.twoFactorEnabled)) {
      await this.turnOff(account, input.mfaCode);
      return false;
    }
    if (input.action === 'activate') {
      if (input.password === undefined)
        throw new CloudError('wrongParameters', cloudErrorTexts.wrongFormParameters, {
          password: [cloudErrorTexts.fieldRequired],
        });
      if (!(await verifyPassword(account.passwordHash, input.password)))
        throw new CloudError('wrongPassword', cloudErrorTexts.wrongPassword, {
          password: [cloudErrorTexts.wrongPassword],
        });
    }
    await this.turnOn(caller, input.mfaCode);
    return true;
  }

  /**
   * `POST /api/account/twoFactorPolicy` [design]: whether the login asks the second factor every time (true)
   * or only when a system that requires it is opened. Needs account 2FA (400 `badRequest`); asking less often
   * needs a session that passed the factor (401 `second_factor_required`).
   */
  async setEveryLogin(caller: AccountCaller, everyLogin: boolean): Promise<boolean> {
    const { account } = caller;
    if (!account.twoFactorEnabled) throw badRequest(TWO_FACTOR_TEXTS.notEnabled);
    if (!everyLogin) this.requireVerified(caller);
    await this.s.accounts.update(account.id, { twoFactorEveryLogin: everyLogin });
    return everyLogin;
  }

  /** `DELETE /api/account/security`: drops a key that was never turned on. */
  async deleteKey(account: AccountRow): Promise<void> {
    if (account.twoFactorEnabled) throw badRequest(TOTP_DELETE_WHILE_ENABLED_TEXT);
    await this.s.accounts.update(account.id, { totpSecret: null, totpConfirmed: false, totpLastStep: null });
  }

  /** `POST /api/2fa/updateSession`: the second factor for the caller's session (or token). */
  async updateSession(caller: AccountCaller, code: string): Promise<void> {
    const { account } = caller;
    if (!account.twoFactorEnabled) throw badRequest(TWO_FACTOR_TEXTS.notEnabled);
    await this.passFactor(account, code, 'any');
    await this.markCallerVerified(caller);
  }

  /**
   * `GET /api/2fa/verification` (TOTP) and `GET /api/2fa/backup` (backup code): passes the second factor of a
   * login code from `/oauth/authenticate` (or of an access token), and of the caller's session when it is the
   * same account's.
   */
  async verifyLoginCode(input: {
    code: string;
    verificationCode: string;
    kind: Exclude<FactorKind, 'any'>;
    address: string;
    caller: CloudCaller | null;
  }): Promise<void> {
    const rate = await this.s.rateLimiter.hit(`2fa:${input.address}`, TWO_FACTOR_RATE_LIMIT);
    if (!rate.allowed)
      throw new CloudError('accountBlocked', cloudErrorTexts.tooManyRequests, null, {
        retryAfterS: rate.retryAfterS,
      });
    const target = await this.findLoginTarget(input.code);
    const account = target && (await this.s.accounts.findById(target.accountId));
    if (!target || !account) throw wrongCode();
    if (!account.twoFactorEnabled) throw badRequest(TWO_FACTOR_TEXTS.notEnabled);
    await this.passFactor(account, input.verificationCode, input.kind);
    await target.markVerified();
    const { caller } = input;
    if (caller?.kind === 'account' && caller.session && caller.account.id === account.id)
      await this.s.repository.markSessionVerified(caller.session.id);
  }

  /** `POST /api/2fa/backup`: `count` new codes (shown this once); every earlier one stops working. */
  async createBackupCodes(caller: AccountCaller, count = DEFAULT_BACKUP_CODE_COUNT): Promise<string[]> {
    const { account } = this.requireVerified(caller);
    if (!account.twoFactorEnabled) throw badRequest(TWO_FACTOR_TEXTS.notEnabled);
    const codes = Array.from({ length: count }, newBackupCode);
    const hashes = codes.map((code) => backupCodeHash(account.id, code));
    await this.s.database.transaction(() =>
      this.s.repository.replaceBackupCodes(account.id, hashes, this.s.clock()),
    );
    return codes;
  }

  /** How many backup codes the account has left (`GET /api/2fa/backup/codes` shows them masked). */
  async unusedBackupCodes(caller: AccountCaller): Promise<number> {
    return this.s.repository.countUnusedBackupCodes(this.requireVerified(caller).account.id);
  }

  /** `DELETE /api/2fa/backup`: the listed codes, or all (empty list). */
  async deleteBackupCodes(caller: AccountCaller, codes: readonly string[]): Promise<void> {
    const { account } = this.requireVerified(caller);
    await this.s.repository.deleteBackupCodes(
      account.id,
      codes.length ? codes.map((code) => backupCodeHash(account.id, code)) : null,
    );
  }

  /**
   * `POST /api/systems/toggle2fa` (cloud-api §3.5): the owner, with account 2FA and a TOTP code, flips the
   * system's requirement. Others who see the system: 403 `forbidden`; an owner without 2FA: 403
   * `2fa_disabled_for_the_user`.
   */
  async toggleSystem(caller: AccountCaller, systemId: string, mfaCode: string): Promise<boolean> {
    const { account } = caller;
    const { system, role } = await this.s.systems.access(account, systemId);
    if (role !== 'owner') throw new CloudError('forbidden', cloudErrorTexts.forbidden);
    if (!account.twoFactorEnabled) throw new CloudError('2fa_disabled_for_the_user');
    await this.passFactor(account, mfaCode, 'totp');
    const enabled = !system.system2faEnabled;
    await this.s.database.transaction(async () => {
      await this.s.repository.setSystemTwoFactor(system.id, enabled);
      await this.s.notices.publish(system.id, {
        type: 'systemChanged',
        name: system.name,
        system2faEnabled: enabled,
      });
    });
    return enabled;
  }

  /**
   * For a login that has no session yet (the OAuth password grant): null when the account needs no second
   * factor or `code` (a TOTP or backup code) passes it; otherwise the refusal to answer with —
   * `second_factor_required` without a code, `wrongCode` for a wrong one, `accountBlocked` while locked out.
   * A code passed here is used up.
   */
  async secondFactorProblem(accountId: string, code?: string): Promise<CloudError | null> {
    const account = await this.s.accounts.findById(accountId);
    if (!account?.twoFactorEnabled) return null;
    if (!code) return new CloudError('second_factor_required');
    try {
      await this.passFactor(account, code, 'any');
      return null;
    } catch (error) {
      if (error instanceof CloudError) return error;
      throw error;
    }
  }

  /** `secondFactorProblem` in the shape the OAuth module takes. */
  get secondFactorCheck(): SecondFactorCheck {
    return { problem: (accountId, code) => this.secondFactorProblem(accountId, code) };
  }

  private async turnOn(caller: AccountCaller, mfaCode: string): Promise<void> {
    const { account } = caller;
    if (account.twoFactorEnabled) throw badRequest(TWO_FACTOR_TEXTS.alreadyEnabled);
    if (!account.totpSecret) throw badRequest(TWO_FACTOR_TEXTS.noKey);
    await this.passFactor(account, mfaCode, 'totp');
    await this.s.database.transaction(async () => {
      await this.s.accounts.update(account.id, { twoFactorEnabled: true, totpConfirmed: true });
      // The code just given is the second factor of this session.
      await this.markCallerVerified(caller);
    });
    await this.s.mailer.send({
      kind: 'twoFactorEnabled',
      to: account.email,
      language: account.language,
      firstName: account.firstName,
    });
  }

  private async turnOff(account: AccountRow, mfaCode: string): Promise<void> {
    if (!account.twoFactorEnabled) throw badRequest(TWO_FACTOR_TEXTS.notEnabled);
    if ((await this.s.repository.countOwnedRequiringTwoFactor(account.id)) > 0)
      throw badRequest(TWO_FACTOR_TEXTS.systemsRequireIt);
    await this.passFactor(account, mfaCode, 'totp');
    await this.s.database.transaction(async () => {
      await this.s.accounts.update(account.id, {
        twoFactorEnabled: false,
        totpSecret: null,
        totpConfirmed: false,
        totpLastStep: null,
        // The next time 2FA is turned on, the login asks for the factor again (the default).
        twoFactorEveryLogin: true,
      });
      await this.s.repository.deleteBackupCodes(account.id, null);
    });
    await this.s.mailer.send({
      kind: 'twoFactorDisabled',
      to: account.email,
      language: account.language,
      firstName: account.firstName,
    });
  }

  /**
   * Backup codes are second-factor-protected: a session that has not passed the factor could otherwise make
   * itself codes and pass it with them.
   */
  private requireVerified(caller: AccountCaller): AccountCaller {
    const verified = caller.session?.verified ?? caller.token?.secondFactorVerified ?? false;
    if (caller.account.twoFactorEnabled && !verified) throw new CloudError('second_factor_required');
    return caller;
  }

  private async markCallerVerified(caller: AccountCaller): Promise<void> {
    if (caller.session) await this.s.repository.markSessionVerified(caller.session.id);
    else if (caller.token) await this.s.repository.markTokenVerified(caller.token.id);
  }

  /** A login code of `/oauth/authenticate` or an access token, and how to mark it verified. */
  private async findLoginTarget(
    code: string,
  ): Promise<{ accountId: string; markVerified(): Promise<void> } | null> {
    const { repository, tokens, clock } = this.s;
    const now = clock();
    // Codes are stored by the sha-256 of their secret; a code may carry its e-mail (`secret:email`).
    const decoded = decodeCode(code);
    const ids = [secretId(code), ...(decoded ? [secretId(decoded.secret)] : [])];
    const authCode = await repository.findLiveAuthCode(ids, now);
    if (authCode?.accountId) {
      const id = authCode.id;
      return { accountId: authCode.accountId, markVerified: () => repository.markAuthCodeVerified(id) };
    }
    const token = await tokens.findLiveAccess(secretId(code), now);
    if (token)
      return {
        accountId: token.account.id,
        markVerified: () => repository.markTokenVerified(token.token.id),
      };
    return null;
  }

  /**
   * Checks one code of the account (see the module comment) and uses it up; throws `wrongCode` or
   * `accountBlocked`. For flows of other modules that take a second factor (`restorePassword` with a backup
   * code).
   */
  async passFactor(account: AccountRow, code: string, kind: FactorKind): Promise<void> {
    const { lockout } = this.s;
    const blockedS = await lockout.blockedFor(account.id);
    if (blockedS !== null) throw new CloudError('accountBlocked', undefined, null, { retryAfterS: blockedS });
    const backup = kind === 'backup' || (kind === 'any' && looksLikeBackupCode(code));
    const passed = backup ? await this.useBackupCode(account, code) : await this.useTotp(account, code);
    if (!passed) {
      await lockout.recordFailure(account.id);
      throw wrongCode();
    }
    await lockout.clear(account.id);
  }

  private async useTotp(account: AccountRow, code: string): Promise<boolean> {
    if (!account.totpSecret) return false;
    const step = await totpStepOf(account.totpSecret, code.trim(), this.s.clock());
    return step !== null && this.s.repository.claimTotpStep(account.id, step);
  }

  private useBackupCode(account: AccountRow, code: string): Promise<boolean> {
    return this.s.repository.useBackupCode(account.id, backupCodeHash(account.id, code), this.s.clock());
  }
}
