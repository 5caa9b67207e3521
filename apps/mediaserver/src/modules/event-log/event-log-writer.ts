/**
 * The event log's writer: records are collected in memory and written together, one transaction per batch,
 * a few milliseconds after the first of them or as soon as a batch is full, so a burst of events costs one
 * commit per batch rather than one per record.
 */
import type { NewEventLogRow } from './event-log.table.ts';

export interface EventLogWriterOptions {
  /** How long the first record of a batch waits for others (default 10 ms). */
  delayMs?: number;
  /** The most records in one batch (default 500). */
  batchSize?: number;
}

export class EventLogWriter {
  private pending: NewEventLogRow[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly delayMs: number;
  private readonly batchSize: number;

  constructor(
    private readonly write: (rows: readonly NewEventLogRow[]) => void,
    private readonly onError: (error: unknown) => void,
    options: EventLogWriterOptions = {},
  ) {
    this.delayMs = options.delayMs ?? 10;
    this.batchSize = options.batchSize ?? 500;
  }

  add(row: NewEventLogRow): void {
    this.pending.push(row);
    if (this.pending.length >= this.batchSize) this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), this.delayMs);
      this.timer.unref?.();
    }
  }

  /** Writes what is pending now. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.pending;
    this.pending = [];
    try {
      this.write(rows);
    } catch (error) {
      this.onError(error);
    }
  }
}
