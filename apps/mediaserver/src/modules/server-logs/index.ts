/** Server logs: settings, levels, files. The public face of the module. */

export type { LoggerLevel } from './log-levels.ts';
export { LogSettingsRepository } from './log-settings.repository.ts';
export { LogSettingsService } from './log-settings.service.ts';
export { serverLogSettings } from './log-settings.table.ts';
export { type HttpLogEntry, ServerLogs, type SystemLogLevel } from './server-logs.ts';
