/**
 * One-time tickets (media-server-api §3.6): `?_ticket=vmsTicket-...` authenticates exactly one request within
 * 60 s. Only the ticket's hash is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { StoredTicket, TicketStore } from './ticket.store.ts';

export const TICKET_LIFETIME_MS = 60_000;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export class TicketService {
  constructor(
    private readonly store: TicketStore,
    private readonly clock: () => number,
  ) {}

  issue(userId: string, sessionTokenHash: string): string {
    const ticket = `vmsTicket-${randomBytes(24).toString('base64url')}`;
    this.store.put(hashOf(ticket), {
      userId,
      sessionTokenHash,
      expiresAtMs: this.clock() + TICKET_LIFETIME_MS,
    });
    return ticket;
  }

  /** The ticket's grant, once: a second use, or a use after expiry, gets undefined. */
  consume(ticket: string): StoredTicket | undefined {
    const t = this.store.take(hashOf(ticket));
    return t && t.expiresAtMs > this.clock() ? t : undefined;
  }

  prune(): void {
    this.store.forgetExpired(this.clock());
  }
}
