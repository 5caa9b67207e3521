/**
 * What kind of resource an id names, across the modules that own resources (cameras, users, servers,
 * storages, layouts, web pages, roles, event rules), and who may read or change it. The legacy calls that act on "any
 * resource" (`/ec2/*ResourceParam*`, `/ec2/removeResource`) ask this; the owning modules plug in their
 * lookups at the composition root.
 */
import { Forbidden, isAdmin } from '@argus/contract';
import { can } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';

export type ResourceKind =
  | 'camera'
  | 'user'
  | 'server'
  | 'storage'
  | 'layout'
  | 'webPage'
  | 'userRole'
  | 'eventRule'
  | 'other';

export interface ResourceInfo {
  kind: ResourceKind;
  /** A layout's owner (the null id for a shared layout). */
  parentId?: string;
}

/** A module's answer to "is this id one of yours?". */
export type ResourceLookup = (id: string) => ResourceInfo | null;

export class ResourceDirectory {
  constructor(private readonly lookups: readonly ResourceLookup[]) {}

  find(id: string): ResourceInfo | null {
    for (const lookup of this.lookups) {
      const info = lookup(id);
      if (info) return info;
    }
    return null;
  }

  /** Whether the caller may see the resource at all (what it cannot see is answered as absent). */
  visible(caller: Caller, id: string, info: ResourceInfo): boolean {
    switch (info.kind) {
      case 'camera':
        return can(caller.access, 'view', { type: 'camera', id });
      case 'webPage':
        return can(caller.access, 'view', { type: 'webPage', id });
      case 'layout':
        return can(caller.access, 'view', { type: 'layout', id, parentId: info.parentId ?? '' });
      case 'user':
        return isAdmin(caller.permissions) || caller.user.id === id;
      default:
        return true;
    }
  }

  /**
   * Throws unless the caller may change the resource or what belongs to it: cameras need the right to edit
   * cameras (and to see the camera), layouts their owner or an admin, everything else an admin.
   */
  requireChange(caller: Caller, id: string, info: ResourceInfo): void {
    const allowed =
      info.kind === 'camera'
        ? can(caller.access, 'edit', { type: 'camera', id })
        : info.kind === 'layout'
          ? can(caller.access, 'edit', { type: 'layout', id, parentId: info.parentId ?? '' })
          : isAdmin(caller.permissions);
    if (!allowed) throw new Forbidden();
  }
}
