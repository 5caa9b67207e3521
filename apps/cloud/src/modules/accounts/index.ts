// The accounts module's public face.

export {
  ACCOUNT_MAIL_RATE_LIMIT,
  type AccountFlowSources,
  AccountFlowsService,
  type IssuedCodeSink,
  REGISTER_RATE_LIMIT,
  type RegisterInput,
} from './account-flows.service.ts';
export { type AccountSessionView, accountReply, PORTAL_PERMISSIONS } from './account-reply.ts';
export { AccountsRepository, normalizeEmail } from './accounts.repository.ts';
export { AccountsService, type NewAccount } from './accounts.service.ts';
export { ACCOUNT_STATUSES, type AccountRow, type AccountStatus, accounts } from './accounts.table.ts';
