import { type CrudRepository, crudRepository } from '../../crud/index.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { type UserRoleRow, userRoles } from './user-roles.table.ts';

/**
 * Queries on custom user roles. The list is read on every authenticated request (custom roles grant
 * permissions) and comes from a cache the change feed invalidates.
 */
export class UserRolesRepository implements CrudRepository<UserRoleRow> {
  private readonly crud: CrudRepository<UserRoleRow>;

  constructor(db: Db, feed: ChangeFeed) {
    this.crud = crudRepository(db, feed, userRoles, { name: 'user_roles', orderBy: [userRoles.name] });
  }

  list = () => this.crud.list();
  findById = (id: string) => this.crud.findById(id);
  insert = (row: UserRoleRow) => this.crud.insert(row);
  update = (id: string, changes: Partial<Omit<UserRoleRow, 'id'>>) => this.crud.update(id, changes);
  remove = (id: string) => this.crud.remove(id);

  /** Role names are unique case-insensitively [design]. */
  findByName(name: string): UserRoleRow | undefined {
    const key = name.toLowerCase();
    return this.list().find((r) => r.name.toLowerCase() === key);
  }
}
