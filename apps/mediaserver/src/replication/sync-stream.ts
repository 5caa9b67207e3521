/**
 * The answering side's stream to one authenticated dialer (sync-protocol.ts, step 4): batches of what the
 * dialer lacks, at most `maxInFlight` unacknowledged, continued whenever `pump()` is called (the replica's
 * log grew, a batch was acknowledged). It tracks the vector the dialer will hold once the batches sent are
 * applied, so each batch starts where the one before ended; a `retry` puts it back to the dialer's word.
 */
import type { WebSocket } from 'ws';
import { changesSince, type VersionVector, versionVector } from './change-log.ts';
import type { Replica } from './replica.ts';
import { type Ack, advanced, type ChangesBatch, type Retry } from './sync-protocol.ts';

export interface StreamLimits {
  batchChanges: number;
  maxInFlight: number;
}

/** [design] How soon to look again when the connection is inside a transaction (its writes are not yet whole). */
const IN_TRANSACTION_RETRY_MS = 10;

export class SyncStream {
  private sent: VersionVector;
  private inFlight = 0;
  private nextId = 1;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly replica: Replica,
    private readonly socket: WebSocket,
    dialerVector: VersionVector,
    private readonly limits: StreamLimits,
  ) {
    this.sent = { ...dialerVector };
  }

  /** Sends what the dialer lacks, as far as the flow control allows. */
  pump(): void {
    if (this.closed || this.timer) return;
    const { db } = this.replica;
    if (db.inTransaction) {
      // What this connection sees now may still be rolled back: never send it.
      this.later(IN_TRANSACTION_RETRY_MS);
      return;
    }
    while (this.inFlight < this.limits.maxInFlight) {
      const changes = changesSince(db, this.sent, this.limits.batchChanges);
      if (changes.length === 0) return;
      this.sent = advanced(this.sent, changes);
      this.inFlight++;
      const batch: ChangesBatch = { type: 'changes', id: this.nextId++, changes, heads: versionVector(db) };
      this.socket.send(JSON.stringify(batch));
    }
  }

  /** What the dialer holds once it has applied everything sent, when nothing is in flight; null otherwise. */
  get settled(): VersionVector | null {
    return this.inFlight === 0 ? this.sent : null;
  }

  acknowledged(_ack: Ack): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.pump();
  }

  /** The dialer could not take a batch (yet): go on from what it holds, after its delay. */
  retry(retry: Retry): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.sent = { ...retry.vector };
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.later(retry.delayMs);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private later(ms: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pump();
    }, ms);
    this.timer.unref();
  }
}
