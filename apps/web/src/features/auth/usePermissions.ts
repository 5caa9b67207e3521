import {
  accessRoleOf,
  effectivePermissions,
  type GlobalPermission,
  hasPermission,
  isAdmin,
  type UserModel,
} from '@argus/contract';
import { useMemo } from 'react';
import { useCurrentUser } from './auth.api.ts';

export interface Permissions {
  user: UserModel | null;
  isOwner: boolean;
  isAdmin: boolean;
  can(flag: GlobalPermission): boolean;
  accessRole: ReturnType<typeof accessRoleOf> | null;
}

/** What the current user may do, from the shared permission model. The server enforces the same rules. */
export function permissionsOf(user: UserModel | null): Permissions {
  if (!user) return { user: null, isOwner: false, isAdmin: false, can: () => false, accessRole: null };
  const perms = effectivePermissions(user);
  return {
    user,
    isOwner: user.isOwner,
    isAdmin: isAdmin(perms),
    can: (flag) => hasPermission(perms, flag),
    accessRole: accessRoleOf(user),
  };
}

export function usePermissions(): Permissions {
  const { data } = useCurrentUser();
  return useMemo(() => permissionsOf(data ?? null), [data]);
}
