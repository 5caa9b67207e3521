/**
 * What two-factor authentication keeps: the replay guard of TOTP codes, hashed backup codes, and the "second
 * factor passed" marks of sessions, login codes, tokens and the systems that require it.
 */
import { and, count, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { backupCodes } from '../backup-codes/backup-codes.table.ts';
import { oauthTokens } from '../oauth-tokens/oauth-tokens.table.ts';
import { type OneTimeCodeRow, oneTimeCodes } from '../one-time-codes/one-time-codes.table.ts';
import { sessions } from '../sessions/sessions.table.ts';
import { systems } from '../systems/systems.table.ts';

export class TwoFactorRepository {
  constructor(private readonly database: CloudDatabase) {}

  /**
   * Takes a TOTP time step for the account: false when it (or a later one) was taken already, so each code
   * works once even when two nodes check it at the same moment.
   */
  async claimTotpStep(accountId: string, step: number): Promise<boolean> {
    const rows = await this.database.db
      .update(accounts)
      .set({ totpLastStep: step })
      .where(
        and(eq(accounts.id, accountId), or(isNull(accounts.totpLastStep), lt(accounts.totpLastStep, step))),
      )
      .returning({ id: accounts.id });
    return rows.length === 1;
  }

  /** Deletes every backup code of the account and stores the new hashes. */
  async replaceBackupCodes(accountId: string, hashes: readonly string[], now: Date): Promise<void> {
    await this.database.db.delete(backupCodes).where(eq(backupCodes.accountId, accountId));
    if (hashes.length)
      await this.database.db
        .insert(backupCodes)
        .values(hashes.map((codeHash) => ({ accountId, codeHash, createdAt: now })));
  }

  async countUnusedBackupCodes(accountId: string): Promise<number> {
    const [row] = await this.database.db
      .select({ n: count() })
      .from(backupCodes)
      .where(and(eq(backupCodes.accountId, accountId), isNull(backupCodes.usedAt)));
    return row?.n ?? 0;
  }

  /** Uses an unused backup code of the account; false when there is none with that hash (or it was used). */
  async useBackupCode(accountId: string, codeHash: string, now: Date): Promise<boolean> {
    const rows = await this.database.db
      .update(backupCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(backupCodes.accountId, accountId),
          eq(backupCodes.codeHash, codeHash),
          isNull(backupCodes.usedAt),
        ),
      )
      .returning({ id: backupCodes.id });
    return rows.length > 0;
  }

  /** Deletes the listed backup codes of the account, or all of them (`null`). */
  async deleteBackupCodes(accountId: string, hashes: readonly string[] | null): Promise<void> {
    const mine = eq(backupCodes.accountId, accountId);
    if (hashes && !hashes.length) return;
    await this.database.db
      .delete(backupCodes)
      .where(hashes ? and(mine, inArray(backupCodes.codeHash, [...hashes])) : mine);
  }

  async markSessionVerified(sessionId: string): Promise<void> {
    await this.database.db.update(sessions).set({ verified: true }).where(eq(sessions.id, sessionId));
  }

  /** An OAuth authorization code (`/oauth/authenticate`) that is unused and unexpired, by its stored id. */
  async findLiveAuthCode(ids: readonly string[], now: Date): Promise<OneTimeCodeRow | undefined> {
    if (!ids.length) return undefined;
    const [row] = await this.database.db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          inArray(oneTimeCodes.id, [...ids]),
          eq(oneTimeCodes.kind, 'auth'),
          isNull(oneTimeCodes.usedAt),
          gt(oneTimeCodes.expiresAt, now),
        ),
      );
    return row;
  }

  async markAuthCodeVerified(id: string): Promise<void> {
    await this.database.db
      .update(oneTimeCodes)
      .set({ secondFactorVerified: true })
      .where(eq(oneTimeCodes.id, id));
  }

  async markTokenVerified(id: string): Promise<void> {
    await this.database.db
      .update(oauthTokens)
      .set({ secondFactorVerified: true })
      .where(eq(oauthTokens.id, id));
  }

  async setSystemTwoFactor(systemId: string, enabled: boolean): Promise<void> {
    await this.database.db.update(systems).set({ system2faEnabled: enabled }).where(eq(systems.id, systemId));
  }

  /** How many systems the account owns that require two-factor authentication. */
  async countOwnedRequiringTwoFactor(accountId: string): Promise<number> {
    const [row] = await this.database.db
      .select({ n: count() })
      .from(systems)
      .where(and(eq(systems.ownerAccountId, accountId), eq(systems.system2faEnabled, true)));
    return row?.n ?? 0;
  }
}
