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

  /** The unused, unexpired code of `kind`, or null (unknown, used, expired, wrong kind or e-mail). */
  async find(kind: MailedCodeKind, code: string): Promise<OneTimeCodeRow | null> {
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
