/**
 * Log settings (media-server-api §4.3.6): what is stored (the writable part), how a PATCH or PUT changes it,
 * and the reply model with the read-only fields added.
 */
import { InvalidParameter } from '@argus/contract';
import {
  DEFAULT_LOG_LEVEL,
  DEFAULT_LOG_MAX_FILE_B,
  DEFAULT_LOG_MAX_VOLUME_B,
  type LogFilter,
  SERVER_LOG_KINDS,
  type ServerLogKind,
  type ServerLogLevel,
  type ServerLogSettings,
  type ServerLogSettingsChange,
  type ShowLogName,
} from '@argus/contract/mediaserver';

export interface StoredLog {
  primaryLevel: ServerLogLevel;
  customFilters: LogFilter[];
}

export interface StoredLogSettings {
  maxVolumeSizeB: number;
  maxFileSizeB: number;
  maxFileTimePeriodS: number;
  archivingEnabled: boolean;
  mainLog: StoredLog;
  httpLog: StoredLog;
  systemLog: StoredLog;
}

const defaultLog = (): StoredLog => ({ primaryLevel: DEFAULT_LOG_LEVEL, customFilters: [] });

export function defaultLogSettings(): StoredLogSettings {
  return {
    maxVolumeSizeB: DEFAULT_LOG_MAX_VOLUME_B,
    maxFileSizeB: DEFAULT_LOG_MAX_FILE_B,
    maxFileTimePeriodS: 0,
    archivingEnabled: true,
    mainLog: defaultLog(),
    httpLog: defaultLog(),
    systemLog: defaultLog(),
  };
}

/** The file each log kind writes (`<directory>/<name>.log`), as `/api/showLog?name=` names it. */
export const LOG_FILE_OF: Readonly<Record<ServerLogKind, ShowLogName>> = {
  mainLog: 'main',
  httpLog: 'http',
  systemLog: 'system',
};

/** Read-only tags each log writes under [design]. */
const PREDEFINED_FILTERS: Readonly<Record<ServerLogKind, string[]>> = {
  mainLog: [],
  httpLog: ['http'],
  systemLog: ['storage', 'lifecycle'],
};

/** PATCH: given fields replace stored ones; a log's given fields replace its own. */
export function changedLogSettings(
  stored: StoredLogSettings,
  change: ServerLogSettingsChange,
): StoredLogSettings {
  const next: StoredLogSettings = {
    ...stored,
    maxVolumeSizeB: change.maxVolumeSizeB ?? stored.maxVolumeSizeB,
    maxFileSizeB: change.maxFileSizeB ?? stored.maxFileSizeB,
    maxFileTimePeriodS: change.maxFileTimePeriodS ?? stored.maxFileTimePeriodS,
    archivingEnabled: change.archivingEnabled ?? stored.archivingEnabled,
  };
  for (const kind of SERVER_LOG_KINDS) {
    const log = change[kind];
    next[kind] = {
      primaryLevel: log?.primaryLevel ?? stored[kind].primaryLevel,
      customFilters: log?.customFilters ?? stored[kind].customFilters,
    };
  }
  if (next.maxFileSizeB > next.maxVolumeSizeB)
    throw new InvalidParameter(
      change.maxFileSizeB !== undefined ? 'maxFileSizeB' : 'maxVolumeSizeB',
      change.maxFileSizeB ?? change.maxVolumeSizeB,
    );
  return next;
}

export function toServerLogSettings(
  serverId: string,
  directory: string,
  stored: StoredLogSettings,
): ServerLogSettings {
  const log = (kind: ServerLogKind) => ({
    fileName: `${LOG_FILE_OF[kind]}.log`,
    predefinedFilters: PREDEFINED_FILTERS[kind],
    primaryLevel: stored[kind].primaryLevel,
    customFilters: stored[kind].customFilters,
  });
  return {
    id: serverId,
    directory,
    maxVolumeSizeB: stored.maxVolumeSizeB,
    maxFileSizeB: stored.maxFileSizeB,
    maxFileTimePeriodS: stored.maxFileTimePeriodS,
    archivingEnabled: stored.archivingEnabled,
    mainLog: log('mainLog'),
    httpLog: log('httpLog'),
    systemLog: log('systemLog'),
  };
}
