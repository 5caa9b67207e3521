// The temporary credentials module's public face.
export { TemporaryCredentialsRepository } from './temporary-credentials.repository.ts';
export {
  authKeyOf,
  isTemporaryLogin,
  TEMPORARY_CREDENTIALS_LIFETIME_MS,
  type TemporaryCredentials,
  TemporaryCredentialsService,
} from './temporary-credentials.service.ts';
export { temporaryCredentials } from './temporary-credentials.table.ts';
