/** Where one-time tickets wait for their use (media-server-api §3.6): behind this interface, in SQLite now. */
import { eq, lte } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/database.ts';
import { authTickets } from './auth.tables.ts';

export interface StoredTicket {
  userId: string;
  /** The session the ticket was issued from; the ticket dies with it. */
  sessionTokenHash: string;
  expiresAtMs: number;
}

export interface TicketStore {
  put(ticketHash: string, ticket: StoredTicket): void;
  /** Removes and returns the ticket: it can be taken once. */
  take(ticketHash: string): StoredTicket | undefined;
  forgetExpired(nowMs: number): void;
}

export class SqliteTicketStore implements TicketStore {
  constructor(private readonly db: Db) {}

  put(ticketHash: string, ticket: StoredTicket): void {
    this.db
      .insert(authTickets)
      .values({ ticketHash, ...ticket })
      .run();
  }

  take(ticketHash: string): StoredTicket | undefined {
    return inTransaction(this.db, () => {
      const row = this.db.select().from(authTickets).where(eq(authTickets.ticketHash, ticketHash)).get();
      if (!row) return undefined;
      this.db.delete(authTickets).where(eq(authTickets.ticketHash, ticketHash)).run();
      return { userId: row.userId, sessionTokenHash: row.sessionTokenHash, expiresAtMs: row.expiresAtMs };
    });
  }

  forgetExpired(nowMs: number): void {
    this.db.delete(authTickets).where(lte(authTickets.expiresAtMs, nowMs)).run();
  }
}
