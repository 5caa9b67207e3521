/** The System and CloudUser shapes of cloud-api §5.1 and §5.6, from rows. Never the auth key. */
import {
  type CloudAccessRole,
  type CloudSystem,
  type CloudUser,
  type StateOfHealth,
  sharingPermissionsOf,
} from '@argus/contract/cloud';
import type { AccountRow } from '../accounts/index.ts';
import type { SystemUserRow } from '../system-users/index.ts';
import type { SystemRow } from './systems.table.ts';

export function fullNameOf(account: Pick<AccountRow, 'firstName' | 'lastName'>): string {
  return `${account.firstName} ${account.lastName}`.trim();
}

/** The system as the caller of `share` sees it; its health is its link's (docs/cloud-link.md §4). */
export function systemReply(
  system: SystemRow,
  share: SystemUserRow,
  owner: AccountRow,
  stateOfHealth: StateOfHealth,
): CloudSystem {
  const role = share.accessRole as CloudAccessRole;
  return {
    id: system.id,
    name: system.name,
    ownerAccountEmail: owner.email,
    ownerFullName: fullNameOf(owner),
    ownerAccountId: owner.id,
    accessRole: role,
    sharingPermissions: sharingPermissionsOf(role),
    customization: system.customization,
    version: system.version,
    status: system.status,
    stateOfHealth,
    system2faEnabled: system.system2faEnabled,
    capabilities: system.capabilities,
    usageFrequency: share.usageFrequency,
    lastLoginTime: share.lastLoginTime?.toISOString() ?? '',
    registrationTime: system.registrationTime.toISOString(),
    systemSequence: system.systemSequence,
    opaque: system.opaque,
    cloudConnectionSubscriptionStatus: false,
  };
}

export function cloudUserReply(share: SystemUserRow, account: AccountRow): CloudUser {
  return {
    accountEmail: account.email,
    accountFullName: fullNameOf(account),
    accountId: account.id,
    accessRole: share.accessRole as CloudAccessRole,
    customPermissions: share.customPermissions,
    isEnabled: share.isEnabled,
    lastLoginTime: share.lastLoginTime?.toISOString() ?? '',
    systemId: share.systemId,
    usageFrequency: share.usageFrequency,
    userRoleId: share.userRoleId,
    vmsUserId: share.vmsUserId,
  };
}
