/**
 * A health report like an export of the Information page (manifest, values, alarms), of any size: the web
 * page's tests, its screenshots and the render benchmark (1,000 cameras, 100 alarms) read it. The manifest
 * follows media-server-api §4.9's groups and parameter names.
 */
import type { HealthReportFile } from '../src/rules/health.ts';
import type { MetricAlarm, MetricsManifest, MetricsValues } from '../src/schemas/metrics.ts';

const param = (id: string, name: string, display: string, format?: string) => ({
  id,
  name,
  display,
  ...(format ? { format } : {}),
});

export const HEALTH_FIXTURE_MANIFEST: MetricsManifest = [
  {
    id: 'systems',
    name: 'Systems',
    resource: 'system',
    values: [
      {
        id: 'info',
        name: 'Info',
        values: [
          param('name', 'Name', 'panel', 'shortText'),
          param('servers', 'Servers', 'table|panel'),
          param('cameras', 'Cameras', 'table|panel'),
          param('users', 'Users', 'table|panel'),
          param('version', 'Version', 'table|panel', 'shortText'),
        ],
      },
    ],
  },
  {
    id: 'servers',
    name: 'Servers',
    resource: 'server',
    values: [
      {
        id: 'availability',
        name: 'Availability',
        values: [
          param('status', 'Status', 'table|panel', 'shortText'),
          param('uptimeS', 'Uptime', 'table|panel', 'duration'),
        ],
      },
      {
        id: 'info',
        name: 'Info',
        values: [
          param('name', 'Name', '', 'shortText'),
          param('os', 'OS', 'panel', 'text'),
          param('cpuCores', 'CPU cores', 'panel'),
          param('publicIp', 'Public IP', 'panel', 'shortText'),
          param('ram', 'RAM', 'panel', 'GB'),
        ],
      },
      {
        id: 'load',
        name: 'Load',
        values: [
          param('cpuUsageP', 'CPU usage', 'table|panel', '%'),
          param('ramUsageP', 'RAM usage', 'table|panel', '%'),
          param('primaryStreams', 'Primary streams', 'panel'),
          param('incomingConnections', 'Incoming connections', 'panel'),
        ],
      },
    ],
  },
  {
    id: 'cameras',
    name: 'Cameras',
    resource: 'camera',
    values: [
      { id: '_', name: '', values: [param('name', 'Name', '', 'shortText')] },
      {
        id: 'info',
        name: 'Info',
        values: [
          param('server', 'Server', 'table|panel', 'shortText'),
          param('ip', 'IP address', 'table|panel', 'shortText'),
          param('vendor', 'Vendor', 'panel', 'shortText'),
          param('model', 'Model', 'panel', 'shortText'),
          param('recording', 'Recording', 'table|panel', 'shortText'),
        ],
      },
      {
        id: 'availability',
        name: 'Availability',
        values: [
          param('status', 'Status', 'table|panel', 'shortText'),
          param('offlineEvents', 'Offline events', 'panel'),
        ],
      },
      {
        id: 'primaryStream',
        name: 'Primary stream',
        values: [
          param('resolution', 'Resolution', 'panel', 'shortText'),
          param('actualFps', 'Frame rate', 'table|panel', 'fps'),
          param('actualBitrateBps', 'Bitrate', 'table|panel', 'bps'),
        ],
      },
    ],
  },
  {
    id: 'storages',
    name: 'Storage locations',
    resource: 'storage',
    values: [
      {
        id: 'info',
        name: 'Info',
        values: [
          param('name', 'Path', '', 'text'),
          param('server', 'Server', 'table|panel', 'shortText'),
          param('type', 'Type', 'table|panel', 'shortText'),
        ],
      },
      { id: 'state', name: 'State', values: [param('status', 'Status', 'table|panel', 'shortText')] },
      {
        id: 'space',
        name: 'Space',
        values: [
          param('totalSpaceB', 'Total space', 'table|panel', 'TB'),
          param('mediaSpaceP', 'Media space', 'table|panel', '%'),
        ],
      },
      { id: 'activity', name: 'Activity', values: [param('writeRateBps', 'Write rate', 'panel', 'Bps')] },
    ],
  },
  {
    id: 'networkInterfaces',
    name: 'Network interfaces',
    resource: 'network interface',
    values: [
      {
        id: 'info',
        name: 'Info',
        values: [
          param('name', 'Name', '', 'shortText'),
          param('server', 'Server', 'table|panel', 'shortText'),
          param('state', 'State', 'table|panel', 'shortText'),
          param('displayAddress', 'IP address', 'table|panel', 'shortText'),
        ],
      },
      {
        id: 'rates',
        name: 'Rates',
        values: [param('inBps', 'In', 'table|panel', 'bps'), param('outBps', 'Out', 'table|panel', 'bps')],
      },
    ],
  },
];

export interface HealthFixtureOptions {
  cameras?: number;
  /** Cameras reported offline, each with one error alarm (the first ones). */
  offlineCameras?: number;
  /** Further warning alarms, on the next cameras' frame rate. */
  warnings?: number;
  timestamp?: string;
}

export const HEALTH_FIXTURE_SERVER_ID = '5e2f1a30-0000-4000-8000-000000000001';
export const HEALTH_FIXTURE_SYSTEM_NAME = 'Riverside';

const cameraId = (i: number) => `c0000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** A report of one system, one server with one storage and interface, and `cameras` cameras. */
export function healthReportFixture(options: HealthFixtureOptions = {}): HealthReportFile {
  const { cameras = 3, offlineCameras = 0, warnings = 0 } = options;
  const server = 'Server Alpha';
  const values: MetricsValues = {
    systems: {
      '1a2b3c4d-0000-4000-8000-000000000000': {
        info: { name: HEALTH_FIXTURE_SYSTEM_NAME, servers: 1, cameras, users: 3, version: '5.1.0' },
      },
    },
    servers: {
      [HEALTH_FIXTURE_SERVER_ID]: {
        availability: { status: 'Online', uptimeS: 93_784 },
        info: {
          name: server,
          os: 'Debian GNU/Linux 12',
          cpuCores: 8,
          publicIp: '203.0.113.7',
          ram: 16 * 1024 ** 3,
        },
        load: { cpuUsageP: 23.4, ramUsageP: 41, primaryStreams: cameras, incomingConnections: 4 },
      },
    },
    cameras: {},
    storages: {
      '5f000000-0000-4000-8000-000000000001': {
        info: { name: '/srv/argus/archive', server, type: 'local' },
        state: { status: 'Online' },
        space: { totalSpaceB: 4 * 1024 ** 4, mediaSpaceP: 62 },
        activity: { writeRateBps: 3 * 1024 ** 2 },
      },
    },
    networkInterfaces: {
      'eth0@server-alpha': {
        info: { name: 'eth0', server, state: 'Up', displayAddress: '192.168.1.10' },
        rates: { inBps: 48_000_000, outBps: 2_500_000 },
      },
    },
  };
  const cameraAlarms: Record<string, Record<string, Record<string, MetricAlarm[]>>> = {};
  for (let i = 0; i < cameras; i++) {
    const offline = i < offlineCameras;
    const slow = !offline && i < offlineCameras + warnings;
    values.cameras![cameraId(i)] = {
      _: { name: `Camera ${String(i + 1).padStart(4, '0')}` },
      info: {
        server,
        ip: `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        vendor: i % 2 ? 'Axis' : 'Hanwha',
        model: i % 2 ? 'P3245-LV' : 'XNV-8080R',
        recording: offline ? 'Off' : 'Always',
      },
      availability: { status: offline ? 'Offline' : 'Online', offlineEvents: offline ? 3 : 0 },
      primaryStream: {
        resolution: '1920x1080',
        actualFps: offline ? null : slow ? 4 : 25,
        actualBitrateBps: offline ? null : 4_000_000 + i * 1000,
      },
    };
    if (offline)
      cameraAlarms[cameraId(i)] = {
        availability: { status: [{ level: 'error', text: 'Camera is offline' }] },
      };
    if (slow)
      cameraAlarms[cameraId(i)] = {
        primaryStream: { actualFps: [{ level: 'warning', text: 'Frame rate is below 5 fps' }] },
      };
  }
  return {
    manifest: HEALTH_FIXTURE_MANIFEST,
    values,
    alarms: Object.keys(cameraAlarms).length > 0 ? { cameras: cameraAlarms } : {},
    timestamp: options.timestamp ?? '2026-11-27T10:00:00.000Z',
    systemName: HEALTH_FIXTURE_SYSTEM_NAME,
  };
}
