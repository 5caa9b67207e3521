/**
 * The composition root's part for event rules: the rules engine with its action runners, the event log with
 * its batching writer and retention, generic events, and notifications. Action runners of other modules are
 * listed here, next to this module's own.
 */
import type { RoleGrant } from '@argus/contract';
import { type LongLived, periodic } from '@argus/server-kit/lifecycle';
import type { Cameras } from './compose-cameras.ts';
import type { Db } from './db/database.ts';
import type { ServerEventBus } from './events/event-bus.ts';
import {
  EventLogRepository,
  EventLogRetention,
  EventLogService,
  EventLogWriter,
} from './modules/event-log/index.ts';
import {
  ActionQueue,
  type ActionRunner,
  diagnosticsRunner,
  type EventRulesRepository,
  GenericEvents,
  RulesEngine,
  type VmsEvent,
} from './modules/event-rules/index.ts';
import {
  NotificationHub,
  NotificationsRepository,
  notificationRunners,
} from './modules/notifications/index.ts';
import type { SettingsService } from './modules/settings/index.ts';
import type { UserRow } from './modules/users/index.ts';

type Log = (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void;

export interface EventRulesOptions {
  /** How long the event log's writer collects records before a write (default 10 ms). */
  eventLogDelayMs?: number;
  /** How often the notification streams send a heartbeat comment (default 15 s). */
  heartbeatMs?: number;
}

/** How often old event-log records are dropped. */
const RETENTION_MS = 10 * 60_000;

export function composeEventRules(d: {
  db: Db;
  rules: EventRulesRepository;
  /** Runners of other modules' actions (e-mail, HTTP, bookmark, recording). */
  runners: readonly ActionRunner[];
  bus: ServerEventBus;
  cameras: Cameras;
  servers: { findById(id: string): { name: string } | undefined };
  users: { list(): readonly UserRow[] };
  roles: () => readonly RoleGrant[];
  settings: SettingsService;
  thisServerId: string;
  clock: () => number;
  log: Log;
  options?: EventRulesOptions;
  /** Told of each rule that fired (the health metrics' rule activations/s). */
  onFired?: () => void;
}) {
  const cameraRows = d.cameras.repository;
  const eventLogRepo = new EventLogRepository(d.db);
  const retention = new EventLogRetention(
    eventLogRepo,
    {
      periodDays: () => d.settings.get('eventLogPeriodDays'),
      maxRecords: () => d.settings.get('maxEventLogRecords'),
    },
    d.clock,
  );
  const writer = new EventLogWriter(
    (rows) => {
      eventLogRepo.insertMany(rows);
      retention.written(rows.length);
    },
    (error) => d.log('error', 'Writing the event log failed', { error: String(error) }),
    { delayMs: d.options?.eventLogDelayMs },
  );
  const eventLog = new EventLogService(
    eventLogRepo,
    writer,
    d.clock,
    (id) => cameraRows.findById(id) !== undefined,
  );

  const hub = new NotificationHub();
  const notificationsRepo = new NotificationsRepository(d.db);
  const runners: ActionRunner[] = [
    diagnosticsRunner((msg, fields) => d.log('info', msg, fields)),
    ...notificationRunners({
      repo: notificationsRepo,
      hub,
      users: () => d.users.list(),
      roles: d.roles,
      isCamera: (id) => cameraRows.findById(id) !== undefined,
    }),
    ...d.runners,
  ];

  const resourceName = (event: VmsEvent): string => {
    const camera = event.resourceId ? cameraRows.findById(event.resourceId) : undefined;
    if (event.type === 'userDefinedEvent' && event.source) return event.source;
    if (camera) return camera.name;
    return (
      d.servers.findById(event.resourceId ?? '')?.name ??
      d.servers.findById(event.serverId)?.name ??
      event.source ??
      ''
    );
  };
  const queue = new ActionQueue(
    (error) => d.log('error', 'An event rule action failed', { error: String(error) }),
    () => d.log('warn', 'Too many event rule actions wait: one was dropped'),
  );
  const engine = new RulesEngine({
    rules: () => d.rules.list(),
    runners,
    queue,
    record: (action) => {
      eventLog.record(action);
      d.onFired?.();
    },
    resourceName,
    isCamera: (id) => cameraRows.findById(id) !== undefined,
    localTime: (ms) => new Date(ms),
    actionFailed: (rule, error) =>
      d.log('warn', 'An event rule action failed', {
        ruleId: rule.id,
        actionType: rule.actionType,
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  const generic = new GenericEvents({
    cameras: cameraRows,
    thisServerId: d.thisServerId,
    clock: d.clock,
    emit: (event) => d.bus.emit('vmsEvent', event),
  });

  const longLived: LongLived[] = [
    {
      name: 'rules engine',
      start: () => engine.start(d.bus),
      stop: () => {
        engine.stop();
        writer.flush();
      },
    },
    periodic('event log retention', RETENTION_MS, () => retention.enforce()),
  ];
  return {
    engine,
    queue,
    eventLog,
    writer,
    retention,
    generic,
    hub,
    notificationsRepo,
    heartbeatMs: d.options?.heartbeatMs,
    longLived,
  };
}

export type EventRulesParts = ReturnType<typeof composeEventRules>;
