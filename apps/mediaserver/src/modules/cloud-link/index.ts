/**
 * The media server's link to the Argus cloud: its HTTP client, the binding and the sync of its cloud users.
 * The public face of the module.
 */

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
export { type CloudUserFields, cloudUserFields } from './cloud-user-fields.ts';
export {
  CloudUsersSync,
  type CloudUsersSyncDeps,
  type CloudUsersSyncResult,
  LOCAL_NAME_TAKEN_LOG,
} from './cloud-users-sync.ts';
