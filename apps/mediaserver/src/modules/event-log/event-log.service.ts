/**
 * The event log (media-server-api §4.12): what rules did, written through the batching writer, read by
 * `/api/getEvents` with its filters. [design] `event_type` and `action_type` take any spelling the rule calls
 * take (a group such as `anyCameraEvent` selects its members); `to` absent = now; records come oldest first.
 */
import { InvalidParameter, normalizeId } from '@argus/contract';
import {
  EVENT_TYPES,
  type EventLogRecord,
  eventTypeMatches,
  type GetEventsQuery,
  parseActionType,
  parseEventType,
} from '@argus/contract/mediaserver';
import type { ActionRecord } from '../event-rules/index.ts';
import type { EventLogRepository } from './event-log.repository.ts';
import type { EventLogRow } from './event-log.table.ts';
import type { EventLogWriter } from './event-log-writer.ts';

/** Records one `/api/getEvents` answers at most without a `limit`. */
const DEFAULT_LIMIT = 100_000;

export function toEventLogRecord(row: EventLogRow): EventLogRecord {
  return {
    actionType: row.actionType,
    actionParams: row.actionParams,
    eventParams: {
      eventType: row.eventType,
      eventTimestampUsec: String(row.timestampMs * 1000),
      eventResourceId: row.resourceId,
      resourceName: row.resourceName,
      sourceServerId: row.serverId,
      reasonCode: row.reasonCode,
      caption: row.caption,
      description: row.description,
    },
    businessRuleId: row.ruleId,
    aggregationCount: row.aggregationCount,
  };
}

export class EventLogService {
  constructor(
    private readonly repo: EventLogRepository,
    private readonly writer: EventLogWriter,
    private readonly clock: () => number,
  ) {}

  record(a: ActionRecord): void {
    const { event } = a;
    const cameraIds = [
      ...new Set([...(event.resourceId ? [event.resourceId] : []), ...(event.cameraRefs ?? [])]),
    ];
    this.writer.add({
      timestampMs: event.timestampMs,
      eventType: event.type,
      actionType: a.rule.actionType,
      ruleId: a.rule.id,
      resourceId: event.resourceId ?? '',
      cameraIds,
      resourceName: a.resourceName,
      serverId: event.serverId,
      reasonCode: event.reasonCode ?? 'none',
      caption: event.caption ?? '',
      description: event.description ?? '',
      actionParams: a.params,
      aggregationCount: a.aggregationCount,
    });
  }

  events(query: GetEventsQuery): EventLogRecord[] {
    let eventTypes: (typeof EVENT_TYPES)[number][] | undefined;
    if (query.event_type !== undefined && query.event_type !== '') {
      const type = parseEventType(query.event_type);
      if (!type) throw new InvalidParameter('event_type', query.event_type);
      eventTypes = EVENT_TYPES.filter((t) => eventTypeMatches(type, t));
    }
    let actionType: ReturnType<typeof parseActionType> | undefined;
    if (query.action_type !== undefined && query.action_type !== '') {
      actionType = parseActionType(query.action_type);
      if (!actionType) throw new InvalidParameter('action_type', query.action_type);
    }
    const id = (name: string, raw: string | undefined) => {
      if (raw === undefined || raw === '') return undefined;
      const n = normalizeId(raw);
      if (!n) throw new InvalidParameter(name, raw);
      return n;
    };
    // Records still in the writer's batch are part of the log.
    this.writer.flush();
    return this.repo
      .find({
        fromMs: query.from ?? 0,
        toMs: query.to ?? this.clock(),
        cameraId: id('cameraId', query.cameraId),
        ruleId: id('brule_id', query.brule_id),
        ...(eventTypes ? { eventTypes } : {}),
        ...(actionType ? { actionType } : {}),
        limit: query.limit ?? DEFAULT_LIMIT,
      })
      .map(toEventLogRecord);
  }
}
