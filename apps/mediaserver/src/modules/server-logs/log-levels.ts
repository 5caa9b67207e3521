/**
 * Log levels: the API's (§5.8) against the logger's (pino, under Fastify), and the legacy log ids of
 * `/api/logLevel` against the REST log kinds.
 */
import { InvalidParameter } from '@argus/contract';
import {
  LEGACY_LOG_IDS,
  type LegacyLogId,
  type LegacyLogLevels,
  SERVER_LOG_LEVELS,
  type ServerLogKind,
  type ServerLogLevel,
} from '@argus/contract/mediaserver';
import type { StoredLogSettings } from './log-settings.model.ts';

/** The logger's levels and their numbers (what each JSON line's `level` holds). */
export const LOGGER_LEVELS = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
} as const;
export type LoggerLevel = keyof typeof LOGGER_LEVELS;

const LOGGER_LEVEL_OF: Readonly<Record<ServerLogLevel, LoggerLevel>> = {
  none: 'silent',
  error: 'error',
  warning: 'warn',
  info: 'info',
  debug: 'debug',
  verbose: 'trace',
  trace: 'trace',
};

export function loggerLevelOf(level: ServerLogLevel): LoggerLevel {
  return LOGGER_LEVEL_OF[level];
}

/** The least severe of some logger levels (what a logger feeding all of them must let through). */
export function mostVerbose(levels: readonly LoggerLevel[]): LoggerLevel {
  return levels.reduce((a, b) => (LOGGER_LEVELS[b] < LOGGER_LEVELS[a] ? b : a), 'silent');
}

/** Legacy logs kept as a log kind of their own; the others are custom filters of the main log [design]. */
const LEGACY_LOG_KIND: Partial<Record<LegacyLogId, ServerLogKind>> = {
  MAIN: 'mainLog',
  HTTP: 'httpLog',
  HWID: 'systemLog',
};

/** `/api/logLevel`'s map: each legacy log's level; filters inherit the main log's level until set. */
export function legacyLogLevels(stored: StoredLogSettings): LegacyLogLevels {
  const out = {} as LegacyLogLevels;
  for (const id of LEGACY_LOG_IDS) {
    const kind = LEGACY_LOG_KIND[id];
    out[id] = kind
      ? stored[kind].primaryLevel
      : (stored.mainLog.customFilters.find((f) => f.filter === id)?.level ?? stored.mainLog.primaryLevel);
  }
  return out;
}

/** The legacy log a request names: `id` 0–4 or a name, else `name`; `MAIN` when neither is given. */
export function legacyLogIdOf(id: string | undefined, name: string | undefined): LegacyLogId {
  const given = id ?? name;
  if (given === undefined || given === '') return 'MAIN';
  const byIndex = /^\d+$/.test(given) ? LEGACY_LOG_IDS[Number(given)] : undefined;
  const byName = LEGACY_LOG_IDS.find((n) => n === given.toUpperCase());
  const found = byIndex ?? byName;
  if (!found) throw new InvalidParameter(id !== undefined ? 'id' : 'name', given);
  return found;
}

/** A level as legacy clients write it (any case). */
export function parseLegacyLevel(value: string): ServerLogLevel {
  const level = SERVER_LOG_LEVELS.find((l) => l === value.trim().toLowerCase());
  if (!level) throw new InvalidParameter('value', value);
  return level;
}

/** The settings with one legacy log set to a level. */
export function withLegacyLevel(
  stored: StoredLogSettings,
  id: LegacyLogId,
  level: ServerLogLevel,
): StoredLogSettings {
  const kind = LEGACY_LOG_KIND[id];
  if (kind) return { ...stored, [kind]: { ...stored[kind], primaryLevel: level } };
  const filters = stored.mainLog.customFilters.filter((f) => f.filter !== id);
  return { ...stored, mainLog: { ...stored.mainLog, customFilters: [...filters, { filter: id, level }] } };
}
