/**
 * Log settings of the servers (media-server-api §4.3.6): read, changed and replaced per server, stored, and
 * applied at once to this server's logger and files. Only the server handling the request can apply them:
 * `*` means this server, another server's id is unavailable until servers link up.
 */
import { InvalidParameter, Unavailable } from '@argus/contract';
import {
  type LegacyLogLevels,
  type ServerLogSettings,
  type ServerLogSettingsChange,
  SHOW_LOG_DEFAULT_LINES,
  SHOW_LOG_MAX_LINES,
  SHOW_LOG_NAMES,
  type ShowLogName,
} from '@argus/contract/mediaserver';
import { type Db, inTransaction } from '../../db/database.ts';
import { serverOfflineText } from '../servers/index.ts';
import { legacyLogIdOf, legacyLogLevels, parseLegacyLevel, withLegacyLevel } from './log-levels.ts';
import {
  changedLogSettings,
  defaultLogSettings,
  type StoredLogSettings,
  toServerLogSettings,
} from './log-settings.model.ts';
import type { LogSettingsRepository } from './log-settings.repository.ts';
import type { ServerLogs } from './server-logs.ts';

/** The servers a path names (`this`, an id, or `*`). */
export interface ServerLookup {
  readonly thisServerId: string;
  get(param: string): { id: string };
}

export interface LogSettingsServiceDeps {
  db: Db;
  repo: LogSettingsRepository;
  logs: ServerLogs;
  servers: ServerLookup;
}

export class LogSettingsService {
  constructor(private readonly d: LogSettingsServiceDeps) {}

  /** This server's settings, as stored or the defaults (read once at start, to open the logs). */
  storedOfThisServer(): StoredLogSettings {
    return this.d.repo.settingsOfServer(this.d.servers.thisServerId);
  }

  /** One server's settings; `{<serverId>: settings}` for `*`. */
  get(param: string): ServerLogSettings | Record<string, ServerLogSettings> {
    const id = this.target(param);
    return this.reply(param, id, this.storedOfThisServer());
  }

  /** PATCH, or PUT (`replace`: absent fields return to their defaults). */
  change(
    param: string,
    change: ServerLogSettingsChange,
    replace = false,
  ): ServerLogSettings | Record<string, ServerLogSettings> {
    const id = this.target(param);
    const next = inTransaction(this.d.db, () => {
      const base = replace ? defaultLogSettings() : this.storedOfThisServer();
      const settings = changedLogSettings(base, change);
      this.d.repo.saveOfServer(id, settings);
      return settings;
    });
    this.d.logs.apply(next);
    return this.reply(param, id, next);
  }

  legacyLevels(): LegacyLogLevels {
    return legacyLogLevels(this.storedOfThisServer());
  }

  /** `/api/logLevel?id|name=&value=`: sets one legacy log's level; returns the new map. */
  setLegacyLevel(id: string | undefined, name: string | undefined, value: string): LegacyLogLevels {
    const log = legacyLogIdOf(id, name);
    const level = parseLegacyLevel(value);
    const next = inTransaction(this.d.db, () => {
      const settings = withLegacyLevel(this.storedOfThisServer(), log, level);
      this.d.repo.saveOfServer(this.d.servers.thisServerId, settings);
      return settings;
    });
    this.d.logs.apply(next);
    return legacyLogLevels(next);
  }

  tail(name: ShowLogName | undefined, lines: number | undefined): Promise<string> {
    return this.d.logs.tail(name ?? 'main', Math.min(lines ?? SHOW_LOG_DEFAULT_LINES, SHOW_LOG_MAX_LINES));
  }

  /** The current file of a log a download names (`main`, `http`, `system`), on this server only. */
  fileToDownload(param: string, name: string): { path: string; fileName: string } {
    this.target(param);
    const log = SHOW_LOG_NAMES.find((n) => n === name);
    if (!log) throw new InvalidParameter('name', name);
    return { path: this.d.logs.currentFile(log), fileName: `${log}.log` };
  }

  /** The server a path names; only this one can answer. */
  private target(param: string): string {
    if (param === '*') return this.d.servers.thisServerId;
    const { id } = this.d.servers.get(param);
    if (id !== this.d.servers.thisServerId) throw new Unavailable(serverOfflineText(id));
    return id;
  }

  private reply(param: string, id: string, stored: StoredLogSettings) {
    const model = toServerLogSettings(id, this.d.logs.directory, stored);
    return param === '*' ? { [id]: model } : model;
  }
}
