import type { MetricsValues } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { evaluateAlarms, METRIC_ALARM_RULES, ruleHolds } from '../src/modules/metrics/metric-alarm-rules.ts';
import { RollingCounter } from '../src/modules/metrics/metrics-counters.ts';

const server = (load: Record<string, number>): MetricsValues => ({
  servers: { s1: { availability: { status: 'Online' }, load } },
});

describe('metric alarm rules', () => {
  it('raise a warning with Nx-style text when CPU or RAM usage is above 90%', () => {
    expect(evaluateAlarms(server({ cpuUsageP: 95, ramUsageP: 91.5 }))).toEqual({
      servers: {
        s1: {
          load: {
            cpuUsageP: [{ level: 'warning', text: 'CPU usage is 95%' }],
            ramUsageP: [{ level: 'warning', text: 'RAM usage is 92%' }],
          },
        },
      },
    });
  });

  it('raise nothing at or below the threshold', () => {
    expect(evaluateAlarms(server({ cpuUsageP: 90, ramUsageP: 10 }))).toEqual({});
  });

  it('compare with another parameter of the section (recommended maximum of cameras)', () => {
    const values: MetricsValues = {
      systems: {
        sys: { info: { servers: 1, cameras: 1001, recommendedMaxServers: 100, recommendedMaxCameras: 1000 } },
      },
    };
    expect(evaluateAlarms(values).systems?.sys?.info).toEqual({
      cameras: [{ level: 'warning', text: 'The system has 1001 cameras; at most 1000 are recommended' }],
    });
  });

  it('raise errors for offline cameras and storages, a warning for a full storage', () => {
    const values: MetricsValues = {
      cameras: {
        c1: { availability: { status: 'Offline', offlineEvents: 6 } },
        c2: { availability: { status: 'Online' } },
      },
      storages: { st: { state: { status: 'Offline', takesRecordings: 'Full' } } },
    };
    const alarms = evaluateAlarms(values);
    expect(alarms.cameras?.c1?.availability).toEqual({
      status: [{ level: 'error', text: 'The camera is offline' }],
      offlineEvents: [{ level: 'warning', text: 'The camera went offline 6 times in the last 24 hours' }],
    });
    expect(alarms.cameras?.c2).toBeUndefined();
    expect(alarms.storages?.st?.state).toEqual({
      status: [{ level: 'error', text: 'The storage is offline' }],
      takesRecordings: [{ level: 'warning', text: 'The storage is full: it takes no more recordings' }],
    });
  });

  it('never hold for absent values or values of another kind', () => {
    const rule = METRIC_ALARM_RULES.find((r) => r.parameter === 'cpuUsageP')!;
    expect(ruleHolds(rule, undefined, 90)).toBe(false);
    expect(ruleHolds(rule, null, 90)).toBe(false);
    expect(ruleHolds(rule, '95', 90)).toBe(false);
    expect(ruleHolds(rule, 95, 90)).toBe(true);
  });
});

describe('rolling counter', () => {
  it('gives the rate of the last completed second and of the last minute', () => {
    let now = 1_000_000;
    const counter = new RollingCounter(() => now);
    counter.hit(3);
    counter.hit(2);
    expect(counter.lastSecond()).toBe(0);
    now += 1000;
    expect(counter.lastSecond()).toBe(5);
    expect(counter.lastMinute()).toBeCloseTo(5 / 59);
    now += 120_000;
    expect(counter.lastSecond()).toBe(0);
    expect(counter.lastMinute()).toBe(0);
  });
});
