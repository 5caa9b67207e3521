/** The media server's link to the Argus cloud: its HTTP client and the binding. The public face of the module. */

export {
  ALREADY_BOUND_TEXT,
  boundCredentials,
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
  CLOUD_TOKEN_NEGATIVE_MS,
  CLOUD_TOKEN_POSITIVE_MS,
  type CloudTokenCheck,
  CloudTokens,
  scopeNamesSystem,
} from './cloud-tokens.ts';
