/**
 * The Information (health) page's rules (spec 000 §3 "Health metrics", §5 "Health search", §9 health constants;
 * 001 §8 "Health value format not recognised", "Health unit formats"): how a metric value is written per its
 * manifest format (the search is core's `matchesHealthSearch`), the alerts of a report grouped by level, when a report is stale,
 * and what an exported report file is. Pure functions: the page and the offline report viewer share them.
 */
import * as z from 'zod/mini';
import {
  type MetricAlarm,
  type MetricAlarmLevel,
  type MetricResourceValues,
  type MetricsAlarms,
  type MetricsManifest,
  type MetricsValues,
  type MetricValue,
  metricsAlarmsSchema,
  metricsManifestSchema,
  metricsValuesSchema,
} from '../schemas/metrics.ts';
import { formatBits, formatBytes, formatDuration, formatNumber } from '../ui/format.ts';

// ── Constants (spec 000 §9) ──────────────────────────────────────────────────────────────────────────────────

/** Width of the side panel of the selected item. */
export const HEALTH_PANEL_WIDTH_PX = 350;
/** Rows per table page (§9 "Table rows 10 or 20": 20, the larger, for tables of many cameras). */
export const HEALTH_TABLE_ROWS = 20;
/** How often the page asks for values and alarms again (the manifest is read once). */
export const HEALTH_POLL_INTERVAL_MS = 5_000;
/**
 * "Health stale report 5" [design, docs/api-decisions.md]: a report is stale once it is older than 5 update
 * periods: on the live page 5 polls missed in a row (25 s without a fresh answer); the page keeps showing it,
 * with a notice of its age.
 */
export const HEALTH_STALE_REPORT_PERIODS = 5;
/** "Cloud health cache 60": how long, in seconds, the portal keeps a system's report before asking again. */
export const CLOUD_HEALTH_CACHE_S = 60;

/** Whether a report taken at `reportMs` is stale at `nowMs`, for a page that refreshes every `periodMs`. */
export function isHealthReportStale(reportMs: number, nowMs: number, periodMs = HEALTH_POLL_INTERVAL_MS) {
  return nowMs - reportMs > HEALTH_STALE_REPORT_PERIODS * periodMs;
}

// ── Value formats (001 §8) ───────────────────────────────────────────────────────────────────────────────────

const BYTE_UNIT_POWERS: Readonly<Record<string, number>> = { B: 0, KB: 1, MB: 2, GB: 3, TB: 4 };
const BYTE_RATE_POWERS: Readonly<Record<string, number>> = { KBps: 1, MBps: 2, GBps: 3 };
const BIT_RATE_POWERS: Readonly<Record<string, number>> = { Kbps: 1, Mbps: 2, Gbps: 3 };
const TEXT_FORMATS = new Set(['shortText', 'longText', 'text']);

/** A value written for the page; `unrecognised` is the format when the client does not know it. */
export interface FormattedMetric {
  text: string;
  unrecognised?: string;
}

/**
 * One value as the page shows it, per the manifest's format. Numbers come in the base unit (bytes, bytes/s,
 * bits/s, pixels/s, seconds, percent 0..100): `GB` shows bytes as gigabytes (1024 steps), `Bps` and `bps`
 * pick their unit, `KBps`…`Gbps` and `Mpix/s` are fixed. Texts, and a text value under a numeric format, are
 * shown as they are; `null` as nothing. A format this client does not know shows the number and the format's
 * raw text (001 §8), and `unrecognised` says so for the caller to log.
 */
export function formatMetricValue(value: MetricValue | undefined, format = ''): FormattedMetric {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'boolean') return { text: value ? 'Yes' : 'No' };
  if (typeof value === 'string') return { text: value };
  if (format === '' || TEXT_FORMATS.has(format)) return { text: plainNumber(value) };
  const fixed = (n: number, unit: string) => ({ text: `${plainNumber(n)} ${unit}` });
  // Nx writes percent without a space ("CPU usage is 95%"), and the alarm texts quote it so.
  if (format === '%') return { text: `${plainNumber(value)}%` };
  if (format in BYTE_UNIT_POWERS) return fixed(value / 1024 ** (BYTE_UNIT_POWERS[format] ?? 0), format);
  if (format === 'Bps') return { text: formatBytes(value, { perSecond: true }) };
  if (format === 'bps') return { text: formatBits(value, { perSecond: true }) };
  if (format in BYTE_RATE_POWERS) return fixed(value / 1024 ** (BYTE_RATE_POWERS[format] ?? 0), format);
  if (format in BIT_RATE_POWERS) return fixed(value / 1000 ** (BIT_RATE_POWERS[format] ?? 0), format);
  if (format === 'pixels/s') return formatPixelRate(value);
  if (format === 'Mpix/s') return fixed(value / 1e6, 'Mpix/s');
  if (format === 'duration') return { text: formatDuration(value * 1000, { maxUnits: 2 }) };
  if (format === 'fps') return fixed(value, 'fps');
  return { text: `${plainNumber(value)} ${format}`, unrecognised: format };
}

/** Whole numbers (counts, 25 fps, 2 TB) without decimals; others by the spec's rounding rule (§9). */
function plainNumber(value: number): string {
  return formatNumber(value, Number.isInteger(value) ? { decimals: 0 } : {});
}

const PIXEL_RATE_UNITS = ['pix/s', 'Kpix/s', 'Mpix/s', 'Gpix/s'] as const;

function formatPixelRate(value: number): FormattedMetric {
  let scaled = value;
  let index = 0;
  while (index < PIXEL_RATE_UNITS.length - 1 && Math.abs(scaled) >= 1000) {
    scaled /= 1000;
    index += 1;
  }
  return { text: `${plainNumber(scaled)} ${PIXEL_RATE_UNITS[index]}` };
}

const warnedFormats = new Set<string>();

/**
 * `formatMetricValue`, logging each unrecognised format once (001 §8: "logged and shown as a number plus the
 * raw format text"); a page of 1,000 cameras would otherwise log it 1,000 times per refresh.
 */
export function formatMetricValueLogged(value: MetricValue | undefined, format?: string): string {
  const formatted = formatMetricValue(value, format);
  if (formatted.unrecognised !== undefined && !warnedFormats.has(formatted.unrecognised)) {
    warnedFormats.add(formatted.unrecognised);
    console.warn(`Health value format not recognised: ${formatted.unrecognised}`);
  }
  return formatted.text;
}

// ── The report: items, their names and alerts ────────────────────────────────────────────────────────────────

/** A resource of a report: a server, a camera, … with its values and alarms. */
export interface HealthItem {
  group: string;
  id: string;
  name: string;
  values: MetricResourceValues;
  /** `{<section>: {<parameter>: alarms}}`. */
  alarms: Readonly<Record<string, Readonly<Record<string, readonly MetricAlarm[]>>>>;
}

/** The name a resource is shown by: `_.name`, else `info.name`, else its id. */
export function healthItemName(id: string, values: MetricResourceValues): string {
  const name = values._?.name ?? values.info?.name;
  return typeof name === 'string' && name !== '' ? name : id;
}

/** The resources of one group of a report, in the order of the values, named. */
export function healthItemsOf(group: string, values: MetricsValues, alarms: MetricsAlarms): HealthItem[] {
  return Object.entries(values[group] ?? {}).map(([id, resourceValues]) => ({
    group,
    id,
    name: healthItemName(id, resourceValues),
    values: resourceValues,
    alarms: alarms[group]?.[id] ?? {},
  }));
}

/** One alarm of a report, with what it is about. */
export interface HealthAlert {
  level: MetricAlarmLevel;
  text: string;
  group: string;
  resourceId: string;
  resourceName: string;
  section: string;
  parameter: string;
}

/** Every alarm of the report, errors first, then by group (manifest order), resource name and text. */
export function healthAlertsOf(report: {
  manifest: MetricsManifest;
  values: MetricsValues;
  alarms: MetricsAlarms;
}): HealthAlert[] {
  const groupOrder = new Map(report.manifest.map((group, index) => [group.id, index]));
  const alerts: HealthAlert[] = [];
  for (const [group, resources] of Object.entries(report.alarms)) {
    for (const [resourceId, sections] of Object.entries(resources)) {
      const resourceName = healthItemName(resourceId, report.values[group]?.[resourceId] ?? {});
      for (const [section, parameters] of Object.entries(sections))
        for (const [parameter, list] of Object.entries(parameters))
          for (const { level, text } of list)
            alerts.push({ level, text, group, resourceId, resourceName, section, parameter });
    }
  }
  const rank = (a: HealthAlert) => groupOrder.get(a.group) ?? Number.MAX_SAFE_INTEGER;
  return alerts.sort(
    (a, b) =>
      (a.level === b.level ? 0 : a.level === 'error' ? -1 : 1) ||
      rank(a) - rank(b) ||
      a.resourceName.localeCompare(b.resourceName) ||
      a.text.localeCompare(b.text),
  );
}

export type HealthAlertCounts = Record<MetricAlarmLevel, number>;

/** Alerts per level, for each group that has any (the header tiles and the Alerts page read the same counts). */
export function countHealthAlerts(alerts: readonly HealthAlert[]): Record<string, HealthAlertCounts> {
  const counts: Record<string, HealthAlertCounts> = {};
  for (const alert of alerts) {
    counts[alert.group] ??= { error: 0, warning: 0 };
    counts[alert.group]![alert.level] += 1;
  }
  return counts;
}

/** The worst level among an item's alarms, if any. */
export function healthItemLevel(item: Pick<HealthItem, 'alarms'>): MetricAlarmLevel | null {
  let worst: MetricAlarmLevel | null = null;
  for (const parameters of Object.values(item.alarms))
    for (const list of Object.values(parameters))
      for (const alarm of list) {
        if (alarm.level === 'error') return 'error';
        worst = 'warning';
      }
  return worst;
}

/** The alert-type filter (spec 000 §3 "Health alert filters"). */
export const HEALTH_ALERT_TYPES = ['any', 'error', 'warning'] as const;
export type HealthAlertType = (typeof HEALTH_ALERT_TYPES)[number];

/** Whether an alert of `level` passes the alert-type filter. */
export function passesAlertType(level: MetricAlarmLevel, filter: HealthAlertType): boolean {
  return filter === 'any' || filter === level;
}

// ── Exported reports ─────────────────────────────────────────────────────────────────────────────────────────

/** What a JSON export holds: the three answers, when they were taken and the system's name. */
export const healthReportFileSchema = z.object({
  manifest: metricsManifestSchema,
  values: metricsValuesSchema,
  alarms: metricsAlarmsSchema,
  /** ISO 8601. */
  timestamp: z.iso.datetime({ offset: true }),
  systemName: z.string(),
});
export type HealthReportFile = z.infer<typeof healthReportFileSchema>;
