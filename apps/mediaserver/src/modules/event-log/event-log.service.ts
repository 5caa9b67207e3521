/**
 * The event log (media-server-api §4.12): what rules did, written through the batching writer, read by
 * `/api/getEvents` with its filters. [design] `event_type` and `action_type` take any spelling the rule calls
 * take (a group such as `anyCameraEvent` selects its members); `to` absent = now; records come oldest first.
 */
import { InvalidParameter, normalizeId } from '@argus/contract';
import {
  type CallerAccess,
  EVENT_TYPES,
  type EventLogRecord,
  eventTypeMatches,
  type GetEventsQuery,
  parseActionType,
  parseEventType,
  recordVisible,
  seesAllResources,
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
    /** Whether an id names a camera (records name servers too, which the access list does not limit). */
    private readonly isCamera: (id: string) => boolean = () => true,
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

  /** The records `query` selects that `access` may see (null: all, for the server's own use). */
  events(query: GetEventsQuery, access: CallerAccess | null = null): EventLogRecord[] {
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
    const limit = query.limit ?? DEFAULT_LIMIT;
    const restricted = access === null || seesAllResources(access) ? null : access;
    const rows = this.repo.find({
      fromMs: query.from ?? 0,
      toMs: query.to ?? this.clock(),
      cameraId: id('cameraId', query.cameraId),
      ruleId: id('brule_id', query.brule_id),
      ...(eventTypes ? { eventTypes } : {}),
      ...(actionType ? { actionType } : {}),
      // A restricted caller's records are filtered here, so the limit counts what it sees.
      limit: restricted ? DEFAULT_LIMIT : limit,
    });
    if (!restricted) return rows.map(toEventLogRecord);
    // Records about cameras the caller cannot see are not shown (issue 19).
    return rows
      .filter((row) => recordVisible(restricted, row.cameraIds.filter(this.isCamera)))
      .slice(0, limit)
      .map(toEventLogRecord);
  }
}
