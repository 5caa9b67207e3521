import type { EventLogRecord } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  EVENT_LOG_LIMIT,
  eventsQueryOf,
  isRangeReversed,
  newestFirst,
} from './event-log-filters.ts';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

describe('event log filters', () => {
  it('a preset asks from its start up to now, with the chosen filters', () => {
    expect(eventsQueryOf(DEFAULT_FILTERS, NOW)).toEqual({ from: NOW - 86_400_000, limit: EVENT_LOG_LIMIT });
    expect(
      eventsQueryOf(
        {
          ...DEFAULT_FILTERS,
          preset: 'lastHour',
          eventType: 'userDefinedEvent',
          cameraId: 'c',
          actionType: 'sendMailAction',
          ruleId: 'r',
        },
        NOW,
      ),
    ).toEqual({
      from: NOW - 3_600_000,
      event_type: 'userDefinedEvent',
      cameraId: 'c',
      action_type: 'sendMailAction',
      brule_id: 'r',
      limit: EVENT_LOG_LIMIT,
    });
  });

  it('a custom range is sent as picked, and a reversed one is flagged', () => {
    const custom = { ...DEFAULT_FILTERS, preset: 'custom' as const, from: 1000, to: 5000 };
    expect(eventsQueryOf(custom, NOW)).toMatchObject({ from: 1000, to: 5000 });
    expect(isRangeReversed(custom)).toBe(false);
    expect(isRangeReversed({ ...custom, from: 9000 })).toBe(true);
  });

  it('lists the newest first', () => {
    const record = (usec: string) => ({ eventParams: { eventTimestampUsec: usec } }) as EventLogRecord;
    const sorted = newestFirst([record('1000000'), record('3000000'), record('2000000')]);
    expect(sorted.map((r) => r.eventParams.eventTimestampUsec)).toEqual(['3000000', '2000000', '1000000']);
  });
});
