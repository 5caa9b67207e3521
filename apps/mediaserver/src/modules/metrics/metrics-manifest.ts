/**
 * The health metrics manifest (media-server-api §4.9): what each resource group measures, section by
 * section, with each parameter's format (METRIC_FORMATS; numbers are in base units: bytes, bytes/s, bits/s,
 * seconds, percent) and where the Information page shows it. The parameter names are those the reference
 * lists; the values builders (metric-values.ts) fill exactly these.
 */
import type {
  MetricDisplay,
  MetricFormat,
  MetricGroupManifest,
  MetricResourceGroup,
  MetricsManifest,
} from '@argus/contract/mediaserver';

type P = [id: string, name: string, format: MetricFormat | '', display: MetricDisplay];

const section = (id: string, name: string, params: P[]) => ({
  id,
  name,
  values: params.map(([pid, pname, format, display]) => ({
    id: pid,
    name: pname,
    ...(format ? { format } : {}),
    display,
  })),
});

/** A camera stream's section; the table shows the bitrate of the primary stream only. */
const streamSection = (id: string, name: string, bitrateDisplay: MetricDisplay) =>
  section(id, name, [
    ['resolution', 'Resolution', 'shortText', 'panel'],
    ['codec', 'Codec', 'shortText', 'panel'],
    ['targetFps', 'Target FPS', 'fps', 'panel'],
    ['actualBitrateBps', 'Bitrate in', 'bps', bitrateDisplay],
    ['recordedBitrateBps', 'Bitrate recorded', 'bps', 'panel'],
  ]);

const group = (
  id: MetricResourceGroup,
  name: string,
  resource: string,
  values: MetricGroupManifest['values'],
): MetricGroupManifest => ({ id, name, resource, values });

/** Rates measured over the last second, each with its `1m` variant (the last minute). */
const perSecond = (id: string, name: string): P[] => [
  [id, name, '', 'table|panel'],
  [`${id}1m`, `${name} (1 min)`, '', 'panel'],
];

export const METRICS_MANIFEST: MetricsManifest = [
  group('systems', 'Systems', 'system', [
    section('info', 'Info', [
      ['name', 'Name', 'shortText', 'table|panel'],
      ['servers', 'Servers', '', 'table|panel'],
      ['users', 'Users', '', 'table|panel'],
      ['cameras', 'Cameras', '', 'table|panel'],
      ['storages', 'Storages', '', 'panel'],
      ['version', 'Version', 'shortText', 'table|panel'],
      ['cloudSystemId', 'Cloud system id', 'shortText', 'panel'],
      ['recommendedMaxServers', 'Recommended servers', '', ''],
      ['recommendedMaxCameras', 'Recommended cameras', '', ''],
    ]),
  ]),
  group('servers', 'Servers', 'server', [
    section('_', 'Server', [['name', 'Name', 'shortText', 'table|panel']]),
    section('availability', 'Availability', [
      ['status', 'Status', 'shortText', 'table|panel'],
      ['uptimeS', 'Uptime', 'duration', 'table|panel'],
    ]),
    section('info', 'Info', [
      ['cpu', 'CPU', 'shortText', 'panel'],
      ['cpuCores', 'CPU cores', '', 'panel'],
      ['ram', 'RAM', 'GB', 'panel'],
      ['os', 'OS', 'shortText', 'panel'],
      ['osTime', 'OS time', 'shortText', 'panel'],
      ['vmsTime', 'VMS time', 'shortText', 'panel'],
      ['publicIp', 'Public IP', 'shortText', 'panel'],
    ]),
    section('load', 'Load', [
      ['cpuUsageP', 'CPU usage', '%', 'table|panel'],
      ['serverCpuUsageP', 'CPU usage by the server', '%', 'panel'],
      ['ramUsageB', 'RAM usage', 'GB', 'panel'],
      ['ramUsageP', 'RAM usage', '%', 'table|panel'],
      ['serverRamUsageP', 'RAM usage by the server', '%', 'panel'],
      ['threads', 'Threads', '', 'panel'],
      ['primaryStreams', 'Primary streams', '', 'table|panel'],
      ['secondaryStreams', 'Secondary streams', '', 'panel'],
      ['incomingConnections', 'Incoming connections', '', 'panel'],
      ['cameras', 'Cameras', '', 'table|panel'],
      ['logLevel', 'Log level', 'shortText', 'panel'],
    ]),
    section('activity', 'Activity', [
      ...perSecond('transactionsPerSecond', 'Transactions/s'),
      ...perSecond('actionsTriggered', 'Rule activations/s'),
      ...perSecond('apiCalls', 'API calls/s'),
      ...perSecond('thumbnails', 'Thumbnails/s'),
    ]),
  ]),
  group('cameras', 'Cameras', 'camera', [
    section('_', 'Camera', [['name', 'Name', 'shortText', 'table|panel']]),
    section('info', 'Info', [
      ['server', 'Server', 'shortText', 'table|panel'],
      ['type', 'Type', 'shortText', 'panel'],
      ['ip', 'IP', 'shortText', 'table|panel'],
      ['vendor', 'Vendor', 'shortText', 'panel'],
      ['model', 'Model', 'shortText', 'panel'],
      ['firmware', 'Firmware', 'shortText', 'panel'],
      ['recording', 'Recording', 'shortText', 'table|panel'],
    ]),
    section('availability', 'Availability', [
      ['status', 'Status', 'shortText', 'table|panel'],
      ['offlineEvents', 'Offline events (24 h)', '', 'table|panel'],
    ]),
    streamSection('primaryStream', 'Primary stream', 'table|panel'),
    streamSection('secondaryStream', 'Secondary stream', 'panel'),
    section('storage', 'Storage', [
      ['archiveLengthS', 'Archive length', 'duration', 'table|panel'],
      ['archiveDays', 'Days recorded', '', 'panel'],
    ]),
  ]),
  group('storages', 'Storage locations', 'storage', [
    section('_', 'Storage', [['name', 'Name', 'shortText', 'table|panel']]),
    section('info', 'Info', [
      ['server', 'Server', 'shortText', 'table|panel'],
      ['type', 'Type', 'shortText', 'table|panel'],
    ]),
    section('state', 'State', [
      ['status', 'Status', 'shortText', 'table|panel'],
      ['takesRecordings', 'Takes recordings', 'shortText', 'panel'],
    ]),
    section('space', 'Space', [
      ['totalSpaceB', 'Total space', 'TB', 'table|panel'],
      ['freeSpaceB', 'Free space', 'TB', 'panel'],
      ['reservedSpaceB', 'Reserved space', 'GB', 'panel'],
      ['mediaSpaceB', 'Media space', 'TB', 'panel'],
      ['mediaSpaceP', 'Media space', '%', 'table|panel'],
    ]),
    section('activity', 'Activity', [['writeRateBps', 'Write rate', 'Bps', 'table|panel']]),
  ]),
  group('networkInterfaces', 'Network interfaces', 'network interface', [
    section('_', 'Interface', [['name', 'Name', 'shortText', 'table|panel']]),
    section('info', 'Info', [
      ['server', 'Server', 'shortText', 'table|panel'],
      ['state', 'State', 'shortText', 'table|panel'],
      ['displayAddress', 'IP', 'shortText', 'table|panel'],
      ['otherAddresses', 'Other addresses', 'longText', 'panel'],
    ]),
    section('rates', 'Rates', [
      ['inBps', 'In', 'bps', 'table|panel'],
      ['outBps', 'Out', 'bps', 'table|panel'],
    ]),
  ]),
];

/** The format of each parameter, keyed `<group>.<section>.<parameter>` (for `_formatted` and the alarms). */
export const METRIC_FORMAT_OF: ReadonlyMap<string, string> = new Map(
  METRICS_MANIFEST.flatMap((g) =>
    g.values.flatMap((s) => s.values.map((p) => [`${g.id}.${s.id}.${p.id}`, p.format ?? ''] as const)),
  ),
);
