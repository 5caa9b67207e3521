import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import {
  type LicenseActivationRow,
  type LicenseKeyRow,
  licenseActivations,
  licenseKeys,
  licenseUsageReports,
  type NewLicenseKeyRow,
} from './license-server.table.ts';

/** A key with its activation (none before the first). */
export interface LicenseRecord {
  key: LicenseKeyRow;
  activation: LicenseActivationRow | null;
}

export type ActivationChange = Omit<LicenseActivationRow, 'key'>;

/** Keys, where they are active, and the usage systems report. */
export class LicenseKeysRepository {
  constructor(private readonly database: CloudDatabase) {}

  async insertKeys(rows: NewLicenseKeyRow[]): Promise<LicenseKeyRow[]> {
    return this.database.db.insert(licenseKeys).values(rows).returning();
  }

  /** One key and its activation; `lock` holds both rows until the transaction ends. */
  async find(key: string, lock = false): Promise<LicenseRecord | undefined> {
    const query = this.database.db
      .select()
      .from(licenseKeys)
      .leftJoin(licenseActivations, eq(licenseActivations.key, licenseKeys.key))
      .where(eq(licenseKeys.key, key));
    const [row] = lock ? await query.for('update', { of: licenseKeys }) : await query;
    return row && { key: row.license_keys, activation: row.license_activations };
  }

  /** The keys active on these cloud systems, oldest activation first, at most `limit`. */
  async listActiveOn(cloudSystemIds: readonly string[], limit: number): Promise<LicenseRecord[]> {
    if (!cloudSystemIds.length) return [];
    const rows = await this.database.db
      .select()
      .from(licenseActivations)
      .innerJoin(licenseKeys, eq(licenseKeys.key, licenseActivations.key))
      .where(
        and(
          inArray(licenseActivations.cloudSystemId, [...cloudSystemIds]),
          isNotNull(licenseActivations.activatedAt),
        ),
      )
      .orderBy(asc(licenseActivations.activatedAt), asc(licenseActivations.key))
      .limit(limit);
    return rows.map((row) => ({ key: row.license_keys, activation: row.license_activations }));
  }

  /** The keys of a class activated on one media server's system (expired ones too). */
  async activatedOfClassOn(
    localSystemId: string,
    licenseClass: LicenseKeyRow['class'],
  ): Promise<LicenseRecord[]> {
    const rows = await this.database.db
      .select()
      .from(licenseActivations)
      .innerJoin(licenseKeys, eq(licenseKeys.key, licenseActivations.key))
      .where(
        and(
          eq(licenseActivations.localSystemId, localSystemId),
          eq(licenseKeys.class, licenseClass),
          isNotNull(licenseActivations.activatedAt),
        ),
      );
    return rows.map((row) => ({ key: row.license_keys, activation: row.license_activations }));
  }

  async saveActivation(key: string, change: ActivationChange): Promise<LicenseActivationRow> {
    const [row] = await this.database.db
      .insert(licenseActivations)
      .values({ key, ...change })
      .onConflictDoUpdate({ target: licenseActivations.key, set: change })
      .returning();
    return row!;
  }

  async saveUsage(cloudSystemId: string, usage: Record<string, number>, reportedAt: Date): Promise<void> {
    await this.database.db
      .insert(licenseUsageReports)
      .values({ cloudSystemId, usage, reportedAt })
      .onConflictDoUpdate({ target: licenseUsageReports.cloudSystemId, set: { usage, reportedAt } });
  }

  async usageOf(cloudSystemId: string): Promise<Record<string, number> | undefined> {
    const [row] = await this.database.db
      .select()
      .from(licenseUsageReports)
      .where(eq(licenseUsageReports.cloudSystemId, cloudSystemId));
    return row?.usage;
  }
}
