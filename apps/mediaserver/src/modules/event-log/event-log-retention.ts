/**
 * Retention of the event log (spec 000 §9): records older than `eventLogPeriodDays` go, and when the count
 * passes `maxEventLogRecords` by more than 20% the oldest go until `maxEventLogRecords` are left. Trimming in
 * steps keeps deletes rare under a steady flow of events.
 */
import { EVENT_LOG_OVERFLOW_RATIO } from '@argus/contract/mediaserver';
import type { EventLogRepository } from './event-log.repository.ts';

export interface RetentionLimits {
  periodDays(): number;
  maxRecords(): number;
}

const DAY_MS = 86_400_000;

export class EventLogRetention {
  /** The count as last known (read at the first check, then kept up with writes and trims). */
  private knownCount: number | null = null;

  constructor(
    private readonly repo: EventLogRepository,
    private readonly limits: RetentionLimits,
    private readonly clock: () => number,
  ) {}

  /** After a write of `added` records: trims by count when the log passed the overflow. */
  written(added: number): void {
    this.knownCount = (this.knownCount ?? this.repo.count() - added) + added;
    const max = this.limits.maxRecords();
    if (this.knownCount > Math.floor(max * (1 + EVENT_LOG_OVERFLOW_RATIO))) {
      this.repo.keepNewest(max);
      this.knownCount = this.repo.count();
    }
  }

  /** Drops what is older than the period, and trims by count (run periodically). */
  enforce(): void {
    this.repo.removeOlderThan(this.clock() - this.limits.periodDays() * DAY_MS);
    this.knownCount = this.repo.count();
    this.written(0);
  }
}
