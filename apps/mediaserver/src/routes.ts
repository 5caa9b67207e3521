/** Every route of the media server, each module's built from the services of the composition root. */

import { restartAfterReply } from '@argus/server-kit';
import type { FastifyReply } from 'fastify';
import type { Caller } from './auth/caller.ts';
import type { Root } from './composition.ts';
import type { Route } from './http/route.ts';
import { recordedPeriodsRoutes } from './modules/archive/index.ts';
import { bookmarksRoutes } from './modules/bookmarks/index.ts';
import { cameraDiagnosticsRoutes } from './modules/camera-diagnostics/index.ts';
import { cameraSearchLegacyRoutes, cameraSearchRoutes } from './modules/camera-search/index.ts';
import { databaseRoutes } from './modules/database/index.ts';
import { devicesLegacyRoutes, devicesRoutes } from './modules/devices/index.ts';
import { layoutsRoutes } from './modules/layouts/index.ts';
import { mediaStreamingRoutes } from './modules/media-streaming/index.ts';
import { resourcesLegacyRoutes } from './modules/resources/index.ts';
import { serverLogsRoutes } from './modules/server-logs/index.ts';
import { serversLegacyRoutes, serversRoutes } from './modules/servers/index.ts';
import { loginLegacyRoutes, loginRoutes } from './modules/sessions/index.ts';
import { settingsLegacyRoutes, settingsRoutes } from './modules/settings/index.ts';
import {
  serverStorageRoutes,
  storagesLegacyRoutes,
  storagesRoutes,
  toLegacyStorageData,
} from './modules/storages/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { thumbnailRoutes } from './modules/thumbnails/index.ts';
import { userRolesRoutes } from './modules/user-roles/index.ts';
import { usersLegacyRoutes, usersRoutes } from './modules/users/index.ts';
import { generatedFileRoutes } from './modules/web-app/index.ts';
import { webPagesRoutes } from './modules/web-pages/index.ts';

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
    ...loginRoutes({ users, sessions, lockout, callers, cookies, clock }),
    ...loginLegacyRoutes({ users, sessions, lockout, nonces, tickets, callers, cookies, clock }),
    ...systemRoutes({
      system: root.system,
      setup: { settings, localState, users, sessions, passwords, clock },
      configure: { settings, localState, users, sessions, passwords, currentPort: () => root.config.port },
      restartAfterReply: restart,
    }),
    ...databaseRoutes({ client: root.db.$client, dataDir: root.config.dataDir, restartAfterReply: restart }),
    ...settingsRoutes(settings),
    ...settingsLegacyRoutes(settings),
    ...usersRoutes(root.usersService),
    ...usersLegacyRoutes(root.usersService, root.userRolesService),
    ...userRolesRoutes(root.userRolesService),
    ...layoutsRoutes(root.layoutsService),
    ...webPagesRoutes(root.webPagesService),
    ...serversRoutes({ service: root.serversService, view: root.serversView, restartAfterReply: restart }),
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
    }),
    ...serverLogsRoutes(root.logSettings),
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
    }),
    ...thumbnailRoutes(root.thumbnails),
    ...bookmarksRoutes(root.bookmarks),
    ...cameraSearchLegacyRoutes(root.cameras.searches, {
      devices: root.cameras.service,
      searches: root.cameras.searches,
    }),
    ...cameraDiagnosticsRoutes(root.cameras.service, root.cameras.diagnostics),
    ...mediaStreamingRoutes({ service: root.mediaStreaming.service }),
    ...generatedFileRoutes(settings),
  ];
}
