/**
 * Server logs (media-server-api §4.3.6, §5.8): the v2 `ServerLogSettings`, the legacy `/api/logLevel` map and
 * the `/api/showLog` query.
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';

/** Levels a log takes, from silent to the most verbose (§5.8). */
export const SERVER_LOG_LEVELS = ['none', 'error', 'warning', 'info', 'debug', 'verbose', 'trace'] as const;
export type ServerLogLevel = (typeof SERVER_LOG_LEVELS)[number];
/** Replies may also say a level is not set. */
export const SERVER_LOG_REPLY_LEVELS = [...SERVER_LOG_LEVELS, 'undefined', 'notConfigured'] as const;
export const DEFAULT_LOG_LEVEL: ServerLogLevel = 'info';

/** The three logs of a server, as the REST model names them. */
export const SERVER_LOG_KINDS = ['mainLog', 'httpLog', 'systemLog'] as const;
export type ServerLogKind = (typeof SERVER_LOG_KINDS)[number];

const levelSchema = z.enum(SERVER_LOG_LEVELS);
const replyLevelSchema = z.enum(SERVER_LOG_REPLY_LEVELS);

export const logFilterSchema = z.object({ filter: z.string().check(z.minLength(1)), level: levelSchema });
export type LogFilter = z.infer<typeof logFilterSchema>;

export const logSettingsSchema = z
  .object({
    fileName: z.string(),
    predefinedFilters: z.array(z.string()),
    primaryLevel: replyLevelSchema,
    customFilters: z.array(z.object({ filter: z.string(), level: replyLevelSchema })),
  })
  .register(mediaServerRegistry, {
    id: 'LogSettings',
    description:
      'One log file: its level and per-tag filters. `fileName` and `predefinedFilters` are read-only.',
  });
export type LogSettings = z.infer<typeof logSettingsSchema>;

export const serverLogSettingsSchema = z
  .object({
    id: z.string(),
    directory: z.string(),
    maxVolumeSizeB: z.number(),
    maxFileSizeB: z.number(),
    maxFileTimePeriodS: z.number(),
    archivingEnabled: z.boolean(),
    mainLog: logSettingsSchema,
    httpLog: logSettingsSchema,
    systemLog: logSettingsSchema,
  })
  .register(mediaServerRegistry, {
    id: 'ServerLogSettings',
    description: 'Log files of a server: where they are, how large they grow, and their levels.',
  });
export type ServerLogSettings = z.infer<typeof serverLogSettingsSchema>;

/** 250 MiB of each log kept in all, files of 10 MiB (§4.3.6). */
export const DEFAULT_LOG_MAX_VOLUME_B = 262_144_000;
export const DEFAULT_LOG_MAX_FILE_B = 10_485_760;
/** The smallest log file size a client may set. */
export const MIN_LOG_FILE_B = 64 * 1024;

/** Reply fields whose default is not the empty value of their type (§1.5). */
export const SERVER_LOG_SETTINGS_DEFAULTS = {
  maxVolumeSizeB: DEFAULT_LOG_MAX_VOLUME_B,
  maxFileSizeB: DEFAULT_LOG_MAX_FILE_B,
  archivingEnabled: true,
} as const;

const logChangeSchema = z.object({
  primaryLevel: z.optional(levelSchema),
  customFilters: z.optional(z.array(logFilterSchema)),
});

export const serverLogSettingsChangeSchema = z
  .object({
    maxVolumeSizeB: z.optional(z.number().check(z.int(), z.gte(MIN_LOG_FILE_B))),
    maxFileSizeB: z.optional(z.number().check(z.int(), z.gte(MIN_LOG_FILE_B))),
    maxFileTimePeriodS: z.optional(z.number().check(z.int(), z.gte(0))),
    archivingEnabled: z.optional(z.boolean()),
    mainLog: z.optional(logChangeSchema),
    httpLog: z.optional(logChangeSchema),
    systemLog: z.optional(logChangeSchema),
  })
  .register(mediaServerRegistry, {
    id: 'ServerLogSettingsChange',
    description:
      'PATCH body (PUT: absent fields return to their defaults): sizes, archiving and levels. Read-only fields ' +
      '(id, directory, fileName, predefinedFilters) are ignored.',
  });
export type ServerLogSettingsChange = z.infer<typeof serverLogSettingsChangeSchema>;

// ── Legacy ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Legacy log ids (§5.8), in the order of their numeric ids 0–4. */
export const LEGACY_LOG_IDS = ['MAIN', 'HTTP', 'EC2_TRAN', 'HWID', 'PERMISSIONS'] as const;
export type LegacyLogId = (typeof LEGACY_LOG_IDS)[number];

export const legacyLogLevelQuerySchema = z
  .object({ id: z.optional(z.string()), name: z.optional(z.string()), value: z.optional(z.string()) })
  .register(mediaServerRegistry, {
    id: 'LegacyLogLevelQuery',
    description:
      'Without `value`: the levels. With it: `id` (0–4 or a name) or `name` selects the log (`MAIN`, `HTTP`, ' +
      '`EC2_TRAN`, `HWID`, `PERMISSIONS`; default `MAIN`), `value` is its new level.',
  });

export const legacyLogLevelsSchema = z
  .record(z.enum(LEGACY_LOG_IDS), replyLevelSchema)
  .register(mediaServerRegistry, { id: 'LegacyLogLevels', description: 'The level of each legacy log.' });
export type LegacyLogLevels = z.infer<typeof legacyLogLevelsSchema>;

/** Log files `/api/showLog` reads (§4.3.6 [design]). */
export const SHOW_LOG_NAMES = ['main', 'http', 'system'] as const;
export type ShowLogName = (typeof SHOW_LOG_NAMES)[number];
export const SHOW_LOG_DEFAULT_LINES = 100;
export const SHOW_LOG_MAX_LINES = 100_000;

export const showLogQuerySchema = z
  .object({
    name: z.optional(z.enum(SHOW_LOG_NAMES)),
    lines: z.optional(
      z.pipe(
        z.string().check(z.regex(/^\d{1,9}$/)),
        z.transform((v: string) => Number(v)),
      ),
    ),
  })
  .register(mediaServerRegistry, {
    id: 'ShowLogQuery',
    description: '`name`: `main` (default), `http` or `system`; `lines`: how many last lines (default 100).',
  });
