/** Where the first use of each nonce is kept (media-server-api §3.4): behind this interface, in SQLite now. */
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { authNonceUses } from './auth.tables.ts';

export interface NonceStore {
  firstUse(nonce: string): number | undefined;
  /** Records the first use; a later call for the same nonce keeps the first time. */
  recordUse(nonce: string, atMs: number): void;
  forgetUsedBefore(ms: number): void;
}

export class SqliteNonceStore implements NonceStore {
  private readonly byNonce;

  constructor(private readonly db: Db) {
    this.byNonce = db
      .select({ at: authNonceUses.firstUseMs })
      .from(authNonceUses)
      .where(eq(authNonceUses.nonce, sql.placeholder('nonce')))
      .prepare();
  }

  firstUse(nonce: string): number | undefined {
    return this.byNonce.get({ nonce })?.at;
  }

  recordUse(nonce: string, atMs: number): void {
    this.db.insert(authNonceUses).values({ nonce, firstUseMs: atMs }).onConflictDoNothing().run();
  }

  forgetUsedBefore(ms: number): void {
    this.db.delete(authNonceUses).where(lt(authNonceUses.firstUseMs, ms)).run();
  }
}
