/** Users: the public face of the module. */
export type { CloudShareChange, CloudShares, CloudUserState } from './cloud-shares.ts';
export { PasswordPolicy } from './password-policy.ts';
export { ADMIN_USER_ID, ensureBuiltInAdmin } from './users.bootstrap.ts';
export { normalizeIds, normalizePermissions, refused } from './users.input.ts';
export { legacyIdFilter } from './users.legacy-input.ts';
export { toLegacyUserData } from './users.legacy-mapper.ts';
export { UsersRepository } from './users.repository.ts';
export { UsersService } from './users.service.ts';
export { type NewUserRow, type UserRow, users } from './users.table.ts';
