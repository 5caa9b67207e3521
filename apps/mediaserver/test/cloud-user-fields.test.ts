/** What each share role makes of a `cloud` user (cloud-api §5.6, media-server-api §5.3): the pure mapping. */
import { NULL_ID, PERMISSION_PRESETS, PREDEFINED_ROLES } from '@argus/contract';
import type { CloudUser } from '@argus/contract/cloud';
import { describe, expect, it } from 'vitest';
import { cloudUserFields, keepingPredefinedRole } from '../src/modules/cloud-link/index.ts';

const ROLE_ID = '5a0c2f4e-1b2d-4c3e-8f40-112233445566';

function shareOf(changes: Partial<CloudUser>): CloudUser {
  return {
    accountEmail: 'Bob@Example.com',
    accountFullName: 'Bob Ray',
    accountId: 'acc-1',
    accessRole: 'viewer',
    customPermissions: '',
    isEnabled: true,
    lastLoginTime: '',
    systemId: 'sys-1',
    usageFrequency: 0,
    userRoleId: '',
    vmsUserId: '',
    ...changes,
  };
}

const noRoles = () => false;
const fieldsOf = (changes: Partial<CloudUser>, roleExists: (id: string) => boolean = noRoles) =>
  cloudUserFields(shareOf(changes), roleExists);

describe('cloudUserFields', () => {
  it('names the user by the e-mail as the cloud spells it, with the full name', () => {
    expect(fieldsOf({})).toMatchObject({
      name: 'Bob@Example.com',
      email: 'Bob@Example.com',
      fullName: 'Bob Ray',
    });
  });

  it('makes the owner isOwner with the owner set, cloudAdmin the admin set without isOwner', () => {
    expect(fieldsOf({ accessRole: 'owner' })).toMatchObject({
      isOwner: true,
      isEnabled: true,
      permissions: PERMISSION_PRESETS.owner,
      userRoleId: NULL_ID,
    });
    expect(fieldsOf({ accessRole: 'cloudAdmin' })).toMatchObject({
      isOwner: false,
      permissions: PERMISSION_PRESETS.administrator,
    });
  });

  it('gives each viewer role its preset', () => {
    for (const role of ['advancedViewer', 'viewer', 'liveViewer'] as const)
      expect(fieldsOf({ accessRole: role })).toMatchObject({
        isOwner: false,
        isEnabled: true,
        permissions: PERMISSION_PRESETS[role],
        userRoleId: NULL_ID,
      });
  });

  it('gives custom its own known permissions, never the admin flag, and none when it has none', () => {
    expect(fieldsOf({ accessRole: 'custom' }).permissions).toBe('NoGlobalPermissions');
    expect(
      fieldsOf({
        accessRole: 'custom',
        customPermissions: 'GlobalCustomUserPermission|GlobalViewArchivePermission|Bogus',
      }).permissions,
    ).toBe('GlobalViewArchivePermission|GlobalCustomUserPermission');
    expect(
      fieldsOf({ accessRole: 'custom', customPermissions: 'GlobalAdminPermission|GlobalExportPermission' })
        .permissions,
    ).toBe('GlobalExportPermission');
  });

  it('keeps a custom role only when the server has it', () => {
    const has = (id: string) => id === ROLE_ID;
    expect(
      fieldsOf({ accessRole: 'customRole', userRoleId: `{${ROLE_ID.toUpperCase()}}` }, has),
    ).toMatchObject({
      userRoleId: ROLE_ID,
      permissions: 'NoGlobalPermissions',
    });
    expect(fieldsOf({ accessRole: 'customRole', userRoleId: ROLE_ID })).toMatchObject({
      userRoleId: NULL_ID,
      permissions: 'NoGlobalPermissions',
    });
    expect(fieldsOf({ accessRole: 'customRole', userRoleId: 'not-an-id' }, () => true).userRoleId).toBe(
      NULL_ID,
    );
    // Other roles carry no role id, whatever the share says.
    expect(fieldsOf({ accessRole: 'viewer', userRoleId: ROLE_ID }, has).userRoleId).toBe(NULL_ID);
  });

  it('disables the user of a disabled share, and of any share the cloud lists as not enabled', () => {
    expect(fieldsOf({ accessRole: 'disabled' })).toMatchObject({
      isEnabled: false,
      permissions: 'NoGlobalPermissions',
    });
    expect(fieldsOf({ accessRole: 'viewer', isEnabled: false })).toMatchObject({
      isEnabled: false,
      permissions: PERMISSION_PRESETS.viewer,
    });
  });
});

describe('keepingPredefinedRole', () => {
  const roleOf = (key: string) => PREDEFINED_ROLES.find((r) => r.key === key)!.id;

  it('keeps the predefined role a user holds when the share gives the same preset', () => {
    expect(
      keepingPredefinedRole({ userRoleId: roleOf('viewer') }, fieldsOf({ accessRole: 'viewer' })),
    ).toMatchObject({
      userRoleId: roleOf('viewer'),
      permissions: PERMISSION_PRESETS.viewer,
    });
  });

  it('follows the share when it names another role, and never keeps the owner role', () => {
    expect(
      keepingPredefinedRole({ userRoleId: roleOf('viewer') }, fieldsOf({ accessRole: 'liveViewer' }))
        .userRoleId,
    ).toBe(NULL_ID);
    expect(
      keepingPredefinedRole({ userRoleId: roleOf('owner') }, fieldsOf({ accessRole: 'cloudAdmin' }))
        .userRoleId,
    ).toBe(NULL_ID);
    expect(
      keepingPredefinedRole({ userRoleId: NULL_ID }, fieldsOf({ accessRole: 'viewer' })).userRoleId,
    ).toBe(NULL_ID);
  });
});
