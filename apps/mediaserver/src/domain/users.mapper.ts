import { NULL_ID, normalizeId, type UserModel } from '@argus/contract';
import type { UserRow } from '../db/rows.ts';

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
