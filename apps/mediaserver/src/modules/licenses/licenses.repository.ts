/** Licenses and the trial marker in SQLite. */
import type { LicenseData } from '@argus/contract/mediaserver';
import { asc, eq, inArray } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { licenses, licenseTrials } from './licenses.table.ts';

export class LicensesRepository {
  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
  ) {}

  list(): LicenseData[] {
    return this.db
      .select({ key: licenses.key, licenseBlock: licenses.licenseBlock })
      .from(licenses)
      .orderBy(asc(licenses.addedAtMs), asc(licenses.key))
      .all();
  }

  find(key: string): LicenseData | null {
    return (
      this.db
        .select({ key: licenses.key, licenseBlock: licenses.licenseBlock })
        .from(licenses)
        .where(eq(licenses.key, key))
        .get() ?? null
    );
  }

  /** Stores licenses (a key already stored gets the new block), all or none. */
  save(rows: readonly LicenseData[], nowMs: number): void {
    inTransaction(this.db, () => {
      for (const row of rows) this.upsert(row, nowMs);
    });
    this.feed.poll();
  }

  /** Removes licenses; whether any was there. */
  remove(keys: readonly string[]): boolean {
    const removed =
      this.db
        .delete(licenses)
        .where(inArray(licenses.key, [...keys]))
        .run().changes > 0;
    if (removed) this.feed.poll();
    return removed;
  }

  trialOf(localSystemId: string): { key: string; activatedAtMs: number } | null {
    return (
      this.db
        .select({ key: licenseTrials.key, activatedAtMs: licenseTrials.activatedAtMs })
        .from(licenseTrials)
        .where(eq(licenseTrials.localSystemId, localSystemId))
        .get() ?? null
    );
  }

  /** Stores the trial license and marks the system's trial as used, in one transaction. */
  saveTrial(localSystemId: string, license: LicenseData, nowMs: number): void {
    inTransaction(this.db, () => {
      this.db.insert(licenseTrials).values({ localSystemId, key: license.key, activatedAtMs: nowMs }).run();
      this.upsert(license, nowMs);
    });
    this.feed.poll();
  }

  /** A new key is added now; a stored one keeps its place and gets the new block. */
  private upsert(license: LicenseData, nowMs: number): void {
    this.db
      .insert(licenses)
      .values({ ...license, addedAtMs: nowMs })
      .onConflictDoUpdate({ target: licenses.key, set: { licenseBlock: license.licenseBlock } })
      .run();
  }
}
