import {
  type CallerAccess,
  can,
  type ResourceAction,
  type ResourceRef,
  type SystemAction,
  type UserModel,
} from '@argus/contract/mediaserver';
import { useMemo } from 'react';
import { type CurrentUser, useCurrentUser } from './auth.api.ts';

/** The contract's `can`, bound to the current user's access. */
export interface BoundCan {
  (action: SystemAction): boolean;
  (action: ResourceAction, resource: ResourceRef): boolean;
}

export interface Permissions {
  user: UserModel | null;
  access: CallerAccess | null;
  can: BoundCan;
}

/**
 * What the current user may do: the access the server sent with the session (custom roles, access role and
 * accessible resources included), asked through the contract's `can`. Never recomputed here.
 */
export function permissionsOf(current: CurrentUser | null): Permissions {
  const access = current?.access ?? null;
  const bound = ((action: SystemAction | ResourceAction, resource?: ResourceRef) =>
    resource === undefined
      ? can(access, action as SystemAction)
      : can(access, action as ResourceAction, resource)) as BoundCan;
  return { user: current?.user ?? null, access, can: bound };
}

export function usePermissions(): Permissions {
  const { data } = useCurrentUser();
  return useMemo(() => permissionsOf(data ?? null), [data]);
}
