import { and, eq } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { cachedByRevision } from '../../db/read-cache.ts';
import { type ResourceParamRow, resourceParams } from './resource-params.table.ts';

export type ParamRecord = Readonly<Record<string, string>>;

const NONE: ParamRecord = Object.freeze({});

/** Queries on the parameters of all resources, named for their intent. */
export class ResourceParamsRepository {
  /** Every parameter by resource, reused until the table changes (device lists read it for each device). */
  private readonly byResource: () => ReadonlyMap<string, ParamRecord>;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
  ) {
    const all = db.select().from(resourceParams).prepare();
    this.byResource = cachedByRevision(db.$client, feed, 'resource_params', () => {
      const map = new Map<string, Record<string, string>>();
      for (const row of all.all()) {
        const record = map.get(row.resourceId) ?? {};
        record[row.name] = row.value;
        map.set(row.resourceId, record);
      }
      for (const record of map.values()) Object.freeze(record);
      return map;
    });
  }

  /** The feed revision of the table (caches built from parameters key on it). */
  revision(): number {
    return this.feed.revision('resource_params');
  }

  /** Shared and frozen. */
  of(resourceId: string): ParamRecord {
    return this.byResource().get(resourceId) ?? NONE;
  }

  /** Every resource's parameters (shared and frozen). */
  all(): ReadonlyMap<string, ParamRecord> {
    return this.byResource();
  }

  list(): ResourceParamRow[] {
    return [...this.byResource()].flatMap(([resourceId, record]) =>
      Object.entries(record).map(([name, value]) => ({ resourceId, name, value })),
    );
  }

  set(resourceId: string, name: string, value: string): void {
    this.db
      .insert(resourceParams)
      .values({ resourceId, name, value })
      .onConflictDoUpdate({ target: [resourceParams.resourceId, resourceParams.name], set: { value } })
      .run();
  }

  remove(resourceId: string, name: string): boolean {
    return (
      this.db
        .delete(resourceParams)
        .where(and(eq(resourceParams.resourceId, resourceId), eq(resourceParams.name, name)))
        .run().changes > 0
    );
  }

  removeAllOf(resourceId: string): void {
    this.db.delete(resourceParams).where(eq(resourceParams.resourceId, resourceId)).run();
  }

  /**
   * Removing a row of these tables removes its parameters, in the same transaction, whoever removes it (a
   * service, a foreign-key cascade, a tool on the data dir): one trigger per table, made if missing. Tables
   * that do not exist (yet) are skipped.
   */
  cascadeFrom(tables: readonly string[]): void {
    const client = this.db.$client;
    const exists = client.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").pluck();
    for (const table of tables) {
      if (!/^[a-z_][a-z0-9_]*$/.test(table) || !exists.get(table)) continue;
      client.exec(
        `CREATE TRIGGER IF NOT EXISTS "resource_params_cascade_${table}" AFTER DELETE ON "${table}" ` +
          'BEGIN DELETE FROM resource_params WHERE resource_id = old.id; END',
      );
    }
  }
}
