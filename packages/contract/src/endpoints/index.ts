export * from './bookmarks.ts';
export * from './camera-search.ts';
export * from './devices.ts';
export * from './event-rules.ts';
export * from './layouts.ts';
export * from './licenses.ts';
export * from './login.ts';
export * from './media-streaming.ts';
export * from './merge.ts';
export * from './metrics.ts';
export * from './ptz.ts';
export * from './recorded-periods.ts';
export * from './server-detach.ts';
export * from './server-logs.ts';
export * from './server-storage.ts';
export * from './servers.ts';
export * from './static.ts';
export * from './storages.ts';
export * from './system.ts';
export * from './system-join.ts';
export * from './thumbnails.ts';
export * from './users.ts';

import { bookmarksEndpoints } from './bookmarks.ts';
import { cameraSearchEndpoints } from './camera-search.ts';
import { devicesEndpoints } from './devices.ts';
import { eventRulesEndpoints } from './event-rules.ts';
import { layoutsEndpoints, webPagesEndpoints } from './layouts.ts';
import { licensesEndpoints } from './licenses.ts';
import { loginEndpoints } from './login.ts';
import { mediaStreamingEndpoints } from './media-streaming.ts';
import { mergeEndpoints } from './merge.ts';
import { metricsEndpoints } from './metrics.ts';
import { ptzEndpoints } from './ptz.ts';
import { recordedPeriodsEndpoints } from './recorded-periods.ts';
import { serverDetachEndpoints } from './server-detach.ts';
import { serverLogsEndpoints } from './server-logs.ts';
import { serverStorageEndpoints } from './server-storage.ts';
import { serversEndpoints } from './servers.ts';
import { apiDocsEndpoints, staticEndpoints } from './static.ts';
import { storagesEndpoints } from './storages.ts';
import { databaseEndpoints, settingsEndpoints, systemEndpoints } from './system.ts';
import { systemJoinEndpoints } from './system-join.ts';
import { thumbnailsEndpoints } from './thumbnails.ts';
import { userRolesEndpoints, usersEndpoints } from './users.ts';

/** Every endpoint of the media server API, by area (the OpenAPI documents list them). */
export const MEDIA_SERVER_ENDPOINTS = {
  login: loginEndpoints,
  system: systemEndpoints,
  settings: settingsEndpoints,
  merge: mergeEndpoints,
  systemJoin: systemJoinEndpoints,
  database: databaseEndpoints,
  users: usersEndpoints,
  userRoles: userRolesEndpoints,
  layouts: layoutsEndpoints,
  webPages: webPagesEndpoints,
  servers: serversEndpoints,
  serverDetach: serverDetachEndpoints,
  storages: storagesEndpoints,
  serverStorage: serverStorageEndpoints,
  serverLogs: serverLogsEndpoints,
  devices: devicesEndpoints,
  cameraSearch: cameraSearchEndpoints,
  recordedPeriods: recordedPeriodsEndpoints,
  bookmarks: bookmarksEndpoints,
  eventRules: eventRulesEndpoints,
  licenses: licensesEndpoints,
  metrics: metricsEndpoints,
  ptz: ptzEndpoints,
  mediaStreaming: mediaStreamingEndpoints,
  thumbnails: thumbnailsEndpoints,
  static: staticEndpoints,
  apiDocs: apiDocsEndpoints,
} as const;
