import { eq } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { cachedByRevision, cachedRows } from '../../db/read-cache.ts';
import { type DeviceRow, type DeviceRowChanges, devices, type NewDeviceRow } from './devices.table.ts';

interface Indexes {
  byId: ReadonlyMap<string, DeviceRow>;
  byPhysicalId: ReadonlyMap<string, DeviceRow>;
  byLogicalId: ReadonlyMap<string, DeviceRow>;
  byMac: ReadonlyMap<string, DeviceRow>;
}

const macKey = (mac: string) => mac.toUpperCase().replace(/[^0-9A-F]/g, '');

/** Queries on the devices table, named for their intent. */
export class DevicesRepository {
  /** Every device, reused until the table changes (10,000 cameras are read on every list request). */
  private readonly all: () => readonly DeviceRow[];
  private readonly indexes: () => Indexes;
  private readonly setStatusOf;
  private readonly logicalIdOwner;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
  ) {
    const all = db.select().from(devices).orderBy(devices.name, devices.id).prepare();
    this.all = cachedRows(db.$client, feed, 'devices', () => all.all());
    this.indexes = cachedByRevision(db.$client, feed, 'devices', () => {
      const rows = this.all();
      const byLogicalId = new Map<string, DeviceRow>();
      const byMac = new Map<string, DeviceRow>();
      for (const r of rows) {
        if (r.logicalId && !byLogicalId.has(r.logicalId)) byLogicalId.set(r.logicalId, r);
        if (r.mac && !byMac.has(macKey(r.mac))) byMac.set(macKey(r.mac), r);
      }
      return {
        byId: new Map(rows.map((r) => [r.id, r])),
        byPhysicalId: new Map(rows.map((r) => [r.physicalId, r])),
        byLogicalId,
        byMac,
      };
    });
    this.setStatusOf = db.$client.prepare('UPDATE devices SET status = ? WHERE id = ? AND status <> ?');
    this.logicalIdOwner = db.$client
      .prepare('SELECT id FROM devices WHERE logical_id = ? AND id <> ?')
      .pluck();
  }

  /** The feed revision of the table (caches built from devices key on it). */
  revision(): number {
    return this.feed.revision('devices');
  }

  /** Shared and frozen: copy before changing. */
  list(): readonly DeviceRow[] {
    return this.all();
  }

  findById(id: string): DeviceRow | undefined {
    if (this.db.$client.inTransaction) return this.db.select().from(devices).where(eq(devices.id, id)).get();
    return this.indexes().byId.get(id);
  }

  findByPhysicalId(physicalId: string): DeviceRow | undefined {
    if (this.db.$client.inTransaction)
      return this.db.select().from(devices).where(eq(devices.physicalId, physicalId)).get();
    return this.indexes().byPhysicalId.get(physicalId);
  }

  findByLogicalId(logicalId: string): DeviceRow | undefined {
    return logicalId ? this.indexes().byLogicalId.get(logicalId) : undefined;
  }

  findByMac(mac: string): DeviceRow | undefined {
    const key = macKey(mac);
    return key.length === 12 ? this.indexes().byMac.get(key) : undefined;
  }

  /** Whether another device has this logical id (read in the writer's transaction). */
  logicalIdTaken(logicalId: string, ownId: string): boolean {
    return this.logicalIdOwner.get(logicalId, ownId) !== undefined;
  }

  insert(row: NewDeviceRow): DeviceRow {
    return this.db.insert(devices).values(row).returning().get();
  }

  /** Many rows in one statement per chunk (seeding, benchmarks). */
  insertMany(rows: readonly NewDeviceRow[]): void {
    for (let i = 0; i < rows.length; i += 500)
      this.db
        .insert(devices)
        .values(rows.slice(i, i + 500))
        .run();
  }

  update(id: string, changes: DeviceRowChanges): DeviceRow | undefined {
    if (Object.keys(changes).length === 0) return this.findById(id);
    return this.db.update(devices).set(changes).where(eq(devices.id, id)).returning().get();
  }

  /** Stores a status; true when it changed (an unchanged status writes nothing, so caches stay). */
  setStatus(id: string, status: DeviceRow['status']): boolean {
    return this.setStatusOf.run(status, id, status).changes > 0;
  }

  remove(id: string): boolean {
    return this.db.delete(devices).where(eq(devices.id, id)).run().changes > 0;
  }
}
