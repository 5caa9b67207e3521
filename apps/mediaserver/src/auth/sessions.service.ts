import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { SessionRow } from '../db/rows.ts';
import { sessions } from '../db/schema.ts';
import type { SettingsService } from '../domain/settings.service.ts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): string {
  return `vms-${randomBytes(16).toString('hex')}-${randomBytes(18).toString('base64url')}`;
}

export interface CreatedSession {
  token: string;
  row: SessionRow;
}

/**
 * Login sessions. Tokens are random and only their hashes are stored, so a copy of the database gives no
 * usable token. Sessions live in the system database and so survive restarts.
 */
export class SessionsService {
  /** Every authenticated request resolves its session: prepared once. */
  private readonly liveByHash;

  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly clock: () => number,
  ) {
    this.liveByHash = db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('hash')),
          gt(sessions.expiresAtMs, sql.placeholder('now')),
        ),
      )
      .prepare();
  }

  /** Lifetime in ms from the `sessionLimitMinutes` setting (0 = no limit), or an explicit duration. */
  private lifetimeMs(durationS?: number): number {
    if (durationS !== undefined && durationS >= 5) return durationS * 1000;
    const minutes = Number(this.settings.get('sessionLimitMinutes'));
    return minutes > 0 ? minutes * 60_000 : 100 * 365 * 86_400_000;
  }

  create(userId: string, options: { durationS?: number } = {}): CreatedSession {
    const now = this.clock();
    const token = newSessionToken();
    const row: SessionRow = {
      tokenHash: hashToken(token),
      tokenPrefix: token.slice(0, 8),
      userId,
      createdAtMs: now,
      expiresAtMs: now + this.lifetimeMs(options.durationS),
      csrfToken: randomBytes(24).toString('base64url'),
    };
    this.db.$client.transaction(() => {
      this.db.insert(sessions).values(row).run();
      this.enforceLimits(userId);
    })();
    return { token, row };
  }

  /** Drops the oldest sessions beyond the per-user and per-system limits. */
  private enforceLimits(userId: string): void {
    const perUser = Number(this.settings.get('sessionsLimitPerUser'));
    const perSystem = Number(this.settings.get('sessionsLimit'));
    const mine = this.db
      .select({ h: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAtMs))
      .all();
    for (const s of mine.slice(0, Math.max(0, mine.length - perUser))) this.revokeHash(s.h);
    const total = this.db.select({ n: count() }).from(sessions).get()?.n ?? 0;
    if (total > perSystem) {
      const oldest = this.db
        .select({ h: sessions.tokenHash })
        .from(sessions)
        .orderBy(asc(sessions.createdAtMs))
        .limit(total - perSystem)
        .all();
      for (const s of oldest) this.revokeHash(s.h);
    }
  }

  /** The live session for a token, or undefined when unknown, revoked or expired. */
  resolve(token: string): SessionRow | undefined {
    return this.resolveHash(hashToken(token));
  }

  /** The live session with this token hash (tickets refer to their session by hash). */
  resolveHash(tokenHash: string): SessionRow | undefined {
    return this.liveByHash.get({ hash: tokenHash, now: this.clock() });
  }

  revoke(token: string): boolean {
    return this.revokeHash(hashToken(token));
  }

  revokeHash(tokenHash: string): boolean {
    return this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).run().changes > 0;
  }

  /** Ends every session of a user (disabled, deleted, or password changed), optionally keeping one. */
  revokeForUser(userId: string, keepTokenHash?: string): void {
    const rows = this.db
      .select({ h: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .all();
    for (const r of rows) if (r.h !== keepTokenHash) this.revokeHash(r.h);
  }

  list(): SessionRow[] {
    return this.db.select().from(sessions).where(gt(sessions.expiresAtMs, this.clock())).all();
  }

  purgeExpired(): void {
    this.db.delete(sessions).where(lte(sessions.expiresAtMs, this.clock())).run();
  }
}
