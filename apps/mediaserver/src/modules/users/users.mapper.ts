import { NULL_ID, normalizeId } from '@argus/contract';
import type { UserModel } from '@argus/contract/mediaserver';
import type { UserRow } from './users.table.ts';

/** The REST form of a user: no secret of any kind (media-server-api §3.10). */
export function toUserModel(row: UserRow): UserModel {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    fullName: row.fullName,
    email: row.email,
    isOwner: row.isOwner,
    permissions: row.permissions,
    accessibleResources: row.accessibleResources,
    isEnabled: row.isEnabled,
    isHttpDigestEnabled: row.isHttpDigestEnabled,
    userRoleId: normalizeId(row.userRoleId) ?? NULL_ID,
  };
}

/** Models of frozen lists (shared cached reads, see db/read-cache.ts), which cannot change: built once. */
const modelsOfFrozenLists = new WeakMap<readonly UserRow[], readonly UserModel[]>();

/** The REST form of users; for a frozen list, a frozen list of frozen models, shared. */
export function toUserModels(rows: readonly UserRow[]): readonly UserModel[] {
  if (!Object.isFrozen(rows)) return rows.map(toUserModel);
  let models = modelsOfFrozenLists.get(rows);
  if (!models) {
    models = Object.freeze(rows.map((row) => Object.freeze(toUserModel(row))));
    modelsOfFrozenLists.set(rows, models);
  }
  return models;
}
