/**
 * Every table of the cloud, from the modules that own them: the Drizzle schema that `drizzle-kit generate`
 * reads (drizzle.config.ts) and the relational queries may use.
 */
export { accounts } from '../modules/accounts/accounts.table.ts';
export { backupCodes } from '../modules/backup-codes/backup-codes.table.ts';
export { customProperties } from '../modules/custom-properties/custom-properties.table.ts';
export {
  licenseActivations,
  licenseKeys,
  licenseSigningKeys,
  licenseUsageReports,
} from '../modules/license-server/license-server.table.ts';
export { systemLinks } from '../modules/link/system-links.table.ts';
export { lockouts } from '../modules/lockouts/lockouts.table.ts';
export { oauthClients } from '../modules/oauth/oauth-clients.table.ts';
export { oauthTokens } from '../modules/oauth-tokens/oauth-tokens.table.ts';
export { oneTimeCodes } from '../modules/one-time-codes/one-time-codes.table.ts';
export { rateLimits } from '../modules/rate-limits/rate-limits.table.ts';
export { sessions } from '../modules/sessions/sessions.table.ts';
export { systemUsers } from '../modules/system-users/system-users.table.ts';
export { systems } from '../modules/systems/systems.table.ts';
export { temporaryCredentials } from '../modules/temporary-credentials/temporary-credentials.table.ts';
export { transfers } from '../modules/transfers/transfers.table.ts';
export { visitedKeys } from '../modules/visited-keys/visited-keys.table.ts';
