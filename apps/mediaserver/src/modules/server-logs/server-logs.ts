/**
 * The server's own log files (media-server-api §4.3.6), in `<dataDir>/log`: `main.log` (everything the
 * server's logger says), `http.log` (one line per request) and `system.log` (storage and lifecycle events),
 * each at the level its log settings give and rotated by their sizes. Standard output keeps the level of
 * `--log-level`: Fastify's logger writes one JSON stream, which this object splits between the two.
 */
import type { ServerLogKind, ShowLogName } from '@argus/contract/mediaserver';
import { LOGGER_LEVELS, type LoggerLevel, loggerLevelOf, mostVerbose } from './log-levels.ts';
import type { StoredLogSettings } from './log-settings.model.ts';
import { tailLines } from './log-tail.ts';
import { RotatingLogFile } from './rotating-log-file.ts';

/** The part of a logger whose level the settings change (pino's, under Fastify). */
export interface LoggerHandle {
  level: string;
}

export interface HttpLogEntry {
  method: string;
  url: string;
  statusCode: number;
  responseTimeMs: number;
  remoteAddress: string;
}

export type SystemLogLevel = 'info' | 'warn' | 'error';

export interface ServerLogsOptions {
  directory: string;
  /** The level of standard output (`--log-level`). */
  stdoutLevel: LoggerLevel;
  settings: StoredLogSettings;
  clock?: () => number;
  stdout?: (line: string) => void;
}

const LEVEL_OF_LINE = /^\{"level":(\d+)/;

export class ServerLogs {
  readonly directory: string;
  private settings: StoredLogSettings;
  private logger: LoggerHandle | null = null;
  private readonly files: Record<ShowLogName, RotatingLogFile>;
  private readonly clock: () => number;
  private readonly stdout: (line: string) => void;
  private readonly stdoutLevel: LoggerLevel;

  constructor(options: ServerLogsOptions) {
    this.directory = options.directory;
    this.settings = options.settings;
    this.clock = options.clock ?? Date.now;
    this.stdoutLevel = options.stdoutLevel;
    this.stdout = options.stdout ?? ((line) => process.stdout.write(line));
    const limits = () => this.settings;
    const file = (name: ShowLogName) => new RotatingLogFile(this.directory, name, limits, this.clock);
    this.files = { main: file('main'), http: file('http'), system: file('system') };
  }

  /** Fastify's `logger` option: one JSON stream, split here between standard output and `main.log`. */
  loggerOptions(): { level: LoggerLevel; stream: { write(line: string): void } } {
    return { level: this.loggerLevel(), stream: { write: (line) => this.writeMain(line) } };
  }

  /** The logger whose level follows the settings (the app's, once it exists). */
  attach(logger: LoggerHandle): void {
    this.logger = logger;
    logger.level = this.loggerLevel();
  }

  /** New settings: levels apply to the next line, sizes to the next write. */
  apply(settings: StoredLogSettings): void {
    this.settings = settings;
    if (this.logger) this.logger.level = this.loggerLevel();
  }

  httpEnabled(): boolean {
    return this.levelValue('httpLog') !== LOGGER_LEVELS.silent;
  }

  writeHttp(entry: HttpLogEntry): void {
    const level = entry.statusCode >= 500 ? 50 : entry.statusCode >= 400 ? 40 : 30;
    if (level < this.levelValue('httpLog')) return;
    // One object in the line's key order (no spread of the entry into a second one: one line per request).
    const { method, url, statusCode, responseTimeMs, remoteAddress } = entry;
    const line = { level, time: this.clock(), method, url, statusCode, responseTimeMs, remoteAddress };
    this.files.http.write(`${JSON.stringify(line)}\n`);
  }

  writeSystem(level: SystemLogLevel, msg: string, fields: Record<string, unknown> = {}): void {
    const value = LOGGER_LEVELS[level];
    if (value < this.levelValue('systemLog')) return;
    this.files.system.write(`${JSON.stringify({ level: value, time: this.clock(), ...fields, msg })}\n`);
  }

  /** The last lines of a log file. */
  tail(name: ShowLogName, lines: number): Promise<string> {
    this.files[name].flush();
    return tailLines(this.files[name].path, lines);
  }

  /** The path of a log's current file, with every line written so far on disk. */
  currentFile(name: ShowLogName): string {
    this.files[name].flush();
    return this.files[name].path;
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.files).map((f) => f.close()));
  }

  private loggerLevel(): LoggerLevel {
    return mostVerbose([this.stdoutLevel, loggerLevelOf(this.settings.mainLog.primaryLevel)]);
  }

  private levelValue(kind: ServerLogKind): number {
    return LOGGER_LEVELS[loggerLevelOf(this.settings[kind].primaryLevel)];
  }

  private writeMain(line: string): void {
    const level = Number(LEVEL_OF_LINE.exec(line)?.[1] ?? LOGGER_LEVELS.info);
    if (level >= LOGGER_LEVELS[this.stdoutLevel]) this.stdout(line);
    if (level >= this.levelValue('mainLog')) this.files.main.write(line);
  }
}
