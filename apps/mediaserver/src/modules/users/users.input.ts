import {
  Forbidden,
  formatPermissions,
  InvalidParameter,
  isNullId,
  NULL_ID,
  normalizeId,
  parsePermissions,
  predefinedRoleById,
} from '@argus/contract';
import type { UserRuleReason } from '@argus/contract/mediaserver';

/** A user write after the contract schema accepted it (REST and legacy bodies map to this). */
export interface UserWrite {
  id?: string | undefined;
  name?: string | undefined;
  type?: 'local' | 'ldap' | 'cloud' | undefined;
  fullName?: string | undefined;
  email?: string | undefined;
  permissions?: string | undefined;
  accessibleResources?: string[] | undefined;
  isEnabled?: boolean | undefined;
  isHttpDigestEnabled?: boolean | undefined;
  userRoleId?: string | null | undefined;
  isOwner?: boolean | undefined;
  password?: string | undefined;
  /** Legacy `/ec2/saveUser`: a client-computed HA1 instead of a password. */
  digest?: string | undefined;
}

/** [design] Texts of refused user-management actions; the reason key itself is what the console shows. */
const REASON_TEXTS: Record<UserRuleReason, string | undefined> = {
  forbidden: undefined,
  cantEditAdmin: 'Only an owner may create, change or delete administrators.',
  cantEditOwnPermissions: 'A user cannot change its own permissions, role or enabled state.',
  cantEditOwner: "The owner's permissions and ownership cannot be changed.",
  cantDeleteOwner: 'The owner cannot be deleted.',
  cantAddYourOwnEmail: 'You cannot add your own e-mail as a cloud user.',
  cantEditAccessRights: 'Only administrators may change access rights.',
};

export function refused(reason: UserRuleReason): Forbidden {
  return new Forbidden(REASON_TEXTS[reason]);
}

/** `none`, `""` and unknown spellings of "nothing" become `NoGlobalPermissions`; names in flag order. */
export function normalizePermissions(text: string): string {
  return formatPermissions(parsePermissions(text));
}

export function normalizeIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => normalizeId(id) ?? id))];
}

/** The stored form of a role id; an unknown role is refused before anything changes (§2.3). */
export function checkedRoleId(
  roles: { findById(id: string): unknown },
  id: string | null | undefined,
  raw: unknown,
): string {
  if (isNullId(id)) return NULL_ID;
  const n = normalizeId(id);
  if (!n || (!predefinedRoleById(n) && !roles.findById(n))) throw new InvalidParameter('userRoleId', raw);
  return n;
}

/** HA1 from a legacy client must look like an md5 hex digest. */
export function checkedDigest(digest: string): string {
  if (!/^[0-9a-fA-F]{32}$/.test(digest)) throw new InvalidParameter('digest', digest);
  return digest.toLowerCase();
}
