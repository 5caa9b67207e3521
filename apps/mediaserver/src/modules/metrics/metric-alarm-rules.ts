/**
 * The alarm rules of the health metrics (media-server-api §4.9 alarms) and their evaluation on the values.
 * A rule compares one parameter with a threshold and raises `{level, text}` on it, Nx-style text ("CPU usage
 * is 95%"). Conditions that the event rules also react to are not detected here a second time: a storage
 * that takes no more recordings is `state.takesRecordings = "Full"`, computed by the event sources'
 * `isStorageFull` from the storage monitor's last look; a storage offline is the status the storage monitor
 * stored; a camera offline is the status the device status monitor stored. The rules only read them.
 */
import {
  formatMetricValue,
  type MetricAlarm,
  type MetricAlarmRule,
  type MetricsAlarms,
  type MetricsValues,
  type MetricValue,
} from '@argus/contract/mediaserver';
import { METRIC_FORMAT_OF } from './metrics-manifest.ts';

/** Nx's recommended limits of one system. */
export const RECOMMENDED_MAX_SERVERS = 100;
export const RECOMMENDED_MAX_CAMERAS = 1000;
/** Disconnects of a camera in a day beyond which it is called unstable. */
export const MAX_OFFLINE_EVENTS_24H = 5;
export const HIGH_LOAD_P = 90;

export const METRIC_ALARM_RULES: readonly MetricAlarmRule[] = [
  {
    group: 'systems',
    section: 'info',
    parameter: 'servers',
    level: 'warning',
    condition: 'greaterThan',
    threshold: { parameter: 'recommendedMaxServers' },
    text: 'The system has {value} servers; at most {threshold} are recommended',
  },
  {
    group: 'systems',
    section: 'info',
    parameter: 'cameras',
    level: 'warning',
    condition: 'greaterThan',
    threshold: { parameter: 'recommendedMaxCameras' },
    text: 'The system has {value} cameras; at most {threshold} are recommended',
  },
  {
    group: 'servers',
    section: 'load',
    parameter: 'cpuUsageP',
    level: 'warning',
    condition: 'greaterThan',
    threshold: HIGH_LOAD_P,
    text: 'CPU usage is {value}',
  },
  {
    group: 'servers',
    section: 'load',
    parameter: 'ramUsageP',
    level: 'warning',
    condition: 'greaterThan',
    threshold: HIGH_LOAD_P,
    text: 'RAM usage is {value}',
  },
  {
    group: 'cameras',
    section: 'availability',
    parameter: 'status',
    level: 'error',
    condition: 'equals',
    threshold: 'Offline',
    text: 'The camera is offline',
  },
  {
    group: 'cameras',
    section: 'availability',
    parameter: 'status',
    level: 'error',
    condition: 'equals',
    threshold: 'Unauthorized',
    text: 'The camera refuses the stored credentials',
  },
  {
    group: 'cameras',
    section: 'availability',
    parameter: 'offlineEvents',
    level: 'warning',
    condition: 'greaterThan',
    threshold: MAX_OFFLINE_EVENTS_24H,
    text: 'The camera went offline {value} times in the last 24 hours',
  },
  {
    group: 'storages',
    section: 'state',
    parameter: 'status',
    level: 'error',
    condition: 'equals',
    threshold: 'Offline',
    text: 'The storage is offline',
  },
  {
    group: 'storages',
    section: 'state',
    parameter: 'takesRecordings',
    level: 'warning',
    condition: 'equals',
    threshold: 'Full',
    text: 'The storage is full: it takes no more recordings',
  },
];

function thresholdOf(rule: MetricAlarmRule, section: Record<string, MetricValue>): MetricValue | undefined {
  const t = rule.threshold;
  return typeof t === 'object' ? section[t.parameter] : t;
}

/** Whether a rule's condition holds for a value (a value absent or of another kind never raises). */
export function ruleHolds(
  rule: MetricAlarmRule,
  value: MetricValue | undefined,
  threshold: MetricValue | undefined,
) {
  if (value === undefined || value === null || threshold === undefined || threshold === null) return false;
  switch (rule.condition) {
    case 'equals':
      return value === threshold;
    case 'greaterThan':
      return typeof value === 'number' && typeof threshold === 'number' && value > threshold;
    case 'lessThan':
      return typeof value === 'number' && typeof threshold === 'number' && value < threshold;
  }
}

/** Adds an alarm at `{group: {resource: {section: {parameter: [...]}}}}`, making the levels it lacks. */
function addAlarm(
  alarms: MetricsAlarms,
  [group, resourceId, section, parameter]: [string, string, string, string],
  alarm: MetricAlarm,
): void {
  const resources = alarms[group] ?? {};
  const sections = resources[resourceId] ?? {};
  const parameters = sections[section] ?? {};
  parameters[parameter] = [...(parameters[parameter] ?? []), alarm];
  sections[section] = parameters;
  resources[resourceId] = sections;
  alarms[group] = resources;
}

/** The alarms the rules raise on the values: only resources, sections and parameters with an alarm appear. */
export function evaluateAlarms(
  values: MetricsValues,
  rules: readonly MetricAlarmRule[] = METRIC_ALARM_RULES,
): MetricsAlarms {
  const alarms: MetricsAlarms = {};
  for (const rule of rules) {
    const resources = values[rule.group];
    if (!resources) continue;
    const format = METRIC_FORMAT_OF.get(`${rule.group}.${rule.section}.${rule.parameter}`) ?? '';
    for (const [resourceId, sections] of Object.entries(resources)) {
      const section = sections[rule.section];
      if (!section) continue;
      const value = section[rule.parameter];
      const threshold = thresholdOf(rule, section);
      if (!ruleHolds(rule, value, threshold)) continue;
      const text = rule.text
        .replace('{value}', formatMetricValue(value ?? null, format).text)
        .replace('{threshold}', formatMetricValue(threshold ?? null, format).text);
      addAlarm(alarms, [rule.group, resourceId, rule.section, rule.parameter], { level: rule.level, text });
    }
  }
  return alarms;
}
