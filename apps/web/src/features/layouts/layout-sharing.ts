/**
 * Sharing a layout with users and roles, pure (docs/api-decisions.md "Layouts and the video wall"): a shared
 * layout (`parentId` the null id) is seen by everyone with all-media access; a user or custom role without it
 * sees it when the layout's id is in its `accessibleResources`. These are the users and roles it can be given
 * to, and the changes of their lists that a choice makes.
 */
import { accessibleResourceIds, hasPermission, parsePermissions } from '@argus/contract';
import type { UserModel, UserRoleModel } from '@argus/contract/mediaserver';

export interface ShareTarget {
  kind: 'user' | 'role';
  id: string;
  name: string;
  /** Its own list (a user's role adds its own). */
  resources: readonly string[];
}

export const targetKey = (target: Pick<ShareTarget, 'kind' | 'id'>) => `${target.kind}:${target.id}`;

/** The users and custom roles without all-media access, by name: those a layout must be given to. */
export function shareTargets(users: readonly UserModel[], roles: readonly UserRoleModel[]): ShareTarget[] {
  const byName = (a: ShareTarget, b: ShareTarget) => a.name.localeCompare(b.name);
  const userTargets = users
    .filter((u) => u.isEnabled && !u.isOwner && accessibleResourceIds(u, roles) !== null)
    .map((u) => ({ kind: 'user' as const, id: u.id, name: u.name, resources: u.accessibleResources }))
    .sort(byName);
  const roleTargets = roles
    .filter((r) => !hasPermission(parsePermissions(r.permissions), 'GlobalAccessAllMediaPermission'))
    .map((r) => ({ kind: 'role' as const, id: r.id, name: r.name, resources: r.accessibleResources }))
    .sort(byName);
  return [...userTargets, ...roleTargets];
}

/** The keys of the targets that have the layout in their own list. */
export function givenKeys(targets: readonly ShareTarget[], layoutId: string): string[] {
  return targets.filter((t) => t.resources.includes(layoutId)).map(targetKey);
}

export interface AccessChange {
  kind: 'user' | 'role';
  id: string;
  accessibleResources: string[];
}

/** The lists to write so that exactly the chosen targets have the layout. */
export function accessChanges(
  targets: readonly ShareTarget[],
  chosen: ReadonlySet<string>,
  layoutId: string,
): AccessChange[] {
  return targets.flatMap((target) => {
    const has = target.resources.includes(layoutId);
    const wants = chosen.has(targetKey(target));
    if (has === wants) return [];
    const accessibleResources = wants
      ? [...target.resources, layoutId]
      : target.resources.filter((id) => id !== layoutId);
    return [{ kind: target.kind, id: target.id, accessibleResources }];
  });
}
