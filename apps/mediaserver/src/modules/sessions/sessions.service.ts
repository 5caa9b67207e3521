import { createHash, randomBytes } from 'node:crypto';
import type { SessionStore } from './sessions.store.ts';
import type { SessionRow } from './sessions.table.ts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Token hashes remembered before the memo starts over (a bound on memory). */
const TOKEN_HASHES_KEPT = 1000;

export function newSessionToken(): string {
  return `vms-${randomBytes(16).toString('hex')}-${randomBytes(18).toString('base64url')}`;
}

export interface CreatedSession {
  token: string;
  row: SessionRow;
}

/** The settings sessions follow (media-server-api §3.2). */
export interface SessionSettings {
  get(name: 'sessionLimitMinutes' | 'sessionsLimitPerUser' | 'sessionsLimit'): number;
}

export interface SessionsServiceDeps {
  store: SessionStore;
  settings: SessionSettings;
  clock: () => number;
  /** Runs several steps in one transaction. */
  transaction: <T>(work: () => T) => T;
}

/**
 * Login sessions: lifetime and limits. Tokens are random and only their hashes are stored, so a copy of the
 * database gives no usable token.
 */
export class SessionsService {
  /**
   * Hashes of tokens that named a live session: every request of a session hashes its token otherwise. Only
   * tokens that proved right are kept (made-up tokens cannot push them out); whether the session still lives
   * is asked each time.
   */
  private readonly hashes = new Map<string, string>();

  constructor(private readonly d: SessionsServiceDeps) {}

  /** Lifetime in ms from the `sessionLimitMinutes` setting (0 = no limit), or an explicit duration. */
  private lifetimeMs(durationS?: number): number {
    if (durationS !== undefined && durationS >= 5) return durationS * 1000;
    const minutes = Number(this.d.settings.get('sessionLimitMinutes'));
    return minutes > 0 ? minutes * 60_000 : 100 * 365 * 86_400_000;
  }

  create(userId: string, options: { durationS?: number } = {}): CreatedSession {
    const now = this.d.clock();
    const token = newSessionToken();
    const row: SessionRow = {
      tokenHash: hashToken(token),
      tokenPrefix: token.slice(0, 8),
      userId,
      createdAtMs: now,
      expiresAtMs: now + this.lifetimeMs(options.durationS),
      csrfToken: randomBytes(24).toString('base64url'),
    };
    this.d.transaction(() => {
      this.d.store.insert(row);
      this.enforceLimits(userId);
    });
    return { token, row };
  }

  /** Drops the oldest sessions beyond the per-user and per-system limits. */
  private enforceLimits(userId: string): void {
    const perUser = Number(this.d.settings.get('sessionsLimitPerUser'));
    const perSystem = Number(this.d.settings.get('sessionsLimit'));
    const mine = this.d.store.hashesOfUser(userId);
    for (const h of mine.slice(0, Math.max(0, mine.length - perUser))) this.d.store.delete(h);
    const total = this.d.store.count();
    if (total > perSystem)
      for (const h of this.d.store.oldestHashes(total - perSystem)) this.d.store.delete(h);
  }

  /** The live session for a token, or undefined when unknown, revoked or expired. */
  resolve(token: string): SessionRow | undefined {
    const known = this.hashes.get(token);
    const tokenHash = known ?? hashToken(token);
    const session = this.resolveHash(tokenHash);
    if (session && !known) {
      if (this.hashes.size >= TOKEN_HASHES_KEPT) this.hashes.clear();
      this.hashes.set(token, tokenHash);
    }
    return session;
  }

  /** The live session with this token hash (tickets refer to their session by hash). */
  resolveHash(tokenHash: string): SessionRow | undefined {
    return this.d.store.findLive(tokenHash, this.d.clock());
  }

  revoke(token: string): boolean {
    return this.d.store.delete(hashToken(token));
  }

  revokeHash(tokenHash: string): boolean {
    return this.d.store.delete(tokenHash);
  }

  /** Ends every session of a user (disabled, deleted, or password changed), optionally keeping one. */
  revokeForUser(userId: string, keepTokenHash?: string): void {
    for (const h of this.d.store.hashesOfUser(userId)) if (h !== keepTokenHash) this.d.store.delete(h);
  }

  list(): SessionRow[] {
    return this.d.store.listLive(this.d.clock());
  }

  purgeExpired(): void {
    this.d.store.deleteExpired(this.d.clock());
  }
}
