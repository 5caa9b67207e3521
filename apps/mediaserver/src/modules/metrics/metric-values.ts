/**
 * The health metric values (media-server-api §4.9), built from what the server already keeps: the cached
 * tables (users, servers, cameras, storages and their parameters, read from memory), the status monitors'
 * stored statuses, the recording manager, the storage monitor's last look, the load collector's sample and
 * the activity counters. Nothing here queries the database per resource: the archive figures come from two
 * grouped queries, reused for `ARCHIVE_FIGURES_TTL_MS`, so a reply for 1,000 cameras stays cheap.
 */
import { cpus, networkInterfaces, totalmem } from 'node:os';
import { PRODUCT_VERSION } from '@argus/contract';
import {
  type DeviceStatus,
  MEDIA_PARAMS,
  type MediaStreamInfo,
  type MetricResourceValues,
  type MetricsValues,
  parseMediaStreams,
} from '@argus/contract/mediaserver';
import type { HostLoad } from './host-load.ts';
import { processThreads } from './host-load.ts';
import { RECOMMENDED_MAX_CAMERAS, RECOMMENDED_MAX_SERVERS } from './metric-alarm-rules.ts';
import type { MetricsCounters, RollingCounter } from './metrics-counters.ts';

/** How long the archive's grouped figures (length per camera, bytes per storage) are reused. */
export const ARCHIVE_FIGURES_TTL_MS = 10_000;
const DAY_S = 86_400;

export interface MetricCamera {
  id: string;
  name: string;
  serverId: string;
  url: string;
  vendor: string;
  model: string;
  deviceType: string;
  status: DeviceStatus;
  schedule: { isEnabled: boolean };
}

export interface MetricStorage {
  id: string;
  serverId: string;
  name: string;
  path: string;
  type: string;
  status: string;
  spaceLimitB: number;
  isUsedForWriting: boolean;
}

export interface ArchiveFigures {
  /** When each camera's archive begins. */
  oldestStartByCamera: ReadonlyMap<string, number>;
  /** Bytes of media in each storage. */
  bytesByStorage: ReadonlyMap<string, number>;
}

export interface MetricValuesDeps {
  thisServerId: string;
  clock: () => number;
  system: () => { id: string; name: string; cloudSystemId: string };
  servers: () => readonly { id: string; name: string }[];
  users: () => readonly unknown[];
  cameras: () => readonly MetricCamera[];
  cameraParams: (id: string) => Readonly<Record<string, string>>;
  isRecording: (cameraId: string) => boolean;
  storages: () => readonly MetricStorage[];
  /** The storage monitor's last look at a storage of this server. */
  storageSeen: (id: string) => { isOnline: boolean; totalSpace: number; freeSpace: number } | undefined;
  /** The event sources' verdict: the storage takes no more recordings. */
  storageFull: (id: string) => boolean;
  archive: () => ArchiveFigures;
  load: () => HostLoad;
  connections: () => Promise<number>;
  logLevel: () => string;
  os: () => { text: string; cpu: string };
  startedAtMs: number;
  counters: MetricsCounters;
}

const round = (x: number, decimals = 2) => Math.round(x * 10 ** decimals) / 10 ** decimals;

function rates(id: string, counter: RollingCounter): Record<string, number> {
  return { [id]: round(counter.lastSecond()), [`${id}1m`]: round(counter.lastMinute()) };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

function streamValues(
  counters: MetricsCounters,
  cameraId: string,
  quality: 'hi' | 'low',
  stream: MediaStreamInfo | undefined,
): Record<string, string | number> | undefined {
  const bytes = counters.streamBytes.of(`${cameraId}/${quality}`);
  if (!stream && !bytes) return undefined;
  // Recording copies the stream as it comes (`-c copy`): what is written is what came in.
  const bitrate = Math.round((bytes?.lastMinute() ?? 0) * 8);
  return {
    resolution: stream?.resolution ?? '',
    codec: stream?.customStreamParams?.codecName ?? '',
    ...(stream?.customStreamParams?.fps ? { targetFps: Number(stream.customStreamParams.fps) } : {}),
    actualBitrateBps: bitrate,
    recordedBitrateBps: bitrate,
  };
}

/** The host's cores (they do not change while the server runs; `os.cpus()` reads /proc each call). */
const CPU_CORES = cpus().length;

export class MetricValues {
  private archiveFigures: { atMs: number; figures: ArchiveFigures } | null = null;
  /**
   * What is read from a camera row and its parameters, kept per (shared, frozen) row and parameter record:
   * they are replaced when their table changes, so a reply for 1,000 cameras parses nothing that did not.
   */
  private readonly hostOfRow = new WeakMap<MetricCamera, string>();
  private readonly streamsOfParams = new WeakMap<object, MediaStreamInfo[]>();

  constructor(private readonly d: MetricValuesDeps) {}

  /** The values of the groups asked for (all when `groups` is null), of this server's resources if `local`. */
  async values(groups: ReadonlySet<string> | null, local: boolean): Promise<MetricsValues> {
    const wants = (g: string) => groups === null || groups.has(g);
    const out: MetricsValues = {};
    if (wants('systems') && !local) out.systems = this.systems();
    if (wants('servers')) out.servers = await this.servers(local);
    if (wants('cameras')) out.cameras = this.cameras(local);
    if (wants('storages')) out.storages = this.storages(local);
    if (wants('networkInterfaces')) out.networkInterfaces = this.networkInterfaces();
    return out;
  }

  private systems(): Record<string, MetricResourceValues> {
    const system = this.d.system();
    return {
      [system.id]: {
        info: {
          name: system.name,
          servers: this.d.servers().length,
          users: this.d.users().length,
          cameras: this.d.cameras().length,
          storages: this.d.storages().length,
          version: PRODUCT_VERSION,
          cloudSystemId: system.cloudSystemId,
          recommendedMaxServers: RECOMMENDED_MAX_SERVERS,
          recommendedMaxCameras: RECOMMENDED_MAX_CAMERAS,
        },
      },
    };
  }

  private async servers(local: boolean): Promise<Record<string, MetricResourceValues>> {
    const out: Record<string, MetricResourceValues> = {};
    for (const server of this.d.servers()) {
      if (server.id === this.d.thisServerId) out[server.id] = await this.thisServer(server.name);
      else if (!local)
        // Other servers answer for themselves: here only what the database knows.
        out[server.id] = { _: { name: server.name } };
    }
    return out;
  }

  private async thisServer(name: string): Promise<MetricResourceValues> {
    const d = this.d;
    const load = d.load();
    const now = d.clock();
    const own = d.cameras().filter((c) => c.serverId === d.thisServerId);
    let primaryStreams = 0;
    let secondaryStreams = 0;
    for (const camera of own) {
      if (!d.isRecording(camera.id)) continue;
      primaryStreams += 1;
      if (d.counters.streamBytes.of(`${camera.id}/low`)) secondaryStreams += 1;
    }
    const rss = process.memoryUsage.rss();
    const threads = processThreads();
    const os = d.os();
    return {
      _: { name },
      availability: {
        status: 'Online',
        uptimeS: Math.round((now - d.startedAtMs) / 1000),
      },
      info: {
        cpu: os.cpu,
        cpuCores: CPU_CORES,
        ram: totalmem(),
        os: os.text,
        osTime: new Date(Date.now()).toISOString(),
        vmsTime: new Date(now).toISOString(),
      },
      load: {
        cpuUsageP: round(load.cpuLoad * 100),
        serverCpuUsageP: round(load.processCpuLoad * 100),
        ramUsageB: load.ramUsedB,
        ramUsageP: round((load.ramUsedB / load.ramTotalB) * 100),
        serverRamUsageP: round((rss / load.ramTotalB) * 100),
        ...(threads === null ? {} : { threads }),
        primaryStreams,
        secondaryStreams,
        incomingConnections: await d.connections(),
        cameras: own.length,
        logLevel: d.logLevel(),
      },
      activity: {
        ...rates('transactionsPerSecond', d.counters.transactions),
        ...rates('actionsTriggered', d.counters.actionsTriggered),
        ...rates('apiCalls', d.counters.apiCalls),
        ...rates('thumbnails', d.counters.thumbnails),
      },
    };
  }

  private cameras(local: boolean): Record<string, MetricResourceValues> {
    const d = this.d;
    const servers = new Map(d.servers().map((s) => [s.id, s.name]));
    const archive = this.archive();
    const now = d.clock();
    const out: Record<string, MetricResourceValues> = {};
    for (const camera of d.cameras()) {
      if (local && camera.serverId !== d.thisServerId) continue;
      const params = d.cameraParams(camera.id);
      const streams = this.streamsOf(params);
      const oldest = archive.oldestStartByCamera.get(camera.id);
      const archiveLengthS = oldest === undefined ? 0 : Math.max(0, Math.round((now - oldest) / 1000));
      const values: MetricResourceValues = {
        _: { name: camera.name },
        info: {
          server: servers.get(camera.serverId) ?? '',
          type: camera.deviceType,
          ip: this.ipOf(camera),
          vendor: camera.vendor,
          model: camera.model,
          firmware: params.firmware ?? '',
          recording: d.isRecording(camera.id) ? 'On' : camera.schedule.isEnabled ? 'Scheduled' : 'Off',
        },
        availability: { status: camera.status, offlineEvents: d.counters.disconnects.lastDay(camera.id) },
        storage: { archiveLengthS, archiveDays: round(archiveLengthS / DAY_S, 1) },
      };
      const primary = streamValues(
        d.counters,
        camera.id,
        'hi',
        streams.find((s) => s.encoderIndex === 0),
      );
      const secondary = streamValues(
        d.counters,
        camera.id,
        'low',
        streams.find((s) => s.encoderIndex === 1),
      );
      if (primary) values.primaryStream = primary;
      if (secondary) values.secondaryStream = secondary;
      out[camera.id] = values;
    }
    return out;
  }

  private storages(local: boolean): Record<string, MetricResourceValues> {
    const d = this.d;
    const servers = new Map(d.servers().map((s) => [s.id, s.name]));
    const archive = this.archive();
    const out: Record<string, MetricResourceValues> = {};
    for (const storage of d.storages()) {
      const own = storage.serverId === d.thisServerId;
      if (local && !own) continue;
      const seen = own ? d.storageSeen(storage.id) : undefined;
      const mediaSpaceB = archive.bytesByStorage.get(storage.id) ?? 0;
      const total = seen && seen.totalSpace > 0 ? seen.totalSpace : null;
      const writes = d.counters.storageWrites.of(storage.id);
      out[storage.id] = {
        _: { name: storage.name || storage.path },
        info: { server: servers.get(storage.serverId) ?? '', type: storage.type },
        state: {
          status: storage.status,
          takesRecordings: !storage.isUsedForWriting ? 'No' : d.storageFull(storage.id) ? 'Full' : 'Yes',
        },
        space: {
          ...(total === null ? {} : { totalSpaceB: total }),
          ...(seen && seen.freeSpace >= 0 ? { freeSpaceB: seen.freeSpace } : {}),
          reservedSpaceB: storage.spaceLimitB,
          mediaSpaceB,
          ...(total === null ? {} : { mediaSpaceP: round((mediaSpaceB / total) * 100) }),
        },
        activity: { writeRateBps: Math.round(writes?.lastMinute() ?? 0) },
      };
    }
    return out;
  }

  private networkInterfaces(): Record<string, MetricResourceValues> {
    const d = this.d;
    const serverName = d.servers().find((s) => s.id === d.thisServerId)?.name ?? '';
    const rates = new Map(d.load().net.map((n) => [n.name, n]));
    const out: Record<string, MetricResourceValues> = {};
    for (const [name, addresses] of Object.entries(networkInterfaces())) {
      const list = (addresses ?? []).filter((a) => !a.internal);
      if (list.length === 0) continue;
      const rate = rates.get(name);
      const [first, ...others] = [
        ...list.filter((a) => a.family === 'IPv4'),
        ...list.filter((a) => a.family !== 'IPv4'),
      ].map((a) => a.address);
      out[`${d.thisServerId}/${name}`] = {
        _: { name },
        info: {
          server: serverName,
          state: 'Up',
          displayAddress: first ?? '',
          otherAddresses: others.join(', '),
        },
        rates: {
          inBps: Math.round((rate?.inBps ?? 0) * 8),
          outBps: Math.round((rate?.outBps ?? 0) * 8),
        },
      };
    }
    return out;
  }

  private ipOf(camera: MetricCamera): string {
    let ip = this.hostOfRow.get(camera);
    if (ip === undefined) {
      ip = hostOf(camera.url);
      this.hostOfRow.set(camera, ip);
    }
    return ip;
  }

  private streamsOf(params: Readonly<Record<string, string>>): MediaStreamInfo[] {
    let streams = this.streamsOfParams.get(params);
    if (!streams) {
      streams = parseMediaStreams(params[MEDIA_PARAMS.mediaStreams]);
      this.streamsOfParams.set(params, streams);
    }
    return streams;
  }

  private archive(): ArchiveFigures {
    const now = this.d.clock();
    if (!this.archiveFigures || now - this.archiveFigures.atMs >= ARCHIVE_FIGURES_TTL_MS)
      this.archiveFigures = { atMs: now, figures: this.d.archive() };
    return this.archiveFigures.figures;
  }
}
