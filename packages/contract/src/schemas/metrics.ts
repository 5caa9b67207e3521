/**
 * Health metrics and load statistics (media-server-api §4.9, §4.3.9; spec 000 §3 "Health metrics", 001 §8):
 * the manifest that describes what is measured, the values, the alarms raised on them, and the legacy load
 * statistics the Monitoring graphs poll.
 *
 * Shapes, three levels deep below the resource group: `{<groupId>: {<resourceId>: {<section>: {<parameter>:
 * …}}}}`, where a section is one of the manifest's value groups (`info`, `load`, `availability`, …).
 */

import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { queryFlagSchema } from './query-flags.ts';

/** The resource groups, in the order the Information page shows them. */
export const METRIC_RESOURCE_GROUPS = [
  'systems',
  'servers',
  'cameras',
  'storages',
  'networkInterfaces',
] as const;
export type MetricResourceGroup = (typeof METRIC_RESOURCE_GROUPS)[number];

/**
 * Value formats (001 §8 "Health unit formats", media-server-api §4.9). A client meets a format it does not know
 * by showing the number followed by the format's raw text.
 */
export const METRIC_FORMATS = [
  '%',
  'TB',
  'GB',
  'MB',
  'KB',
  'B',
  'Bps',
  'bps',
  'KBps',
  'MBps',
  'GBps',
  'Kbps',
  'Mbps',
  'Gbps',
  'pixels/s',
  'Mpix/s',
  'duration',
  'fps',
  'shortText',
  'longText',
  'text',
] as const;
export type MetricFormat = (typeof METRIC_FORMATS)[number];

/** Where a parameter appears on the Information page: in the table's columns, the side panel, both, neither. */
export const METRIC_DISPLAYS = ['', 'table', 'panel', 'table|panel'] as const;
export type MetricDisplay = (typeof METRIC_DISPLAYS)[number];

export const metricParameterManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  /** Kept a string: a server may announce a format this client does not know. */
  format: z.optional(z.string()),
  display: z.string(),
});
export type MetricParameterManifest = z.infer<typeof metricParameterManifestSchema>;

export const metricSectionManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  values: z.array(metricParameterManifestSchema),
});
export type MetricSectionManifest = z.infer<typeof metricSectionManifestSchema>;

export const metricGroupManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The resource's kind, singular ("server", "camera", …). */
  resource: z.string(),
  values: z.array(metricSectionManifestSchema),
});
export type MetricGroupManifest = z.infer<typeof metricGroupManifestSchema>;

export const metricsManifestSchema = z.array(metricGroupManifestSchema).register(mediaServerRegistry, {
  id: 'MetricsManifest',
  description:
    'What the health metrics measure: resource groups, their sections and parameters with formats.',
});
export type MetricsManifest = z.infer<typeof metricsManifestSchema>;

/** One measured value: a number in the manifest's base unit (bytes, bytes/s, seconds, percent 0..100) or text. */
export const metricValueSchema = z.union([z.number(), z.string(), z.boolean(), z.null()]);
export type MetricValue = z.infer<typeof metricValueSchema>;

/** `{<section>: {<parameter>: value}}` of one resource. */
export const metricResourceValuesSchema = z.record(z.string(), z.record(z.string(), metricValueSchema));
export type MetricResourceValues = z.infer<typeof metricResourceValuesSchema>;

export const metricsValuesSchema = z
  .record(z.string(), z.record(z.string(), metricResourceValuesSchema))
  .register(mediaServerRegistry, {
    id: 'MetricsValues',
    description: '`{<group>: {<resourceId>: {<section>: {<parameter>: value}}}}`.',
  });
export type MetricsValues = z.infer<typeof metricsValuesSchema>;

export const METRIC_ALARM_LEVELS = ['warning', 'error'] as const;
export type MetricAlarmLevel = (typeof METRIC_ALARM_LEVELS)[number];

export const metricAlarmSchema = z.object({ level: z.enum(METRIC_ALARM_LEVELS), text: z.string() });
export type MetricAlarm = z.infer<typeof metricAlarmSchema>;

export const metricsAlarmsSchema = z
  .record(
    z.string(),
    z.record(z.string(), z.record(z.string(), z.record(z.string(), z.array(metricAlarmSchema)))),
  )
  .register(mediaServerRegistry, {
    id: 'MetricsAlarms',
    description: '`{<group>: {<resourceId>: {<section>: {<parameter>: [{level, text}]}}}}`.',
  });
export type MetricsAlarms = z.infer<typeof metricsAlarmsSchema>;

/**
 * `?_local` (this server's resources only), `?_with=servers,cameras` (only these groups), `?_formatted`
 * (values as display text). The legacy `/api/metrics/values` spells them `system` (the whole system) and
 * `formatted`.
 */
export const metricsQuerySchema = z.object({
  _local: queryFlagSchema,
  _with: z.optional(z.string()),
  _formatted: queryFlagSchema,
});
export type MetricsQuery = z.infer<typeof metricsQuerySchema>;

export const legacyMetricsQuerySchema = z.object({
  system: queryFlagSchema,
  formatted: queryFlagSchema,
});

/** `/api/statistics` device kinds (media-server-api §4.3.9). */
export const STATISTICS_DEVICE_TYPES = [
  'StatisticsCPU',
  'StatisticsRAM',
  'StatisticsHDD',
  'StatisticsNETWORK',
] as const;
export type StatisticsDeviceType = (typeof STATISTICS_DEVICE_TYPES)[number];

/** How often the server samples load, and how many samples the console's graphs keep. */
export const STATISTICS_UPDATE_PERIOD_MS = 1_000;
export const STATISTICS_GRAPH_POINTS = 50;

export const statisticsEntrySchema = z.object({
  description: z.string(),
  deviceType: z.enum(STATISTICS_DEVICE_TYPES),
  deviceFlags: z.number(),
  /** Load, 0..1. */
  value: z.number(),
});
export type StatisticsEntry = z.infer<typeof statisticsEntrySchema>;

export const statisticsReplySchema = z
  .object({
    statistics: z.array(statisticsEntrySchema),
    updatePeriod: z.number(),
    uptimeMs: z.number(),
  })
  .register(mediaServerRegistry, {
    id: 'Statistics',
    description: 'Load 0..1 of each CPU, the RAM, each disk and each network interface.',
  });
export type StatisticsReply = z.infer<typeof statisticsReplySchema>;

/**
 * An alarm rule (`GET /rest/v2/system/metrics/rules`, [design] shape): a parameter of a resource group is
 * compared with a threshold, a number or (`{parameter}`) another parameter of the same section, and raises an
 * alarm of its level whose text names the value (`{value}` is replaced by the formatted value, `{threshold}`
 * by the threshold's).
 */
export const METRIC_ALARM_CONDITIONS = ['greaterThan', 'lessThan', 'equals'] as const;
export type MetricAlarmCondition = (typeof METRIC_ALARM_CONDITIONS)[number];

export const metricAlarmRuleSchema = z.object({
  group: z.enum(METRIC_RESOURCE_GROUPS),
  section: z.string(),
  parameter: z.string(),
  level: z.enum(METRIC_ALARM_LEVELS),
  condition: z.enum(METRIC_ALARM_CONDITIONS),
  threshold: z.union([z.number(), z.string(), z.object({ parameter: z.string() })]),
  text: z.string(),
});
export type MetricAlarmRule = z.infer<typeof metricAlarmRuleSchema>;

export const metricAlarmRulesSchema = z.array(metricAlarmRuleSchema).register(mediaServerRegistry, {
  id: 'MetricAlarmRules',
  description: 'The rules the alarms are raised by: parameter, condition, threshold, level and text.',
});
