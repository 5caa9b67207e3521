/** The share in the cloud that a `cloud` user changed on the server stands for (cloud-api §5.6): pure. */
import { Forbidden, NULL_ID, PERMISSION_PRESETS, PREDEFINED_ROLES } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { cloudShareOf, cloudUserFields } from '../src/modules/cloud-link/index.ts';
import type { CloudUserState } from '../src/modules/users/index.ts';

const CUSTOM_ROLE = { id: '5a0c2f4e-1b2d-4c3e-8f40-112233445566', permissions: PERMISSION_PRESETS.viewer };
const roleId = (key: string) => PREDEFINED_ROLES.find((r) => r.key === key)!.id;
const user = (changes: Partial<CloudUserState>): CloudUserState => ({
  isOwner: false,
  permissions: 'NoGlobalPermissions',
  userRoleId: NULL_ID,
  isEnabled: true,
  ...changes,
});
const shareOf = (changes: Partial<CloudUserState>) => cloudShareOf(user(changes), [CUSTOM_ROLE]);

describe('cloudShareOf', () => {
  it('maps presets to their roles, admin power to cloudAdmin', () => {
    expect(shareOf({ userRoleId: roleId('viewer') }).accessRole).toBe('viewer');
    expect(shareOf({ userRoleId: roleId('liveViewer') }).accessRole).toBe('liveViewer');
    expect(shareOf({ permissions: PERMISSION_PRESETS.advancedViewer }).accessRole).toBe('advancedViewer');
    expect(shareOf({ userRoleId: roleId('administrator') }).accessRole).toBe('cloudAdmin');
    expect(shareOf({ permissions: 'GlobalAdminPermission|GlobalViewLogsPermission' }).accessRole).toBe(
      'cloudAdmin',
    );
  });

  it('keeps a custom role’s id and other permissions as custom; carries the enabled state', () => {
    expect(shareOf({ userRoleId: CUSTOM_ROLE.id })).toEqual({
      accessRole: 'customRole',
      isEnabled: true,
      customPermissions: '',
      userRoleId: CUSTOM_ROLE.id,
    });
    expect(shareOf({ permissions: 'GlobalViewLogsPermission', isEnabled: false })).toEqual({
      accessRole: 'custom',
      isEnabled: false,
      customPermissions: 'GlobalViewLogsPermission',
      userRoleId: '',
    });
  });

  it('refuses the owner and the owner preset', () => {
    expect(() => shareOf({ isOwner: true })).toThrow(Forbidden);
    expect(() => shareOf({ userRoleId: roleId('owner') })).toThrow(Forbidden);
  });

  it('comes back to the same permissions through the sync’s mapping', () => {
    for (const state of [
      { userRoleId: roleId('advancedViewer') },
      { permissions: PERMISSION_PRESETS.liveViewer },
      { permissions: 'GlobalViewArchivePermission|GlobalAccessAllMediaPermission' },
      { userRoleId: CUSTOM_ROLE.id },
    ]) {
      const share = shareOf(state);
      const back = cloudUserFields(
        {
          ...share,
          accountEmail: 'a@example.com',
          accountFullName: '',
          accountId: 'acc',
          lastLoginTime: '',
          systemId: 'sys',
          usageFrequency: 0,
          vmsUserId: '',
        },
        (id) => id === CUSTOM_ROLE.id,
      );
      const expected = state.userRoleId === CUSTOM_ROLE.id ? 'NoGlobalPermissions' : undefined;
      expect(back.permissions).toBe(
        expected ?? PREDEFINED_ROLES.find((r) => r.id === state.userRoleId)?.permissions ?? state.permissions,
      );
    }
  });
});
