/** The levels of the process log (pino's), as `--log-level` takes them. */
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** One line per request buries what matters at the default level; failures are still logged. */
export function logsEveryRequest(level: LogLevel): boolean {
  return level === 'debug' || level === 'trace';
}
