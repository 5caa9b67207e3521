/**
 * The composition root: builds every store, repository, service, cache and long-lived component of the media
 * server exactly once per process, and wires each with only the collaborators it uses. Route plugins get
 * their services from here; nothing else builds a service.
 */
import { hostname } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_VERSION } from '@argus/contract';
import type { SystemServerRecord } from '@argus/contract/mediaserver';
import { Lifecycle, periodic } from '@argus/server-kit/lifecycle';
import { Authenticator } from './auth/authenticate.ts';
import { CallerFactory } from './auth/caller.ts';
import { SessionCookies } from './auth/cookies.ts';
import { KeyHolders } from './auth/key-holders.ts';
import { SqliteLockoutStore } from './auth/lockout.store.ts';
import { LockoutService } from './auth/lockout.ts';
import { NonceService } from './auth/nonce.ts';
import { SqliteTicketStore } from './auth/ticket.store.ts';
import { TicketService } from './auth/tickets.ts';
import { VerifiedCredentials } from './auth/verified-credentials.ts';
import { bookmarksStoreOf, composeBookmarks } from './compose-bookmarks.ts';
import { type CameraOptions, composeCameras, resourceOwners } from './compose-cameras.ts';
import { type CloudLinkOptions, composeCloudLink } from './compose-cloud-link.ts';
import { composeEventActions } from './compose-event-actions.ts';
import { composeEventRules, type EventRulesOptions } from './compose-event-rules.ts';
import { composeEventSources } from './compose-event-sources.ts';
import { composeLicenses, type LicenseOptions } from './compose-licenses.ts';
import { composeMediaStreaming } from './compose-media-streaming.ts';
import { composeMetrics } from './compose-metrics.ts';
import { composeRecording, type RecordingOptions } from './compose-recording.ts';
import { composeStorages, type StorageOptions } from './compose-storages.ts';
import { composeThumbnails } from './compose-thumbnails.ts';
import type { ServerConfig } from './config.ts';
import { ChangeFeed } from './db/change-feed.ts';
import { type Db, inTransaction, openDatabase } from './db/database.ts';
import { confirmRestore, type RestoreEvent } from './db/restore-swap.ts';
import { SecretBox } from './db/secret-box.ts';
import { writeCountOf } from './db/write-count.ts';
import { EventBus, type ServerEventBus } from './events/event-bus.ts';
import { ListeningPort } from './host/listening-port.ts';
import { endpointOf, reachableAddresses } from './host/network-addresses.ts';
import { loadTlsMaterial, type TlsMaterial } from './host/tls-certificate.ts';
import { decodesAsVideo } from './media/ffprobe.ts';
import { ArchiveRepository, rebuildIndexOf } from './modules/archive/index.ts';
import {
  boundCredentials,
  CloudBindingService,
  CloudClient,
  CloudSharePush,
  CloudTokens,
  CloudUsersLock,
  CloudUsersSync,
} from './modules/cloud-link/index.ts';
import {
  EventRulesRepository,
  EventRulesService,
  ensureDefaultEventRules,
} from './modules/event-rules/index.ts';
import { createLayoutsService, LayoutsRepository } from './modules/layouts/index.ts';
import { MediaAccess } from './modules/media-streaming/index.ts';
import { admitServer, MergeRun, MergeService } from './modules/merge/index.ts';
import { MetricsCounters } from './modules/metrics/index.ts';
import { RECORDER_LIVE_PLAYLIST } from './modules/recording/index.ts';
import { LogSettingsRepository, LogSettingsService, ServerLogs } from './modules/server-logs/index.ts';
import {
  type ServerRowChanges,
  ServersRepository,
  ServersService,
  ServersView,
} from './modules/servers/index.ts';
import { SessionsService, SqliteSessionStore } from './modules/sessions/index.ts';
import { pinnedByStartOptions, SettingsService } from './modules/settings/index.ts';
import { ensureDefaultStorage } from './modules/storages/index.ts';
import { LocalStateRepository, loadServerIdentity, SystemService } from './modules/system/index.ts';
import { detachServer, joinSystem, SystemReplication } from './modules/system-replication/index.ts';
import { createUserRolesService, UserRolesRepository } from './modules/user-roles/index.ts';
import { ensureBuiltInAdmin, PasswordPolicy, UsersRepository, UsersService } from './modules/users/index.ts';
import { createWebPagesService, webPagesRepository } from './modules/web-pages/index.ts';

export interface RootOptions extends StorageOptions {
  clock?: () => number;
  /** Ask the supervisor to restart this process (main passes it; tests may observe it). */
  requestRestart?: () => void;
  /** Cameras: status monitor intervals, search limits, a status check to use instead of the real one. */
  cameras?: CameraOptions;
  /** Recording: chunk length, retention interval, the ffmpeg program. */
  recording?: RecordingOptions;
  /** The link to the cloud: timings, jitter, the cloud users' reconcile. */
  cloudLink?: CloudLinkOptions;
  /** Licenses: how long the license server may take, how often coverage is checked. */
  licenses?: LicenseOptions;
  /** How long the cloud's answers about cloud tokens are kept (tests shorten them). */
  cloudTokenCache?: { positiveMs?: number; negativeMs?: number };
  /** Event rules: the event log's write delay, the notification streams' heartbeat. */
  eventRules?: EventRulesOptions;
}

/** Tables whose changes the change feed counts (every table a cache or a subscriber follows). */
export const FEED_TABLES = [
  'users',
  'user_roles',
  'sessions',
  'settings',
  'servers',
  'layouts',
  'web_pages',
  'local_state',
  'devices',
  'resource_params',
  'storages',
  'event_rules',
  'licenses',
] as const;

/** The secret this server signs its nonces with, made on first start and kept in local state. */
function nonceSecret(localState: LocalStateRepository): Buffer {
  const stored = localState.get<string>(NONCE_SECRET_KEY);
  if (stored) return Buffer.from(stored, 'base64');
  const secret = NonceService.newSecret();
  localState.set(NONCE_SECRET_KEY, secret.toString('base64'));
  return secret;
}
const NONCE_SECRET_KEY = 'nonceSecret';

/** The key that seals stored camera and storage passwords; made on first start, kept in local state. */
function secretBox(localState: LocalStateRepository): SecretBox {
  const stored = localState.get<string>(SECRET_BOX_KEY);
  if (stored) return new SecretBox(Buffer.from(stored, 'base64'));
  const key = SecretBox.newKey();
  localState.set(SECRET_BOX_KEY, key.toString('base64'));
  return new SecretBox(key);
}
const SECRET_BOX_KEY = 'secretBoxKey';

/** The log says when a start went back to the database a failed restore replaced, and why. */
function logRestoreEvent(logs: ServerLogs, event: RestoreEvent | null): void {
  if (event?.kind !== 'rolledBack') return;
  logs.writeSystem(
    'error',
    'The first start on a restored database failed: the server runs on the database it had before the restore',
    { reason: event.failure },
  );
}

/** How often expired sessions, tickets, nonces and lockout counters are dropped. */
const HOUSEKEEPING_MS = 10 * 60_000;

function buildRoot(config: ServerConfig, options: RootOptions, tls: TlsMaterial) {
  const clock = options.clock ?? Date.now;
  let restoreEvent: RestoreEvent | null = null;
  const db: Db = openDatabase(config.dataDir, (event) => {
    restoreEvent = event;
  });
  const feed = new ChangeFeed(db.$client);
  for (const table of FEED_TABLES) feed.track(table);
  const transaction = <T>(work: () => T) => inTransaction(db, work);

  const localState = new LocalStateRepository(db, feed);
  const identity = loadServerIdentity(localState, clock);
  // Before anything writes a replicated table: its capture triggers call functions the replica registers.
  const replication = new SystemReplication({
    db: db.$client,
    serverId: identity.serverId,
    localState,
    servers: { list: () => servers.list() },
    followServers: (listener) => feed.subscribe(['servers'], listener),
    applied: () => feed.poll(),
    refreshOwnRecord: async () => {
      const row = servers.findById(identity.serverId);
      if (!row) return;
      const live = await serversView.model(row);
      const changes: ServerRowChanges = {};
      if (JSON.stringify(row.endpoints) !== JSON.stringify(live.endpoints))
        changes.endpoints = live.endpoints;
      if (row.version !== live.version) changes.version = live.version;
      if (JSON.stringify(row.osInfo) !== JSON.stringify(live.osInfo)) changes.osInfo = live.osInfo;
      if (Object.keys(changes).length > 0) servers.update(identity.serverId, changes);
      feed.poll();
    },
    log: (level, msg, fields) => logs.writeSystem(level, msg, fields),
  });
  const secrets = secretBox(localState);
  const settings = new SettingsService(db, feed, pinnedByStartOptions(config));
  const users = new UsersRepository(db, feed);
  const userRoles = new UserRolesRepository(db, feed);
  const layouts = new LayoutsRepository(db, feed);
  const servers = new ServersRepository(db, feed);
  const listening = new ListeningPort(() => config.port);

  const sessions = new SessionsService({
    store: new SqliteSessionStore(db, feed),
    settings,
    clock,
    transaction,
  });
  const lockout = new LockoutService(new SqliteLockoutStore(db), clock);
  const nonces = new NonceService(nonceSecret(localState), clock);
  const tickets = new TicketService(new SqliteTicketStore(db), clock);
  const callers = new CallerFactory({ roles: () => userRoles.list(), clock });
  const allowedOrigins = () => settings.embedAllowedOrigins();
  const cloud = new CloudClient(config.cloudUrl);
  const cloudTokens = new CloudTokens({
    client: cloud,
    credentials: () => boundCredentials(settings),
    users,
    clock,
    warn: (msg, fields) => logs.writeSystem('warn', msg, fields),
    ...(options.cloudTokenCache ? { cache: options.cloudTokenCache } : {}),
  });
  // Tickets and temporary media keys name their session by hash: a cloud token's lives in memory only.
  const sessionsAndCloudTokens = {
    resolve: (token: string) => sessions.resolve(token),
    resolveHash: (tokenHash: string) =>
      sessions.resolveHash(tokenHash) ?? cloudTokens.sessionByHash(tokenHash),
  };
  const authenticator = new Authenticator({
    users,
    sessions: sessionsAndCloudTokens,
    cloudTokens,
    tickets,
    nonces,
    lockout,
    callers,
    allowedOrigins,
    verified: new VerifiedCredentials(clock),
  });
  const cookies = new SessionCookies(allowedOrigins);
  const keyHolders = new KeyHolders({ users, sessions: sessionsAndCloudTokens, callers });

  const passwords = new PasswordPolicy(settings);
  // A cloud user changed here goes to the cloud first; its sync and these pushes take turns (one lock).
  const cloudUsersLock = new CloudUsersLock();
  const cloudShares = new CloudSharePush({ client: cloud, settings, roles: userRoles, lock: cloudUsersLock });
  const usersService = new UsersService({
    db,
    users,
    userRoles,
    sessions,
    layouts,
    passwords,
    cloudShares,
    clock,
  });
  const userRolesService = createUserRolesService({ db, roles: userRoles, users });
  const webPagesService = createWebPagesService(db, webPagesRepository(db, feed));
  const layoutsService = createLayoutsService({
    db,
    layouts,
    users,
    // The cameras are built below; layouts are read only once the root is built.
    isMedia: (id) => cameras.repository.findById(id) !== undefined || webPagesService.exists(id),
  });
  const serversService = new ServersService(db, servers, identity.serverId);
  const eventRules = new EventRulesRepository(db, feed);
  const eventRulesService = new EventRulesService({
    db,
    rules: eventRules,
    // The cameras are built below; rules are saved only once the root is built.
    isCamera: (id) => cameras.repository.findById(id) !== undefined,
    isServer: (id) => servers.findById(id) !== undefined,
  });
  const system = new SystemService({
    settings,
    users,
    servers,
    localState,
    identity,
    clock,
    cloudLinked: () => cloudLink.linked,
  });
  // This server as the other servers of its system record it.
  const ownRecord = (): SystemServerRecord => ({
    id: identity.serverId,
    name: servers.findById(identity.serverId)?.name ?? (hostname() || 'Server'),
    endpoints: reachableAddresses(config.host).map((address) => endpointOf(address, listening.port())),
    version: PRODUCT_VERSION,
  });
  const admit = (server: SystemServerRecord, syncKey: string) =>
    admitServer(
      {
        db: db.$client,
        servers,
        replication,
        serverId: identity.serverId,
        systemId: () => settings.get('localSystemId'),
        ownRecord,
        changed: () => feed.poll(),
      },
      server,
      syncKey,
    );
  const mergeRun = new MergeRun({
    ownRecord,
    admit,
    join: (systemId, syncKey, server) =>
      joinSystem(
        {
          db: db.$client,
          replication,
          recordServer: (record) => servers.upsert(record),
          applied: () => feed.poll(),
        },
        { systemId, syncKey, server },
      ),
    recordMerge: (masterId, slaveId) =>
      settings.write({ lastMergeMasterId: masterId, lastMergeSlaveId: slaveId }),
    log: (level, msg, fields) => logs.writeSystem(level, msg, fields),
  });
  const detach = () =>
    detachServer({
      db: db.$client,
      replication,
      serverId: identity.serverId,
      removeServer: (id) => servers.remove(id),
      ensureBuiltInAdmin: () => ensureBuiltInAdmin(users, clock),
      changed: () => feed.poll(),
    });
  const merge = new MergeService({
    information: () => system.information(),
    cloudOwner: () => settings.get('cloudAccountName'),
    serverId: identity.serverId,
    localState,
    run: mergeRun,
  });
  const cloudBinding = new CloudBindingService({
    client: cloud,
    settings,
    users,
    sessions,
    layouts,
    passwords,
    clock,
  });
  const serversView = new ServersView({
    service: serversService,
    settings,
    users,
    identity,
    clock,
    bindHost: config.host,
    port: () => listening.port(),
    systemIdentityTimeMs: () => system.identityTimeMs(),
    tls,
    cloudLinked: () => cloudLink.linked,
    peerOnline: (serverId) => replication.peers().some((p) => p.id === serverId && p.online),
  });

  const bus: ServerEventBus = new EventBus();
  // The health metrics' activity counters, fed by the modules built below.
  const metricsCounters = new MetricsCounters(clock);
  const logSettingsRepository = new LogSettingsRepository(db);
  const logs = new ServerLogs({
    directory: join(config.dataDir, 'log'),
    stdoutLevel: config.logLevel,
    settings: logSettingsRepository.settingsOfServer(identity.serverId),
    clock,
  });
  logRestoreEvent(logs, restoreEvent);
  feed.onListenerError = (error) =>
    logs.writeSystem('error', 'A follower of the change feed failed', {
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  // The link (docs/cloud-link.md) runs it on `welcome` and `usersChanged`, one at a time.
  const cloudUsersSync = new CloudUsersSync({
    client: cloud,
    settings,
    users,
    roles: userRoles,
    sessions,
    layouts,
    log: (level, msg, fields) => logs.writeSystem(level, msg, fields),
    clock,
    lock: cloudUsersLock,
  });
  const logSettings = new LogSettingsService({
    db,
    repo: logSettingsRepository,
    logs,
    servers: serversService,
  });
  // One archive index per process: it keeps the recorded runs of the timeline in step with every write.
  const archive = new ArchiveRepository(db);
  const storageParts = composeStorages({
    db,
    archive,
    dataDir: config.dataDir,
    feed,
    secrets,
    servers: serversService,
    bus,
    clock,
    systemLog: (level, msg, fields) => logs.writeSystem(level, msg, fields),
    options: {
      ...options,
      archiveIndex:
        options.archiveIndex ??
        rebuildIndexOf({
          repo: archive,
          // The cameras' supervised children run the decoder; they exist by the time a rebuild runs.
          decodesAsVideo: (file) => decodesAsVideo(cameras.children, file),
          onEnded: (summary) => logs.writeSystem('info', 'Archive index rebuilt', { ...summary }),
        }),
    },
  });
  const { storages, storagesService, storagesView, storageMonitor, archiveRebuild, backupSettings } =
    storageParts;

  const cameras = composeCameras({
    db,
    feed,
    secrets,
    settings,
    servers,
    thisServerId: identity.serverId,
    serverPort: () => listening.port(),
    clock,
    owners: resourceOwners({
      users: usersService,
      servers: { findById: (id) => servers.findById(id), remove: (id) => serversService.remove(id) },
      storages: { findById: (id) => storages.findById(id), remove: (id) => storagesService.legacyRemove(id) },
      layouts: layoutsService,
      webPages: webPagesService,
      userRoles: userRolesService,
      eventRules: eventRulesService,
    }),
    options: options.cameras,
    decideStatus: (row, observed) =>
      observed === 'Online' && recording.manager.isRecording(row.id) ? 'Recording' : observed,
    onAnswered: (cameraId) => recording.manager.cameraAnswers(cameraId),
    licenses: () => licenses.coverage,
    logStatus: (message, fields) => logs.writeSystem('info', message, fields),
  });
  const bookmarkStore = bookmarksStoreOf(db);
  const licenses = composeLicenses({
    db,
    feed,
    settings,
    cameras,
    bus,
    thisServerId: identity.serverId,
    clock,
    log: (level, msg, fields) => logs.writeSystem(level, msg, fields),
    options: options.licenses,
  });
  const recording = composeRecording({
    db,
    archive,
    feed,
    thisServerId: identity.serverId,
    clock,
    cameras,
    storages,
    storageMonitor,
    log: (level, msg, fields) => logs.writeSystem(level, msg, fields),
    options: {
      chunkSeconds: config.recordingChunkSeconds,
      liveRoot: join(config.dataDir, 'live-hls', 'recorders'),
      ...options.recording,
    },
    isProtected: bookmarkStore.isProtected,
    emitMotion: (event) => bus.emit('cameraMotion', event),
    emitStreamLost: (event) => bus.emit('streamLost', event),
    licenseAllows: (cameraId) => licenses.coverage.allows(cameraId),
  });
  const bookmarks = composeBookmarks({
    store: bookmarkStore,
    cameras,
    thisServerId: identity.serverId,
    clock,
  });
  // Event rules: the runners of their actions on this server, then the engine that runs them.
  const eventRunners = composeEventActions({
    thisServerId: identity.serverId,
    settings,
    users,
    cameras,
    recording,
    bookmarks,
  });
  const events = composeEventRules({
    db,
    runners: eventRunners,
    rules: eventRules,
    bus,
    cameras,
    servers,
    users,
    roles: () => userRoles.list(),
    settings,
    thisServerId: identity.serverId,
    clock,
    log: (level, msg, fields) => logs.writeSystem(level, msg, fields),
    options: options.eventRules,
    onFired: () => metricsCounters.actionsTriggered.hit(),
  });
  // The one answer to "may this caller have this camera's video" that every media call asks.
  const mediaAccess = new MediaAccess((caller, key) => cameras.service.find(caller, key).id);
  const thumbnails = composeThumbnails({
    db,
    clock,
    cameras,
    mediaAccess,
    ffmpeg: options.recording?.ffmpeg,
    onServed: () => metricsCounters.thumbnails.hit(),
  });

  const lifecycle = new Lifecycle();
  lifecycle.add({ name: 'change feed', start: () => feed.start(), stop: () => feed.stop() });
  lifecycle.add({
    name: 'system replication',
    start: () => replication.start(),
    stop: async () => {
      await mergeRun.settled();
      await replication.stop();
    },
  });
  lifecycle.add(
    periodic('housekeeping', HOUSEKEEPING_MS, () => {
      sessions.purgeExpired();
      tickets.prune();
      lockout.prune();
    }),
  );
  lifecycle.add({
    name: 'log files',
    start: () => logs.writeSystem('info', 'Server started', { serverId: identity.serverId }),
    stop: () => logs.close(),
  });
  for (const component of storageParts.longLived) lifecycle.add(component);

  for (const component of cameras.longLived) lifecycle.add(component);
  for (const component of licenses.longLived) lifecycle.add(component);
  for (const component of recording.longLived) lifecycle.add(component);
  for (const component of events.longLived) lifecycle.add(component);
  const mediaStreaming = composeMediaStreaming({
    db,
    clock,
    cameras,
    ffmpeg: options.recording?.ffmpeg,
    liveDir: join(config.dataDir, 'live-hls'),
    recorderLive: (cameraId, quality) => {
      const live = recording.manager.liveOf(cameraId, quality);
      return live && { ...live, file: join(live.dir, RECORDER_LIVE_PLAYLIST) };
    },
    access: mediaAccess,
    holders: keyHolders,
  });
  for (const component of mediaStreaming.longLived) lifecycle.add(component);
  const { link: cloudLink, relayEntrance } = composeCloudLink({
    cloudUrl: config.cloudUrl,
    serverId: identity.serverId,
    client: cloud,
    binding: cloudBinding,
    settings,
    usersSync: options.cloudLink?.usersSync ?? cloudUsersSync,
    port: () => listening.port(),
    dataDir: config.dataDir,
    followSettings: (listener) => feed.subscribe(['settings'], listener),
    logs,
    options: options.cloudLink,
  });
  lifecycle.add(cloudLink);
  lifecycle.add(relayEntrance);

  // The sources of the rules' events start after everything they watch, so the server start event comes last.
  const eventSources = composeEventSources({
    dataDir: config.dataDir,
    thisServerId: identity.serverId,
    clock,
    bus,
    feed,
    cameras,
    storages,
    storageMonitor,
    storageCheckIntervalMs: options.storageCheckIntervalMs,
  });
  for (const component of eventSources.longLived) lifecycle.add(component);
  const metrics = composeMetrics({
    thisServerId: identity.serverId,
    clock,
    counters: metricsCounters,
    writeCount: writeCountOf(db.$client),
    bus,
    settings,
    servers,
    users,
    cameras,
    recording: recording.manager,
    storages,
    storageMonitor,
    archive,
    logSettings,
  });
  for (const component of metrics.longLived) lifecycle.add(component);

  // Last: everything has started, so a restored database has proven itself.
  lifecycle.add({
    name: 'restore confirmation',
    start: () => {
      if (confirmRestore(config.dataDir, clock()))
        logs.writeSystem('info', 'Database restored: the server has started on the restored database');
    },
    stop: () => {},
  });

  return {
    config,
    tls,
    clock,
    db,
    feed,
    identity,
    listening,
    relayEntrance,
    localState,
    secrets,
    settings,
    users,
    userRoles,
    layouts,
    servers,
    sessions,
    passwords,
    lockout,
    nonces,
    tickets,
    callers,
    cookies,
    authenticator,
    usersService,
    userRolesService,
    layoutsService,
    webPagesService,
    serversService,
    serversView,
    system,
    merge,
    mergeRun,
    admit,
    detach,
    replication,
    cloud,
    cloudBinding,
    cloudUsersSync,
    cloudLink,
    cloudTokens,
    bus,
    logs,
    logSettings,
    storages,
    storagesService,
    storagesView,
    storageMonitor,
    archiveRebuild,
    backupSettings,
    cameras,
    licenses,
    recording,
    thumbnails,
    bookmarks,
    eventRules,
    eventRulesService,
    events,
    mediaStreaming,
    eventSources,
    eventRunners,
    metrics,
    lifecycle,
    requestRestart: options.requestRestart ?? (() => {}),
  };
}

/** Everything the media server is made of, built once. */
export type Root = ReturnType<typeof buildRoot>;

/**
 * Builds the root and brings a brand-new data dir to its first state: the built-in `admin` (password
 * `admin`) and this server's record.
 */
export async function createRoot(config: ServerConfig, options: RootOptions = {}): Promise<Root> {
  const root = buildRoot(config, options, await loadTlsMaterial(config));
  await ensureBuiltInAdmin(root.users, root.clock);
  root.servers.ensure({ id: root.identity.serverId, name: hostname() || 'Server' });
  ensureDefaultEventRules({ localState: root.localState, service: root.eventRulesService });
  await ensureDefaultStorage({
    dataDir: config.dataDir,
    localState: root.localState,
    service: root.storagesService,
  });
  return root;
}
