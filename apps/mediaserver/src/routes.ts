/** Every route of the media server, each module's built from the services of the composition root. */

import { restartAfterReply } from '@argus/server-kit';
import type { FastifyReply } from 'fastify';
import type { Caller } from './auth/caller.ts';
import type { Root } from './composition.ts';
import { peerReaderFor } from './http/peer-reader.ts';
import type { Route } from './http/route.ts';
import { recordedPeriodsRoutes } from './modules/archive/recorded-periods.routes.ts';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks.routes.ts';
import { cameraDiagnosticsRoutes } from './modules/camera-diagnostics/camera-diagnostics.routes.ts';
import { cameraSearchLegacyRoutes } from './modules/camera-search/camera-search.legacy-routes.ts';
import { cameraSearchRoutes } from './modules/camera-search/camera-search.routes.ts';
import { cloudBindingRoutes } from './modules/cloud-link/cloud-binding.routes.ts';
import { databaseRoutes } from './modules/database/database.routes.ts';
import { devicesLegacyRoutes } from './modules/devices/devices.legacy-routes.ts';
import { devicesRoutes } from './modules/devices/devices.routes.ts';
import { eventLogRoutes } from './modules/event-log/event-log.routes.ts';
import { eventRulesLegacyRoutes } from './modules/event-rules/event-rules.legacy-routes.ts';
import { eventsRoutes } from './modules/event-rules/events.routes.ts';
import { layoutsRoutes } from './modules/layouts/layouts.routes.ts';
import { licensesLegacyRoutes } from './modules/licenses/licenses.legacy-routes.ts';
import { licensesRoutes } from './modules/licenses/licenses.routes.ts';
import { mediaStreamingRoutes } from './modules/media-streaming/media-streaming.routes.ts';
import { mergeRoutes } from './modules/merge/merge.routes.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { ptzRoutes } from './modules/ptz/ptz.routes.ts';
import { resourcesLegacyRoutes } from './modules/resources/resources.legacy-routes.ts';
import { serverLogsRoutes } from './modules/server-logs/server-logs.routes.ts';
import { serversLegacyRoutes } from './modules/servers/servers.legacy-routes.ts';
import { serversRoutes } from './modules/servers/servers.routes.ts';
import { serverDetachRoutes } from './modules/servers/servers-detach.routes.ts';
import { loginLegacyRoutes } from './modules/sessions/login.legacy-routes.ts';
import { loginRoutes } from './modules/sessions/login.routes.ts';
import { mergeGuard } from './modules/settings/index.ts';
import { settingsLegacyRoutes } from './modules/settings/settings.legacy-routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { toLegacyStorageData } from './modules/storages/index.ts';
import { serverStorageRoutes } from './modules/storages/server-storage.routes.ts';
import { storagesLegacyRoutes } from './modules/storages/storages.legacy-routes.ts';
import { storagesRoutes } from './modules/storages/storages.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { thumbnailRoutes } from './modules/thumbnails/thumbnail.routes.ts';
import { userRolesRoutes } from './modules/user-roles/user-roles.routes.ts';
import { usersLegacyRoutes } from './modules/users/users.legacy-routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { apiDocumentRoutes } from './modules/web-app/openapi.routes.ts';
import { generatedFileRoutes } from './modules/web-app/static.routes.ts';
import { webPagesRoutes } from './modules/web-pages/web-pages.routes.ts';

export function allRoutes(root: Root): Route<Caller>[] {
  const restart = (reply: FastifyReply) => restartAfterReply(root.requestRestart, reply);
  const {
    users,
    sessions,
    passwords,
    lockout,
    nonces,
    tickets,
    callers,
    cookies,
    clock,
    settings,
    localState,
  } = root;
  return [
    ...loginRoutes({ users, sessions, cloudTokens: root.cloudTokens, lockout, callers, cookies, clock }),
    ...loginLegacyRoutes({ users, sessions, lockout, nonces, tickets, callers, cookies, clock }),
    ...systemRoutes({
      system: root.system,
      setup: { settings, localState, users, sessions, passwords, clock, cloud: root.cloudBinding },
      configure: { settings, localState, users, sessions, passwords, currentPort: () => root.config.port },
      restartAfterReply: restart,
    }),
    ...cloudBindingRoutes(root.cloudBinding),
    ...mergeRoutes({
      merge: root.merge,
      run: root.mergeRun,
      admit: root.admit,
      serveSync: (socket) => root.replication.serve(socket),
    }),
    ...databaseRoutes({ client: root.db.$client, dataDir: root.config.dataDir, restartAfterReply: restart }),
    ...settingsRoutes(
      settings,
      mergeGuard(() => root.mergeRun.inProgress),
    ),
    ...settingsLegacyRoutes(
      settings,
      mergeGuard(() => root.mergeRun.inProgress),
    ),
    ...usersRoutes(root.usersService),
    ...usersLegacyRoutes(root.usersService, root.userRolesService),
    ...userRolesRoutes(root.userRolesService),
    ...layoutsRoutes(root.layoutsService),
    ...webPagesRoutes(root.webPagesService),
    ...serverDetachRoutes({ service: root.serversService, detach: root.detach }),
    ...serversRoutes({
      service: root.serversService,
      view: root.serversView,
      restartAfterReply: restart,
      peersFor: (request) => peerReaderFor(request, root.identity.serverId),
    }),
    ...serversLegacyRoutes({
      service: root.serversService,
      view: root.serversView,
      clock,
      restartAfterReply: restart,
      storagesOf: (serverId) => root.storages.listOfServer(serverId).map(toLegacyStorageData),
    }),
    ...storagesRoutes(root.storagesService, root.storagesView),
    ...storagesLegacyRoutes(root.storagesService, root.storagesView),
    ...serverStorageRoutes({
      backup: root.backupSettings,
      rebuild: root.archiveRebuild,
      servers: root.serversService,
      peersFor: (request) => peerReaderFor(request, root.identity.serverId),
    }),
    ...serverLogsRoutes(root.logSettings, {
      servers: root.serversService,
      peersFor: (request) => peerReaderFor(request, root.identity.serverId),
    }),
    ...devicesRoutes(root.cameras.service, root.cameras.view),
    ...devicesLegacyRoutes(root.cameras.service, root.cameras.view),
    ...resourcesLegacyRoutes(root.cameras.resourceParams, root.cameras.removal),
    ...cameraSearchRoutes(root.cameras.searches),
    ...recordedPeriodsRoutes({
      repo: root.recording.repo,
      thisServerId: root.identity.serverId,
      clock,
      camerasOf: root.recording.camerasOf,
      motionOf: (ids, startMs, endMs) => root.recording.motion.periods(ids, startMs, endMs),
      motionIn: (ids, region, startMs, endMs, detailMs) =>
        root.recording.motionCells.search(ids, region, startMs, endMs, detailMs),
    }),
    ...thumbnailRoutes(root.thumbnails),
    ...bookmarksRoutes(root.bookmarks),
    ...licensesRoutes(root.licenses.service),
    ...licensesLegacyRoutes(root.licenses.service),
    ...metricsRoutes(root.metrics.service),
    ...cameraSearchLegacyRoutes(root.cameras.searches, {
      devices: root.cameras.service,
      searches: root.cameras.searches,
    }),
    ...cameraDiagnosticsRoutes(root.cameras.service, root.cameras.diagnostics),
    ...ptzRoutes(root.cameras.ptz),
    ...eventRulesLegacyRoutes(root.eventRulesService),
    ...eventsRoutes({
      generic: root.events.generic,
      rules: root.eventRulesService,
      engine: root.events.engine,
      thisServerId: root.identity.serverId,
      clock,
    }),
    ...eventLogRoutes(root.events.eventLog),
    ...notificationsRoutes({
      repo: root.events.notificationsRepo,
      hub: root.events.hub,
      heartbeatMs: root.events.heartbeatMs,
    }),
    ...mediaStreamingRoutes({ service: root.mediaStreaming.service }),
    ...generatedFileRoutes(settings, root.cloud, { developers: root.config.developers ?? false }),
    ...apiDocumentRoutes(),
  ];
}
