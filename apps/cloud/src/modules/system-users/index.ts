export { type NewSystemUserRow, SystemUsersRepository } from './system-users.repository.ts';
export { type SystemUserRow, systemUsers } from './system-users.table.ts';
