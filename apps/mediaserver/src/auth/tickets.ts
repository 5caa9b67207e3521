/**
 * One-time tickets (media-server-api §3.6): `?_ticket=vmsTicket-...` authenticates exactly one request on the
 * server that issued it, within 60 s. Kept in memory: a ticket never outlives the process that issued it.
 */
import { randomBytes } from 'node:crypto';

export const TICKET_LIFETIME_MS = 60_000;
const MAX_TICKETS = 10_000;

export interface Ticket {
  userId: string;
  /** The session the ticket was issued from; the ticket dies with it. */
  sessionTokenHash: string;
  expiresAtMs: number;
}

export class TicketService {
  private readonly tickets = new Map<string, Ticket>();

  constructor(private readonly clock: () => number) {}

  issue(userId: string, sessionTokenHash: string): string {
    const now = this.clock();
    if (this.tickets.size >= MAX_TICKETS) {
      for (const [k, t] of this.tickets) if (t.expiresAtMs <= now) this.tickets.delete(k);
    }
    const ticket = `vmsTicket-${randomBytes(24).toString('base64url')}`;
    this.tickets.set(ticket, { userId, sessionTokenHash, expiresAtMs: now + TICKET_LIFETIME_MS });
    return ticket;
  }

  /** The ticket's grant, once: a second use, or a use after expiry, gets undefined. */
  consume(ticket: string): Ticket | undefined {
    const t = this.tickets.get(ticket);
    if (!t) return undefined;
    this.tickets.delete(ticket);
    return t.expiresAtMs > this.clock() ? t : undefined;
  }
}
