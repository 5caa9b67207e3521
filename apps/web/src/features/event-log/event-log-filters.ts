/**
 * The event log's filters and how they become a `/api/getEvents` query (media-server-api §4.12): a time range
 * (a preset that follows the clock, or a custom one) and the event type, camera, action type and rule.
 */
import type { EventLogRecord, GetEventsQuery } from '@argus/contract/mediaserver';

export const RANGE_PRESETS = [
  'lastHour',
  'last24Hours',
  'today',
  'last7Days',
  'last30Days',
  'custom',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Records asked for at most at a time. */
export const EVENT_LOG_LIMIT = 10_000;

export interface EventLogFilters {
  preset: RangePreset;
  /** Custom range, ms (local times the user picked); null = open. */
  from: number | null;
  to: number | null;
  eventType: string | null;
  cameraId: string | null;
  actionType: string | null;
  ruleId: string | null;
}

export const DEFAULT_FILTERS: EventLogFilters = {
  preset: 'last24Hours',
  from: null,
  to: null,
  eventType: null,
  cameraId: null,
  actionType: null,
  ruleId: null,
};

/** The time range of the filters at `now` (ms); `to` absent = now. */
export function rangeOf(filters: EventLogFilters, now: number): { from: number; to?: number } {
  switch (filters.preset) {
    case 'lastHour':
      return { from: now - HOUR_MS };
    case 'last24Hours':
      return { from: now - DAY_MS };
    case 'today': {
      const midnight = new Date(now);
      midnight.setHours(0, 0, 0, 0);
      return { from: midnight.getTime() };
    }
    case 'last7Days':
      return { from: now - 7 * DAY_MS };
    case 'last30Days':
      return { from: now - 30 * DAY_MS };
    case 'custom':
      return { from: filters.from ?? 0, ...(filters.to !== null ? { to: filters.to } : {}) };
  }
}

/** The query of the filters at `now`. */
export function eventsQueryOf(filters: EventLogFilters, now: number): GetEventsQuery {
  const range = rangeOf(filters, now);
  return {
    ...range,
    ...(filters.eventType ? { event_type: filters.eventType } : {}),
    ...(filters.cameraId ? { cameraId: filters.cameraId } : {}),
    ...(filters.actionType ? { action_type: filters.actionType } : {}),
    ...(filters.ruleId ? { brule_id: filters.ruleId } : {}),
    limit: EVENT_LOG_LIMIT,
  };
}

/** Whether the custom range is the wrong way round. */
export function isRangeReversed(filters: EventLogFilters): boolean {
  return (
    filters.preset === 'custom' && filters.from !== null && filters.to !== null && filters.from > filters.to
  );
}

/** When a record's event happened, ms. */
export function eventTimeMs(record: EventLogRecord): number {
  return Math.floor(Number(record.eventParams.eventTimestampUsec) / 1000);
}

/** The records newest first (the server sends them oldest first). */
export function newestFirst(records: readonly EventLogRecord[]): EventLogRecord[] {
  return [...records].sort((a, b) => eventTimeMs(b) - eventTimeMs(a));
}
