/** Queries on the event log: batched inserts, filtered reads, and the retention trims. */
import type { ActionType, EventType } from '@argus/contract/mediaserver';
import { and, asc, count, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/database.ts';
import { type EventLogRow, eventLog, type NewEventLogRow } from './event-log.table.ts';

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
  constructor(private readonly db: Db) {}

  /** Writes rows in one transaction. */
  insertMany(rows: readonly NewEventLogRow[]): void {
    if (rows.length === 0) return;
    inTransaction(this.db, () => {
      for (let i = 0; i < rows.length; i += 500)
        this.db
          .insert(eventLog)
          .values(rows.slice(i, i + 500))
          .run();
    });
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
