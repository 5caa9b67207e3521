/**
 * The composition root's part for cameras: devices, parameters of any resource, searches, the device pool
 * (status monitor and stream analysis), diagnostics and the supervised child processes. Built once by
 * `composition.ts`, which adds the long-lived parts to the lifecycle.
 */

import { normalizeId } from '@argus/contract';
import { MEDIA_PARAMS } from '@argus/contract/mediaserver';
import type { LongLived } from '@argus/server-kit/lifecycle';
import type { Caller } from './auth/caller.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Db } from './db/database.ts';
import type { SecretBox } from './db/secret-box.ts';
import { isOwnEndpoint } from './host/network-addresses.ts';
import type { AudioMode } from './media/audio-mode.ts';
import { ChildProcesses } from './media/child-processes.ts';
import { HttpRelay } from './media/http-relay.ts';
import { RtspRelay } from './media/rtsp-relay.ts';
import { CameraDiagnostics, type DiagnosticsOptions } from './modules/camera-diagnostics/index.ts';
import { CameraSearchService, type SearchOptions } from './modules/camera-search/index.ts';
import {
  audioModeOfStream,
  checkDeviceStatus,
  DeviceStatusMonitor,
  type StatusCheck,
  type StatusMonitorDeps,
  type StatusMonitorOptions,
  StreamAnalyzer,
} from './modules/device-pool/index.ts';
import {
  type DeviceRow,
  DevicesRepository,
  DevicesService,
  DevicesView,
  type DevicesViewDeps,
  streamUrlsOf,
} from './modules/devices/index.ts';
import { PtzService } from './modules/ptz/index.ts';
import {
  ResourceDirectory,
  type ResourceInfo,
  type ResourceLookup,
  ResourceParamsRepository,
  ResourceParamsService,
  ResourceRemoval,
  type ResourceRemover,
} from './modules/resources/index.ts';
import type { UserRow } from './modules/users/index.ts';

export interface CameraOptions {
  statusMonitor?: Partial<StatusMonitorOptions>;
  /** Replaces the cheap status check (tests, benchmarks). */
  statusCheck?: StatusCheck;
  search?: Partial<SearchOptions>;
  diagnostics?: Partial<DiagnosticsOptions>;
  /** Stream analysis with ffprobe once a camera is online (default on). */
  analyzeStreams?: boolean;
  /** How long one ONVIF PTZ call may take (default 4 s). */
  ptzTimeoutMs?: number;
}

/** A module that owns resources: how to find one of its ids, and how to remove it. */
export interface ResourceOwner {
  lookup: ResourceLookup;
  remover?: ResourceRemover;
}

export interface CamerasDeps {
  db: Db;
  feed: ChangeFeed;
  secrets: SecretBox;
  settings: { get(name: 'exposeDeviceCredentials'): boolean };
  servers: { findById(id: string): unknown };
  thisServerId: string;
  /** The port this server listens on (camera addresses may not point there). */
  serverPort: () => number;
  clock: () => number;
  /** The other owners of resources (users, servers, storages, layouts, ...). */
  owners: readonly ResourceOwner[];
  options?: CameraOptions;
  /** The recording engine's hook: the status to store for an observed one (Online → Recording). */
  decideStatus?: StatusMonitorDeps['decideStatus'];
  /** The recording engine's hook: a camera answered its check (its recorders waiting to restart start). */
  onAnswered?: (cameraId: string) => void;
  /** Which cameras hold a license channel (the licenses part, built after the cameras). */
  licenses?: DevicesViewDeps['licenses'];
  /** The system log: a camera's status changes (Offline, Online, Recording) are logged there. */
  logStatus?: (message: string, fields: Record<string, unknown>) => void;
}

/** Tables whose rows have parameters: removing a row removes them. */
const PARAM_OWNER_TABLES = ['devices', 'users', 'servers', 'storages', 'layouts', 'web_pages', 'user_roles'];

export function composeCameras(d: CamerasDeps) {
  const options = d.options ?? {};
  const children = new ChildProcesses();
  // Camera addresses never point at this server's own ports (its HTTP port, the relay's two).
  const ownEndpoint = (host: string, port: number) =>
    isOwnEndpoint(
      host,
      port,
      [d.serverPort(), relay.port, httpRelay.port].filter((p) => p > 0),
    );
  const httpRelay = new HttpRelay({ isOwnEndpoint: ownEndpoint });
  const relay = new RtspRelay({ isOwnEndpoint: ownEndpoint, http: httpRelay });
  const params = new ResourceParamsRepository(d.db, d.feed);
  params.cascadeFrom(PARAM_OWNER_TABLES);
  const repository = new DevicesRepository(d.db, d.feed);
  const service = new DevicesService({
    db: d.db,
    devices: repository,
    params,
    secrets: d.secrets,
    servers: d.servers,
    thisServerId: d.thisServerId,
    clock: d.clock,
    changed: () => d.feed.poll(),
    ownEndpoint,
  });
  const view = new DevicesView({
    devices: repository,
    params,
    service,
    exposeCredentials: () => d.settings.get('exposeDeviceCredentials'),
    ...(d.licenses ? { licenses: d.licenses } : {}),
  });

  const cameraOwner: ResourceOwner = {
    lookup: (id) => (repository.findById(id) ? { kind: 'camera' } : null),
    remover: {
      kind: 'camera',
      remove: (caller: Caller, id: string) => service.remove(caller, service.find(caller, id)),
    },
  };
  const owners = [cameraOwner, ...d.owners];
  const directory = new ResourceDirectory(owners.map((o) => o.lookup));
  const removal = new ResourceRemoval(
    directory,
    owners.flatMap((o) => (o.remover ? [o.remover] : [])),
  );
  const resourceParams = new ResourceParamsService(d.db, params, directory, (id, name, value) =>
    service.parameterWritten(id, name, value),
  );

  const probeKey = (row: DeviceRow) => {
    const urls = streamUrlsOf(params.of(row.id));
    return [
      row.url,
      urls.primary ?? '',
      urls.secondary ?? '',
      row.credentialsUser,
      row.credentialsSealed,
    ].join('\n');
  };
  const analyzer = new StreamAnalyzer({
    children,
    inputs: relay,
    devices: {
      findById: (id) => repository.findById(id),
      paramsOf: (id) => params.of(id),
      probeKey,
      probeTarget: (row) => service.probeTarget(row),
      setLearntParams: (id, learnt) => service.setLearntParams(id, learnt),
    },
  });
  const ptz = new PtzService({
    devices: service,
    ...(options.ptzTimeoutMs === undefined ? {} : { timeoutMs: options.ptzTimeoutMs }),
  });
  const monitor = new DeviceStatusMonitor({
    devices: {
      list: () => repository.list(),
      revision: () => `${repository.revision()}:${params.revision()}`,
      findById: (id) => repository.findById(id),
      probeKey,
      probeTarget: (row) => service.probeTarget(row),
      setStatus: (id, status) => {
        const changed = service.setStatus(id, status);
        if (changed) d.logStatus?.('Camera status changed', { cameraId: id, status });
        return changed;
      },
    },
    check: options.statusCheck ?? checkDeviceStatus,
    ...(d.decideStatus ? { decideStatus: d.decideStatus } : {}),
    follow: (listener) => d.feed.subscribe(['devices', 'resource_params'], listener),
    options: options.statusMonitor,
    clock: d.clock,
    onChecked: (row, observed) => {
      if (observed === 'Online') d.onAnswered?.(row.id);
      if (observed === 'Online' && options.analyzeStreams !== false) analyzer.consider(row);
      if (observed === 'Online') void ptz.consider(row);
    },
  });
  const searches = new CameraSearchService({
    exists: (physicalId) => service.lookup(physicalId) !== undefined,
    clock: d.clock,
    ownEndpoint,
    options: options.search,
  });
  const diagnostics = new CameraDiagnostics({
    probeTarget: (row) => service.probeTarget(row),
    children,
    inputs: relay,
    options: options.diagnostics,
  });

  /** How the sound of a camera's stream goes into what the server writes from it (audio-mode.ts). */
  const audioOf = (cameraId: string, quality: 'hi' | 'low'): AudioMode => {
    const row = repository.findById(cameraId);
    if (!row) return 'off';
    const streams = service.paramsOf(cameraId)[MEDIA_PARAMS.mediaStreams];
    return audioModeOfStream(row.options.isAudioEnabled, streams, quality === 'hi' ? 0 : 1);
  };

  // Started in this order, stopped in reverse: the relay and the processes outlive every user of them.
  const longLived: LongLived[] = [httpRelay, relay, children, analyzer, monitor, searches];
  /** The server that records a camera named by id, physical id, MAC or logical id. */
  const serverOf = (key: string): string | undefined => {
    const id = normalizeId(key);
    const row =
      (id ? repository.findById(id) : undefined) ??
      repository.findByPhysicalId(key) ??
      repository.findByMac(key) ??
      repository.findByLogicalId(key);
    return row?.serverId;
  };
  return {
    children,
    relay,
    httpRelay,
    ownEndpoint,
    params,
    repository,
    service,
    serverOf,
    view,
    directory,
    removal,
    resourceParams,
    monitor,
    analyzer,
    searches,
    diagnostics,
    ptz,
    audioOf,
    longLived,
  };
}

export type Cameras = ReturnType<typeof composeCameras>;

/** A lookup that names every id a function finds as one kind. */
export function ownerLookup(kind: ResourceInfo['kind'], find: (id: string) => unknown): ResourceLookup {
  return (id) => (find(id) ? { kind } : null);
}

interface CrudLike<Row> {
  repository: { findById(id: string): Row | undefined };
  find(caller: Caller, id: string): Row;
  remove(caller: Caller, row: Row): void;
}

/** The other modules as owners of resources, each removed with its own rules and access. */
export function resourceOwners(m: {
  users: { findById(id: string): UserRow | undefined; remove(caller: Caller, user: UserRow): Promise<void> };
  servers: { findById(id: string): unknown; remove(id: string): void };
  storages: { findById(id: string): unknown; remove(id: string): void };
  layouts: CrudLike<{ id: string; parentId: string }>;
  webPages: CrudLike<{ id: string }>;
  userRoles: CrudLike<{ id: string }>;
  eventRules: { findById(id: string): unknown; remove(id: string): unknown };
}): ResourceOwner[] {
  const crud = <Row>(
    kind: ResourceInfo['kind'],
    service: CrudLike<Row>,
    access: ResourceRemover['access'],
  ): ResourceOwner => ({
    lookup: ownerLookup(kind, (id) => service.repository.findById(id)),
    remover: { kind, access, remove: (caller, id) => service.remove(caller, service.find(caller, id)) },
  });
  return [
    {
      lookup: ownerLookup('user', (id) => m.users.findById(id)),
      remover: {
        kind: 'user',
        access: 'admin*',
        remove: (caller, id) => m.users.remove(caller, m.users.findById(id)!),
      },
    },
    {
      lookup: ownerLookup('server', (id) => m.servers.findById(id)),
      remover: { kind: 'server', access: 'owner*', remove: (_caller, id) => m.servers.remove(id) },
    },
    {
      lookup: ownerLookup('storage', (id) => m.storages.findById(id)),
      remover: { kind: 'storage', access: 'admin', remove: (_caller, id) => m.storages.remove(id) },
    },
    {
      lookup: (id) => {
        const layout = m.layouts.repository.findById(id);
        return layout ? { kind: 'layout', parentId: layout.parentId } : null;
      },
      remover: {
        kind: 'layout',
        remove: (caller, id) => m.layouts.remove(caller, m.layouts.find(caller, id)),
      },
    },
    crud('webPage', m.webPages, 'admin'),
    crud('userRole', m.userRoles, 'admin*'),
    {
      lookup: ownerLookup('eventRule', (id) => m.eventRules.findById(id)),
      remover: { kind: 'eventRule', access: 'admin', remove: (_caller, id) => void m.eventRules.remove(id) },
    },
  ];
}
