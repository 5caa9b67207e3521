/** Queries on the event log: batched inserts, filtered reads, and the retention trims. */
import type { ActionType, EventType } from '@argus/contract/mediaserver';
import type Database from 'better-sqlite3';
import { and, asc, count, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/database.ts';
import { type EventLogRow, eventLog, type NewEventLogRow } from './event-log.table.ts';

/** SQLite's `PRAGMA synchronous` value NORMAL. */
const SYNCHRONOUS_NORMAL = 1;

export interface EventLogFilter {
  fromMs: number;
  toMs: number;
  cameraId?: string;
  eventTypes?: readonly EventType[];
  actionType?: ActionType;
  ruleId?: string;
  limit: number;
}

export class EventLogRepository {
  /** Prepared once (drizzle would build and prepare the statement again for every batch). */
  private insertRow?: Database.Statement;
  /** `PRAGMA synchronous` to NORMAL and back (prepared outside a transaction: SQLite refuses them inside). */
  private safety?: { relax: Database.Statement; restore: Database.Statement };

  constructor(private readonly db: Db) {}

  /** Reads the database's own setting once, to restore it after each write. */
  private safetyStatements() {
    const client = this.db.$client;
    const durable = Number(client.pragma('synchronous', { simple: true }));
    this.safety = {
      relax: client.prepare(`PRAGMA synchronous = ${SYNCHRONOUS_NORMAL}`),
      restore: client.prepare(`PRAGMA synchronous = ${durable}`),
    };
    return this.safety;
  }

  /**
   * Writes rows in one transaction, committed without waiting for the disk: the database's `synchronous =
   * FULL` (an fsync per commit, ~4 ms here) is `NORMAL` for this commit only. With the WAL a crash of the
   * process loses nothing; a power loss may lose the last batches, like the records still in the writer's
   * memory. Under a burst of events the fsyncs blocked the server for a third of its time. The next
   * configuration write's fsync covers these pages too. Inside another transaction the rows join it as it is.
   */
  insertMany(rows: readonly NewEventLogRow[]): void {
    if (rows.length === 0) return;
    const client = this.db.$client;
    this.insertRow ??= client.prepare(
      `INSERT INTO event_log (timestamp_ms, event_type, action_type, rule_id, resource_id, camera_ids,
         resource_name, server_id, reason_code, caption, description, action_params, aggregation_count)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insert = this.insertRow;
    // The setting is per transaction, and SQLite refuses to change it inside one.
    const safety = client.inTransaction ? undefined : (this.safety ?? this.safetyStatements());
    safety?.relax.run();
    try {
      inTransaction(this.db, () => {
        for (const r of rows)
          insert.run(
            r.timestampMs,
            r.eventType,
            r.actionType,
            r.ruleId,
            r.resourceId ?? '',
            JSON.stringify(r.cameraIds),
            r.resourceName ?? '',
            r.serverId,
            r.reasonCode ?? 'none',
            r.caption ?? '',
            r.description ?? '',
            JSON.stringify(r.actionParams),
            r.aggregationCount ?? 1,
          );
      });
    } finally {
      safety?.restore.run();
    }
  }

  find(f: EventLogFilter): EventLogRow[] {
    const where: SQL[] = [gte(eventLog.timestampMs, f.fromMs), lte(eventLog.timestampMs, f.toMs)];
    if (f.cameraId !== undefined)
      where.push(
        or(
          eq(eventLog.resourceId, f.cameraId),
          sql`exists (select 1 from json_each(${eventLog.cameraIds}) where value = ${f.cameraId})`,
        )!,
      );
    if (f.eventTypes) where.push(inArray(eventLog.eventType, [...f.eventTypes]));
    if (f.actionType) where.push(eq(eventLog.actionType, f.actionType));
    if (f.ruleId) where.push(eq(eventLog.ruleId, f.ruleId));
    return this.db
      .select()
      .from(eventLog)
      .where(and(...where))
      .orderBy(asc(eventLog.timestampMs), asc(eventLog.id))
      .limit(f.limit)
      .all();
  }

  count(): number {
    return this.db.select({ n: count() }).from(eventLog).get()?.n ?? 0;
  }

  removeOlderThan(timestampMs: number): number {
    return this.db.delete(eventLog).where(lt(eventLog.timestampMs, timestampMs)).run().changes;
  }

  /** Keeps the newest `keep` records (by time, then by insertion). */
  keepNewest(keep: number): number {
    return this.db.$client
      .prepare(
        `DELETE FROM event_log WHERE id NOT IN
           (SELECT id FROM event_log ORDER BY timestamp_ms DESC, id DESC LIMIT ?)`,
      )
      .run(keep).changes;
  }
}
