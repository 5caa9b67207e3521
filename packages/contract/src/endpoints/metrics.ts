/**
 * Health metrics (media-server-api §4.9): the manifest, values, alarms and alarm rules, REST v2 (bare) and the
 * legacy calls (envelope), admins only; and the load statistics of `/api/statistics` (§4.3.9) for any user.
 */
import { endpointGroup } from '../mediaserver/endpoint.ts';
import {
  legacyMetricsQuerySchema,
  metricAlarmRulesSchema,
  metricsAlarmsSchema,
  metricsManifestSchema,
  metricsQuerySchema,
  metricsValuesSchema,
  statisticsReplySchema,
} from '../schemas/metrics.ts';

const v2 = endpointGroup({ family: 'rest', tag: 'Metrics', versions: ['v2'] });
const legacy = endpointGroup({ family: 'legacy', tag: 'Metrics (legacy)', envelope: true });

const METRICS = '/rest/:version/system/metrics';

export const metricsEndpoints = {
  manifest: v2({
    method: 'GET',
    path: `${METRICS}/manifest`,
    summary: 'What the health metrics measure: groups, sections, parameters and their formats',
    access: 'admin',
    reply: metricsManifestSchema,
  }),
  values: v2({
    method: 'GET',
    path: `${METRICS}/values`,
    summary: 'Measured values by group and resource (`_local`, `_with=servers,cameras`, `_formatted`)',
    access: 'admin',
    query: metricsQuerySchema,
    reply: metricsValuesSchema,
  }),
  alarms: v2({
    method: 'GET',
    path: `${METRICS}/alarms`,
    summary: 'Alarms the alarm rules raise on the values now (`_local`, `_with`)',
    access: 'admin',
    query: metricsQuerySchema,
    reply: metricsAlarmsSchema,
  }),
  rules: v2({
    method: 'GET',
    path: `${METRICS}/rules`,
    summary: 'The alarm rules: parameter, condition, threshold, level and text',
    access: 'admin',
    reply: metricAlarmRulesSchema,
  }),
  legacyManifest: legacy({
    method: 'GET',
    path: '/ec2/metrics/manifest',
    summary: 'The metrics manifest, in the envelope',
    access: 'admin',
    reply: metricsManifestSchema,
  }),
  legacyValues: legacy({
    method: 'GET',
    path: '/ec2/metrics/values',
    summary: 'The metric values of the whole system, in the envelope',
    access: 'admin',
    query: metricsQuerySchema,
    reply: metricsValuesSchema,
  }),
  legacyAlarms: legacy({
    method: 'GET',
    path: '/ec2/metrics/alarms',
    summary: 'The alarms, in the envelope',
    access: 'admin',
    query: metricsQuerySchema,
    reply: metricsAlarmsSchema,
  }),
  serverValues: legacy({
    method: 'GET',
    path: '/api/metrics/values',
    summary: "This server's metric values (`formatted`, `system`: with the system's)",
    access: 'admin',
    query: legacyMetricsQuerySchema,
    reply: metricsValuesSchema,
  }),
  statistics: legacy({
    method: 'GET',
    path: '/api/statistics',
    summary: 'Load 0..1 of each CPU, the RAM, each disk and each network interface, sampled every second',
    access: 'user',
    reply: statisticsReplySchema,
  }),
};
