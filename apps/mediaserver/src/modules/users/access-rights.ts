import { legacyId } from '@argus/contract';

/** An entry of `/ec2/getAccessRights` (media-server-api §4.6.2). */
export interface LegacyAccessRights {
  userId: string;
  resourceIds: string[];
}

interface AccessHolder {
  id: string;
  accessibleResources: readonly string[];
}

/** `/ec2/getAccessRights`: one entry per user and per custom role (ids in braces). */
export function listAccessRights(
  users: readonly AccessHolder[],
  roles: readonly AccessHolder[],
): LegacyAccessRights[] {
  const entry = (h: AccessHolder) => ({
    userId: legacyId(h.id),
    resourceIds: h.accessibleResources.map(legacyId),
  });
  return [...users.map(entry), ...roles.map(entry)];
}
