/** Queries on notifications: written per target user, listed per user, dismissed. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/database.ts';
import { type NotificationRow, notifications } from './notifications.table.ts';

/** The newest notifications a user is shown at most. */
const LIST_LIMIT = 500;

export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  insertMany(rows: readonly NotificationRow[]): void {
    if (rows.length === 0) return;
    inTransaction(this.db, () => {
      for (const row of rows) this.db.insert(notifications).values(row).run();
    });
  }

  /** The user's notifications not dismissed, newest first. */
  listOfUser(userId: string): NotificationRow[] {
    return this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.dismissed, false)))
      .orderBy(desc(notifications.timestampMs), desc(notifications.id))
      .limit(LIST_LIMIT)
      .all();
  }

  /** Dismisses one of the user's notifications (or all of them); how many were. */
  dismiss(userId: string, id?: string): number {
    const mine = eq(notifications.userId, userId);
    return this.db
      .update(notifications)
      .set({ dismissed: true })
      .where(id === undefined ? mine : and(mine, eq(notifications.id, id)))
      .run().changes;
  }
}
