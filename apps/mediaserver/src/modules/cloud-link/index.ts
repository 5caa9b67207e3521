/**
 * The media server's link to the Argus cloud: its HTTP client, the binding, the sync of its cloud users, the
 * link itself, what the server does with the cloud's messages and how it answers relayed requests. The public
 * face of the module.
 */

export { boundCredentials } from './bound-credentials.ts';
export {
  ALREADY_BOUND_TEXT,
  CloudBindingService,
  KEY_REJECTED_TEXT,
  NOT_BOUND_TEXT,
  unusablePassword,
} from './cloud-binding.service.ts';
export {
  CLOUD_UNREACHABLE_TEXT,
  CloudClient,
  type CloudVerdict,
  NO_CLOUD_TEXT,
  type SystemCredentials,
} from './cloud-client.ts';
export {
  CloudLink,
  type CloudLinkDeps,
  type CloudLinkTimings,
  type LinkNoticeMessage,
  linkUrl,
} from './cloud-link.ts';
export { type CloudShareFields, cloudShareOf } from './cloud-share-of.ts';
export { CloudSharePush, type CloudSharePushDeps } from './cloud-share-push.ts';
export {
  CLOUD_TOKEN_NEGATIVE_MS,
  CLOUD_TOKEN_POSITIVE_MS,
  type CloudTokenCheck,
  CloudTokens,
  scopeNamesSystem,
} from './cloud-tokens.ts';
export { type CloudUserFields, cloudUserFields, keepingPredefinedRole } from './cloud-user-fields.ts';
export { CloudUsersLock } from './cloud-users-lock.ts';
export {
  CloudUsersSync,
  type CloudUsersSyncDeps,
  type CloudUsersSyncResult,
  LOCAL_NAME_TAKEN_LOG,
} from './cloud-users-sync.ts';
export { LinkNotices, type LinkNoticesDeps } from './link-notices.ts';
export {
  answerRelayedRequest,
  RELAY_LOCAL_FAILURE_STATUS,
  relayLocalFailureText,
} from './relay-answer.ts';
export { type AcceptingServer, RELAY_CLIENT_ADDRESS, RelayEntrance } from './relay-entrance.ts';
export { SystemNameReport, type SystemNameReportDeps } from './system-name-report.ts';
