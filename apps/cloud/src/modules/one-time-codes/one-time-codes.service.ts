/**
 * Activation, restore and invitation codes (cloud-api §2.5): a code is base64url("<secret>:<email>"), so
 * that `checkCode` can name the e-mail without a lookup; only the secret's sha-256 is stored. Each code works
 * once, until it expires.
 */
import { randomSecret, secretId } from '../../auth/secrets.ts';
import { type Clock, later } from '../../clock.ts';
import type { OneTimeCodesRepository } from './one-time-codes.repository.ts';
import type { OneTimeCodeKind, OneTimeCodeRow } from './one-time-codes.table.ts';

const DAY_MS = 24 * 60 * 60_000;

/** How long each kind of mailed code is valid [design, docs/api-decisions.md]. */
export const CODE_LIFETIME_MS: Readonly<Record<Exclude<OneTimeCodeKind, 'auth'>, number>> = {
  activation: 7 * DAY_MS,
  restore: DAY_MS,
  invite: 30 * DAY_MS,
};

export type MailedCodeKind = keyof typeof CODE_LIFETIME_MS;

/** How long an OAuth authorization code may be exchanged [design, docs/api-decisions.md]. */
export const AUTH_CODE_LIFETIME_MS = 10 * 60_000;

/** What an authorization code grants (cloud-api §4.1): kept with it, handed on to its tokens. */
export interface AuthCodeGrant {
  clientId: string;
  /** `*` (the account) or one cloud system id. */
  scope: string;
  redirectUri?: string | undefined;
  state?: string | undefined;
  /** The second factor was passed for it (or the account needs none). */
  secondFactorVerified: boolean;
  /** When the password was entered for it (`time_since_password` of its tokens). */
  passwordAt: Date | null;
}

/** What a code says about itself before any lookup: its secret and the e-mail it was sent to. */
export function decodeCode(code: string): { secret: string; email: string } | null {
  const text = Buffer.from(code, 'base64url').toString('utf8');
  const colon = text.indexOf(':');
  if (colon <= 0 || colon === text.length - 1) return null;
  return { secret: text.slice(0, colon), email: text.slice(colon + 1) };
}

function encodeCode(secret: string, email: string): string {
  return Buffer.from(`${secret}:${email}`, 'utf8').toString('base64url');
}

export class OneTimeCodesService {
  constructor(
    private readonly codes: OneTimeCodesRepository,
    private readonly clock: Clock,
  ) {}

  /** A new code of `kind` for the account and e-mail; the code goes into the mail, never into a log. */
  async create(kind: MailedCodeKind, accountId: string | null, email: string): Promise<string> {
    const secret = randomSecret();
    const now = this.clock();
    await this.codes.insert({
      id: secretId(secret),
      kind,
      accountId,
      email,
      createdAt: now,
      expiresAt: later(now, CODE_LIFETIME_MS[kind]),
    });
    return encodeCode(secret, email);
  }

  /**
   * A new authorization code of the account (cloud-api §4.1), in the same form as the mailed codes so that
   * `checkAuthCode` can name its e-mail; the code goes into the reply, never into a log.
   */
  async createAuth(account: { id: string; email: string }, grant: AuthCodeGrant): Promise<string> {
    const secret = randomSecret();
    const now = this.clock();
    await this.codes.insert({
      id: secretId(secret),
      kind: 'auth',
      accountId: account.id,
      email: account.email,
      createdAt: now,
      expiresAt: later(now, AUTH_CODE_LIFETIME_MS),
      clientId: grant.clientId,
      scope: grant.scope,
      redirectUri: grant.redirectUri ?? null,
      state: grant.state ?? null,
      secondFactorVerified: grant.secondFactorVerified,
      data: grant.passwordAt ? { passwordAt: grant.passwordAt.toISOString() } : null,
    });
    return encodeCode(secret, account.email);
  }

  /** The unused, unexpired code of `kind`, or null (unknown, used, expired, wrong kind or e-mail). */
  async find(kind: OneTimeCodeKind, code: string): Promise<OneTimeCodeRow | null> {
    const decoded = decodeCode(code);
    if (!decoded) return null;
    const row = await this.codes.findById(secretId(decoded.secret));
    if (!row || row.kind !== kind || row.email !== decoded.email) return null;
    if (row.usedAt !== null || row.expiresAt.getTime() <= this.clock().getTime()) return null;
    return row;
  }

  /**
   * Uses a code found by `find`; false when another request used it first. Call it inside the transaction
   * of the code's effect, so that the effect and the use stand or fall together.
   */
  consume(row: OneTimeCodeRow): Promise<boolean> {
    return this.codes.markUsed(row.id, this.clock());
  }
}
