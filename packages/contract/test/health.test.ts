import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthSearchTerms, matchesHealthSearch } from '../src/index.ts';
import {
  countHealthAlerts,
  formatMetricValue,
  formatMetricValueLogged,
  HEALTH_STALE_REPORT_PERIODS,
  healthAlertsOf,
  healthItemLevel,
  healthItemsOf,
  healthReportFileSchema,
  isHealthReportStale,
  type MetricsManifest,
  passesAlertType,
} from '../src/mediaserver/index.ts';

afterEach(() => vi.restoreAllMocks());

describe('health search (spec 000 §5)', () => {
  it('lower-cases the query and splits it on spaces and plus signs', () => {
    expect(healthSearchTerms('  Axis+Lobby  CAM ')).toEqual(['axis', 'lobby', 'cam']);
    expect(healthSearchTerms('')).toEqual([]);
  });

  it('keeps an item only when every term matches one of its tags', () => {
    const tags = ['Lobby camera', 'Axis', '192.168.0.10'];
    expect(matchesHealthSearch(tags, 'lobby axis')).toBe(true);
    expect(matchesHealthSearch(tags, 'lobby+hanwha')).toBe(false);
    expect(matchesHealthSearch(tags, '')).toBe(true);
  });

  it('matches hyphenated terms as written and others ignoring hyphens', () => {
    const tags = ['Wi-Fi adapter', '3f2a-11bc-0000'];
    expect(matchesHealthSearch(tags, 'wifi')).toBe(true);
    expect(matchesHealthSearch(tags, 'wi-fi')).toBe(true);
    expect(matchesHealthSearch(tags, '3f2a11')).toBe(true);
    expect(matchesHealthSearch(tags, '3f2a-11')).toBe(true);
    // A hyphen where the tag has none does not match.
    expect(matchesHealthSearch(['wifi adapter'], 'wi-fi')).toBe(false);
    expect(matchesHealthSearch(tags, 'f2a1-1')).toBe(false);
  });
});

describe('health value formats (001 §8)', () => {
  it('writes percent, fixed byte units from bytes, and byte and bit rates', () => {
    expect(formatMetricValue(42.5, '%').text).toBe('43%');
    expect(formatMetricValue(3.5, '%').text).toBe('3.50%');
    expect(formatMetricValue(2 * 1024 ** 4, 'TB').text).toBe('2 TB');
    expect(formatMetricValue(2.5 * 1024 ** 4, 'TB').text).toBe('2.50 TB');
    expect(formatMetricValue(512 * 1024 ** 3, 'GB').text).toBe('512 GB');
    expect(formatMetricValue(1536, 'KB').text).toBe('1.50 KB');
    expect(formatMetricValue(100, 'B').text).toBe('100 B');
    expect(formatMetricValue(1536, 'Bps').text).toBe('1.50 KB/s');
    expect(formatMetricValue(4_000_000, 'bps').text).toBe('4.00 Mbps');
    expect(formatMetricValue(2 * 1024 ** 2, 'MBps').text).toBe('2 MBps');
    expect(formatMetricValue(25_000_000, 'Mbps').text).toBe('25 Mbps');
  });

  it('writes pixel rates, durations in seconds, frame rates and texts', () => {
    expect(formatMetricValue(1920 * 1080 * 30, 'pixels/s').text).toBe('62 Mpix/s');
    expect(formatMetricValue(2_500, 'pixels/s').text).toBe('2.50 Kpix/s');
    expect(formatMetricValue(8_000_000, 'Mpix/s').text).toBe('8 Mpix/s');
    expect(formatMetricValue(3, 'fps').text).toBe('3 fps');
    expect(formatMetricValue(93_784, 'duration').text).toBe('1d 2h');
    expect(formatMetricValue(25, 'fps').text).toBe('25 fps');
    expect(formatMetricValue('Online', 'shortText').text).toBe('Online');
    expect(formatMetricValue('n/a', 'GB').text).toBe('n/a');
    expect(formatMetricValue(null, 'GB').text).toBe('');
    expect(formatMetricValue(undefined).text).toBe('');
    expect(formatMetricValue(true).text).toBe('Yes');
    expect(formatMetricValue(12).text).toBe('12');
    expect(formatMetricValue(3).text).toBe('3');
    expect(formatMetricValue(0.5).text).toBe('0.50');
  });

  it('shows an unrecognised format as the number plus the raw format text, and logs it once', () => {
    expect(formatMetricValue(7, 'furlongs')).toEqual({ text: '7 furlongs', unrecognised: 'furlongs' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(formatMetricValueLogged(12, 'parsecs')).toBe('12 parsecs');
    formatMetricValueLogged(13, 'parsecs');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('parsecs');
  });
});

const manifest: MetricsManifest = [
  { id: 'servers', name: 'Servers', resource: 'server', values: [] },
  { id: 'cameras', name: 'Cameras', resource: 'camera', values: [] },
];
const values = {
  servers: { s1: { info: { name: 'Alpha' } } },
  cameras: { c1: { _: { name: 'Lobby' } }, c2: { _: { name: 'Gate' } }, c3: {} },
};
const alarms = {
  servers: { s1: { load: { cpuUsageP: [{ level: 'warning' as const, text: 'CPU is high' }] } } },
  cameras: {
    c1: { availability: { status: [{ level: 'error' as const, text: 'Offline' }] } },
    c2: {
      availability: { status: [{ level: 'error' as const, text: 'Offline' }] },
      primaryStream: { actualFps: [{ level: 'warning' as const, text: 'Low fps' }] },
    },
  },
};

describe('health alerts', () => {
  it('lists every alarm, errors first, then by group order and resource name', () => {
    const alerts = healthAlertsOf({ manifest, values, alarms });
    expect(alerts.map((a) => `${a.level} ${a.group} ${a.resourceName} ${a.text}`)).toEqual([
      'error cameras Gate Offline',
      'error cameras Lobby Offline',
      'warning servers Alpha CPU is high',
      'warning cameras Gate Low fps',
    ]);
  });

  it('counts alerts per group and level', () => {
    expect(countHealthAlerts(healthAlertsOf({ manifest, values, alarms }))).toEqual({
      servers: { error: 0, warning: 1 },
      cameras: { error: 2, warning: 1 },
    });
    expect(countHealthAlerts([])).toEqual({});
  });

  it('names items by `_.name`, `info.name` or their id, and gives each its worst level', () => {
    const items = healthItemsOf('cameras', values, alarms);
    expect(items.map((i) => i.name)).toEqual(['Lobby', 'Gate', 'c3']);
    expect(items.map(healthItemLevel)).toEqual(['error', 'error', null]);
    expect(healthItemLevel(healthItemsOf('servers', values, alarms)[0]!)).toBe('warning');
  });

  it('filters by alert type', () => {
    expect(passesAlertType('error', 'any')).toBe(true);
    expect(passesAlertType('warning', 'error')).toBe(false);
    expect(passesAlertType('warning', 'warning')).toBe(true);
  });
});

describe('stale reports and report files', () => {
  it('calls a report stale after 5 update periods', () => {
    expect(HEALTH_STALE_REPORT_PERIODS).toBe(5);
    expect(isHealthReportStale(0, 25_000, 5_000)).toBe(false);
    expect(isHealthReportStale(0, 25_001, 5_000)).toBe(true);
  });

  it('accepts an exported report and refuses other JSON', () => {
    const file = { manifest, values, alarms, timestamp: '2026-11-27T10:00:00.000Z', systemName: 'Home' };
    expect(healthReportFileSchema.safeParse(file).success).toBe(true);
    expect(healthReportFileSchema.safeParse({ ...file, timestamp: 'yesterday' }).success).toBe(false);
    expect(healthReportFileSchema.safeParse({ cameras: [] }).success).toBe(false);
  });
});
