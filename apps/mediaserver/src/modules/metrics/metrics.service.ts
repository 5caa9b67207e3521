/**
 * The health metrics as the API serves them: the manifest, the values narrowed by `_local` and `_with` and
 * formatted on `_formatted`, the alarms the rules raise on them, and the load statistics. Values and alarms
 * are kept, frozen, for one sampling period (`STATISTICS_UPDATE_PERIOD_MS`: nothing measured changes faster),
 * so the pages of several admins, and the values and alarms of one page, share one computation, and the
 * route kit serialises and compresses a frozen reply once.
 */
import {
  formatMetricValue,
  type MetricAlarmRule,
  type MetricsAlarms,
  type MetricsManifest,
  type MetricsValues,
  STATISTICS_UPDATE_PERIOD_MS,
  type StatisticsReply,
} from '@argus/contract/mediaserver';
import { deepFreeze } from '../../db/read-cache.ts';
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
        mapped(
          params,
          (p, v) => formatMetricValue(v, METRIC_FORMAT_OF.get(`${group}.${section}.${p}`) ?? '').text,
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
  /** Replies of the current sampling period, by kind and query. */
  private readonly recent = new Map<string, Promise<MetricsValues | MetricsAlarms>>();
  private recentAtMs = 0;

  constructor(
    private readonly d: {
      values: MetricValues;
      statistics: () => StatisticsReply;
      clock: () => number;
      rules?: readonly MetricAlarmRule[];
    },
  ) {}

  /** A reply made at most one sampling period ago for the same question, or a new one. */
  private kept<T extends MetricsValues | MetricsAlarms>(key: string, make: () => Promise<T>): Promise<T> {
    const now = this.d.clock();
    if (now - this.recentAtMs >= STATISTICS_UPDATE_PERIOD_MS || now < this.recentAtMs) {
      this.recent.clear();
      this.recentAtMs = now;
    }
    let reply = this.recent.get(key) as Promise<T> | undefined;
    if (!reply) {
      reply = make().then(deepFreeze);
      this.recent.set(key, reply);
      reply.catch(() => this.recent.delete(key));
    }
    return reply;
  }

  private raw(query: MetricsQuery): Promise<MetricsValues> {
    return this.kept(`values|${query.local ?? false}|${query.with ?? ''}`, () =>
      this.d.values.values(groupsOf(query.with), query.local ?? false),
    );
  }

  manifest(): MetricsManifest {
    return METRICS_MANIFEST;
  }

  rules(): readonly MetricAlarmRule[] {
    return this.d.rules ?? METRIC_ALARM_RULES;
  }

  values(query: MetricsQuery): Promise<MetricsValues> {
    if (!query.formatted) return this.raw(query);
    return this.kept(`formatted|${query.local ?? false}|${query.with ?? ''}`, async () =>
      formattedValues(await this.raw(query)),
    );
  }

  alarms(query: MetricsQuery): Promise<MetricsAlarms> {
    return this.kept(`alarms|${query.local ?? false}|${query.with ?? ''}`, async () =>
      evaluateAlarms(await this.raw(query), this.rules()),
    );
  }

  statistics(): StatisticsReply {
    return this.d.statistics();
  }
}
