/**
 * A burst of generic events: event-burst-worker.ts in its own process sends them (so the sender never shares
 * an event loop or its CPU accounting with the receiver in the bench's process or the server under test).
 */
import { join } from 'node:path';
import { runWorker } from './worker-process.ts';

const WORKER = join(import.meta.dirname, 'event-burst-worker.ts');

export interface EventBurstOptions {
  /** `…/api/createEvent` of the server. */
  url: string;
  token: string;
  /** Events a second. */
  rate: number;
  seconds: number;
  /** Keep-alive connections the events share. */
  connections: number;
  /** The events' caption (the rule's condition). */
  caption: string;
}

export interface EventBurstSent {
  /** When each event the server answered 200 was sent, wall clock ms (performance.timeOrigin based), sorted. */
  sentAtMs: number[];
  /** How long each of those took to be answered, ms (in the order they were answered). */
  answerMs: number[];
  /** Answers other than 200: status (or `error <message>`) → count. */
  failures: Record<string, number>;
  /** How far behind its schedule the sender fell at worst, ms. */
  lateMs: number;
}

export function sendEventBurst(options: EventBurstOptions): Promise<EventBurstSent> {
  return runWorker<EventBurstSent>(WORKER, options);
}
