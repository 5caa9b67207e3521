export {
  ACTION_FAILURES,
  AccountCredentials,
  type BodyCredentials,
  CONNECT_FAILURES,
  type CredentialFailures,
} from './account-credentials.ts';
export { type ShareInput, SharingService } from './sharing.service.ts';
export { cloudUserReply, systemReply } from './system-reply.ts';
export { type NewSystemRow, SystemsRepository } from './systems.repository.ts';
export { type ConnectInput, type SystemAccess, SystemsService } from './systems.service.ts';
export { SYSTEM_STATUSES, type SystemRow, systems } from './systems.table.ts';
