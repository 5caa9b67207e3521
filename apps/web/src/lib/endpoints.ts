/**
 * The contract's endpoint definitions the web app calls, one object per area: every call names one of them.
 *
 * Production builds replace this module with the same objects reduced to what the client reads (method, path,
 * versions, family, defaults, envelope), generated from the contract at build time
 * (`vite-plugins/endpoint-routes.ts`). The schemas are read only in development and tests (the reply check),
 * and they would put zod and every schema of an area onto the login page.
 */

/** The cloud's endpoints (cloud mode), named apart from the media server's areas of the same name. */
export {
  accountEndpoints as cloudAccountEndpoints,
  customPropertyEndpoints as cloudCustomPropertyEndpoints,
  oauthEndpoints as cloudOAuthEndpoints,
  sessionEndpoints as cloudSessionEndpoints,
  sharingEndpoints as cloudSharingEndpoints,
  systemEndpoints as cloudSystemEndpoints,
  transferEndpoints as cloudTransferEndpoints,
  twoFactorEndpoints as cloudTwoFactorEndpoints,
  utilsEndpoints as cloudUtilsEndpoints,
} from '@argus/contract/cloud';
export {
  apiDocsEndpoints,
  bookmarksEndpoints,
  cameraSearchEndpoints,
  databaseEndpoints,
  devicesEndpoints,
  eventRulesEndpoints,
  layoutsEndpoints,
  licensesEndpoints,
  loginEndpoints,
  mediaStreamingEndpoints,
  mergeEndpoints,
  metricsEndpoints,
  ptzEndpoints,
  recordedPeriodsEndpoints,
  serverDetachEndpoints,
  serverLogsEndpoints,
  serverStorageEndpoints,
  serversEndpoints,
  settingsEndpoints,
  staticEndpoints,
  storagesEndpoints,
  systemEndpoints,
  thumbnailsEndpoints,
  userRolesEndpoints,
  usersEndpoints,
} from '@argus/contract/mediaserver';
