/**
 * The health metrics as the API serves them: the manifest, the values narrowed by `_local` and `_with` and
 * formatted on `_formatted`, the alarms the rules raise on them, and the load statistics.
 */
import {
  formatMetricValue,
  type MetricAlarmRule,
  type MetricsAlarms,
  type MetricsManifest,
  type MetricsValues,
  type StatisticsReply,
} from '@argus/contract/mediaserver';
import { evaluateAlarms, METRIC_ALARM_RULES } from './metric-alarm-rules.ts';
import type { MetricValues } from './metric-values.ts';
import { METRIC_FORMAT_OF, METRICS_MANIFEST } from './metrics-manifest.ts';

export interface MetricsQuery {
  local?: boolean | undefined;
  /** Comma-separated group ids. */
  with?: string | undefined;
  formatted?: boolean | undefined;
}

/** Every value as its display text, by the manifest's formats. */
export function formattedValues(values: MetricsValues): MetricsValues {
  const mapped = <V, W>(record: Record<string, V>, f: (key: string, value: V) => W): Record<string, W> =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(key, value)]));
  return mapped(values, (group, resources) =>
    mapped(resources, (_id, sections) =>
      mapped(sections, (section, params) =>
        mapped(params, (p, v) =>
          formatMetricValue(v, METRIC_FORMAT_OF.get(`${group}.${section}.${p}`) ?? ''),
        ),
      ),
    ),
  );
}

function groupsOf(text: string | undefined): ReadonlySet<string> | null {
  const ids = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return ids.length ? new Set(ids) : null;
}

export class MetricsService {
  constructor(
    private readonly d: {
      values: MetricValues;
      statistics: () => StatisticsReply;
      rules?: readonly MetricAlarmRule[];
    },
  ) {}

  manifest(): MetricsManifest {
    return METRICS_MANIFEST;
  }

  rules(): readonly MetricAlarmRule[] {
    return this.d.rules ?? METRIC_ALARM_RULES;
  }

  async values(query: MetricsQuery): Promise<MetricsValues> {
    const values = await this.d.values.values(groupsOf(query.with), query.local ?? false);
    return query.formatted ? formattedValues(values) : values;
  }

  async alarms(query: MetricsQuery): Promise<MetricsAlarms> {
    return evaluateAlarms(
      await this.d.values.values(groupsOf(query.with), query.local ?? false),
      this.rules(),
    );
  }

  statistics(): StatisticsReply {
    return this.d.statistics();
  }
}
