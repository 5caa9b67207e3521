import { legacyId, NULL_ID_LEGACY, normalizeId } from '@argus/contract';
import type { LegacyUserData } from '@argus/contract/mediaserver';
import { REALM } from '../../auth/password.ts';
import type { UserRow } from './users.table.ts';

/** The resource type id of users in legacy replies (media-server-api §4.6.3). */
export const LEGACY_USER_TYPE_ID = '{774e6ecd-ffc6-ae88-0165-8f4a6d0eafa7}';

/**
 * A user in the legacy `UserData` form (`/ec2/getUsers`, `/api/getCurrentUser`, `/api/cookieLogin`): ids in
 * braces, `isAdmin` meaning owner, and the secret fields always empty.
 */
export function toLegacyUserData(user: UserRow): LegacyUserData {
  const roleId = normalizeId(user.userRoleId);
  const hasRole = roleId !== null && legacyId(roleId) !== NULL_ID_LEGACY;
  return {
    id: legacyId(user.id),
    parentId: NULL_ID_LEGACY,
    name: user.name,
    url: '',
    typeId: LEGACY_USER_TYPE_ID,
    isAdmin: user.isOwner,
    permissions: user.permissions,
    email: user.email,
    fullName: user.fullName,
    digest: '',
    hash: '',
    cryptSha512Hash: '',
    realm: REALM,
    isLdap: user.type === 'ldap',
    isCloud: user.type === 'cloud',
    isEnabled: user.isEnabled,
    userRoleId: hasRole ? legacyId(roleId) : NULL_ID_LEGACY,
    userRoleIds: hasRole ? [legacyId(roleId)] : [],
  };
}

/** Legacy forms of frozen (cached, unchanging) lists, built once per list. */
const legacyOfFrozenLists = new WeakMap<readonly UserRow[], readonly LegacyUserData[]>();

/** The legacy form of users; for a frozen list, a frozen list built once (its reply is serialised once). */
export function toLegacyUsers(rows: readonly UserRow[]): readonly LegacyUserData[] {
  if (!Object.isFrozen(rows)) return rows.map(toLegacyUserData);
  let list = legacyOfFrozenLists.get(rows);
  if (!list) {
    list = Object.freeze(rows.map((row) => Object.freeze(toLegacyUserData(row))));
    legacyOfFrozenLists.set(rows, list);
  }
  return list;
}
