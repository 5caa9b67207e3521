export { linkSpeedBps } from './host-load.ts';
export { LoadCollector } from './load-collector.ts';
export { loadStatistics } from './load-statistics.ts';
export { evaluateAlarms, METRIC_ALARM_RULES } from './metric-alarm-rules.ts';
export { type ArchiveFigures, MetricValues, type MetricValuesDeps } from './metric-values.ts';
export { MetricsService } from './metrics.service.ts';
export { MetricsCounters } from './metrics-counters.ts';
