/** Custom user roles: the public face of the module. */
export { UserRolesRepository } from './user-roles.repository.ts';
export { createUserRolesService, type UserRolesService } from './user-roles.service.ts';
export { type UserRoleRow, userRoles } from './user-roles.table.ts';
