/** The event log: the public face of the module. */
export { type EventLogFilter, EventLogRepository } from './event-log.repository.ts';
export { EventLogService, toEventLogRecord } from './event-log.service.ts';
export { type EventLogRow, eventLog } from './event-log.table.ts';
export { EventLogRetention, type RetentionLimits } from './event-log-retention.ts';
export { EventLogWriter } from './event-log-writer.ts';
