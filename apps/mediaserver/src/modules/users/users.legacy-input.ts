import { InvalidParameter, normalizeId } from '@argus/contract';
import { EMPTY_USER_NAME_TEXT, type LegacySaveUserRequest } from '@argus/contract/mediaserver';
import type { UserWrite } from './users.input.ts';
import type { UserRow } from './users.table.ts';

/** The `?id=` filter of legacy lists (braces allowed); undefined when absent. */
export function legacyIdFilter(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  const id = normalizeId(raw);
  if (!id) throw new InvalidParameter('id', raw);
  return id;
}

/**
 * `/ec2/saveUser` body → a user write. `isAdmin` (owner) is read-only and ignored; `hash` (salted md5) cannot
 * be turned into an argon2 hash and is ignored [design]; a client `digest` sets HA1 and enables digest.
 */
export function legacyUserWrite(body: LegacySaveUserRequest, target: UserRow | undefined): UserWrite {
  if (body.realm !== undefined && body.realm !== '' && body.realm !== 'VMS')
    throw new InvalidParameter('realm', body.realm);
  if (body.name === '') throw new InvalidParameter({ text: EMPTY_USER_NAME_TEXT });
  const ldap = body.isLdap ?? target?.type === 'ldap';
  const type = body.isCloud === undefined ? undefined : body.isCloud ? 'cloud' : ldap ? 'ldap' : 'local';
  return {
    name: body.name,
    type,
    email: body.email,
    fullName: body.fullName,
    permissions: body.permissions,
    userRoleId: body.userRoleId !== undefined ? body.userRoleId : body.userRoleIds?.[0],
    isEnabled: body.isEnabled,
    password: body.password,
    digest: body.digest || undefined,
  };
}
