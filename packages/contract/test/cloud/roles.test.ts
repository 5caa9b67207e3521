import { describe, expect, it } from 'vitest';
import {
  CLOUD_ACCESS_ROLES,
  type CloudAccessRole,
  canChangeShare,
  canDisconnect,
  canRename,
  canShare,
  canToggleSystem2fa,
  canTransfer,
  compareRoles,
  DEFAULT_SHARE_ROLE,
  grantableRoles,
  isAdminRole,
  mediaServerGrantOf,
  ROLE_ORDER,
  SHARE_ROLES,
  sharingPermissionsOf,
} from '../../src/cloud/index.ts';
import { samePermissions } from '../../src/rules/permissions.ts';

/** media-server-api §5.3, verbatim. */
const ADMIN_SET =
  'GlobalAdminPermission|GlobalEditCamerasPermission|GlobalControlVideoWallPermission|GlobalViewLogsPermission|GlobalViewArchivePermission|GlobalExportPermission|GlobalViewBookmarksPermission|GlobalManageBookmarksPermission|GlobalUserInputPermission|GlobalAccessAllMediaPermission';
const VIEWER_SET =
  'GlobalAccessAllMediaPermission|GlobalViewArchivePermission|GlobalExportPermission|GlobalViewBookmarksPermission';
const ADVANCED_VIEWER_SET = `${VIEWER_SET}|GlobalManageBookmarksPermission|GlobalUserInputPermission|GlobalViewLogsPermission`;
const LIVE_VIEWER_SET = 'GlobalAccessAllMediaPermission';

describe('access roles', () => {
  it('are the reference roles, `none` removing a share, viewer by default', () => {
    expect([...CLOUD_ACCESS_ROLES]).toEqual([
      'owner',
      'cloudAdmin',
      'advancedViewer',
      'viewer',
      'liveViewer',
      'custom',
      'customRole',
      'disabled',
    ]);
    expect(SHARE_ROLES.at(-1)).toBe('none');
    expect(DEFAULT_SHARE_ROLE).toBe('viewer');
  });

  it('sort in the console order, unranked roles last', () => {
    expect([...ROLE_ORDER]).toEqual([
      'liveViewer',
      'viewer',
      'advancedViewer',
      'cloudAdmin',
      'administrator',
      'owner',
    ]);
    expect(['owner', 'custom', 'viewer', 'administrator', 'liveViewer'].sort(compareRoles)).toEqual([
      'liveViewer',
      'viewer',
      'administrator',
      'owner',
      'custom',
    ]);
  });

  it('count cloudadmin, owner and administrator as admin-level, in any case', () => {
    for (const role of ['cloudAdmin', 'cloudadmin', 'owner', 'administrator', 'Owner'])
      expect(isAdminRole(role), role).toBe(true);
    for (const role of ['advancedViewer', 'viewer', 'liveViewer', 'custom', 'customRole', 'disabled', 'none'])
      expect(isAdminRole(role), role).toBe(false);
  });
});

describe('what each role may do in the cloud', () => {
  const table: [
    CloudAccessRole,
    { share: boolean; rename: boolean; disconnect: boolean; transfer: boolean },
  ][] = [
    ['owner', { share: true, rename: true, disconnect: true, transfer: true }],
    ['cloudAdmin', { share: true, rename: true, disconnect: false, transfer: false }],
    ['advancedViewer', { share: false, rename: false, disconnect: false, transfer: false }],
    ['viewer', { share: false, rename: false, disconnect: false, transfer: false }],
    ['liveViewer', { share: false, rename: false, disconnect: false, transfer: false }],
    ['custom', { share: false, rename: false, disconnect: false, transfer: false }],
    ['customRole', { share: false, rename: false, disconnect: false, transfer: false }],
    ['disabled', { share: false, rename: false, disconnect: false, transfer: false }],
  ];

  it.each(table)('%s', (role, may) => {
    expect({
      share: canShare(role),
      rename: canRename(role),
      disconnect: canDisconnect(role),
      transfer: canTransfer(role),
    }).toEqual(may);
    expect(canToggleSystem2fa(role)).toBe(role === 'owner');
  });

  it('lets the owner grant all but owner, a cloud admin all below administrators, others nothing', () => {
    expect(grantableRoles('owner')).toEqual([
      'liveViewer',
      'viewer',
      'advancedViewer',
      'cloudAdmin',
      'custom',
      'customRole',
      'disabled',
    ]);
    expect(grantableRoles('cloudAdmin')).toEqual([
      'liveViewer',
      'viewer',
      'advancedViewer',
      'custom',
      'customRole',
      'disabled',
    ]);
    for (const role of [
      'advancedViewer',
      'viewer',
      'liveViewer',
      'custom',
      'customRole',
      'disabled',
    ] as const)
      expect(grantableRoles(role), role).toEqual([]);
    expect(sharingPermissionsOf('cloudAdmin')[0]).toEqual({ accessRole: 'liveViewer' });
  });

  it('decides share changes: self-removal for anyone, never the owner, admins not over admins', () => {
    const change = (
      callerRole: CloudAccessRole,
      currentRole: CloudAccessRole | null,
      newRole: (typeof SHARE_ROLES)[number],
      isSelf = false,
    ) => canChangeShare({ callerRole, currentRole, newRole, isSelf });
    expect(change('viewer', 'viewer', 'none', true)).toBe(true);
    expect(change('viewer', null, 'viewer')).toBe(false);
    expect(change('owner', 'owner', 'none', true)).toBe(false);
    expect(change('owner', null, 'owner')).toBe(false);
    expect(change('owner', 'viewer', 'cloudAdmin')).toBe(true);
    expect(change('owner', 'cloudAdmin', 'none')).toBe(true);
    expect(change('cloudAdmin', null, 'advancedViewer')).toBe(true);
    expect(change('cloudAdmin', 'viewer', 'none')).toBe(true);
    expect(change('cloudAdmin', null, 'cloudAdmin')).toBe(false);
    expect(change('cloudAdmin', 'cloudAdmin', 'viewer')).toBe(false);
    expect(change('cloudAdmin', 'owner', 'viewer')).toBe(false);
    expect(change('cloudAdmin', 'cloudAdmin', 'none', true)).toBe(true);
  });
});

describe('roles on the media server (media-server-api §5.3)', () => {
  it('give the preset permission strings', () => {
    expect(mediaServerGrantOf('owner')).toEqual({
      permissions: ADMIN_SET,
      userRoleId: '',
      isOwner: true,
      isEnabled: true,
    });
    expect(mediaServerGrantOf('cloudAdmin')?.permissions).toBe(ADMIN_SET);
    expect(mediaServerGrantOf('cloudAdmin')?.isOwner).toBe(false);
    const viewers = [
      ['advancedViewer', ADVANCED_VIEWER_SET],
      ['viewer', VIEWER_SET],
      ['liveViewer', LIVE_VIEWER_SET],
    ] as const;
    for (const [role, set] of viewers)
      expect(samePermissions(mediaServerGrantOf(role)?.permissions ?? '', set)).toBe(true);
  });

  it('carry custom permissions and custom roles, disable, or remove', () => {
    expect(mediaServerGrantOf('custom')?.permissions).toBe('NoGlobalPermissions');
    expect(
      mediaServerGrantOf('custom', {
        customPermissions: 'GlobalCustomUserPermission|GlobalViewLogsPermission',
      })?.permissions,
    ).toBe('GlobalCustomUserPermission|GlobalViewLogsPermission');
    expect(mediaServerGrantOf('customRole', { userRoleId: 'r1' })).toMatchObject({
      permissions: 'NoGlobalPermissions',
      userRoleId: 'r1',
    });
    expect(mediaServerGrantOf('disabled')).toMatchObject({ isEnabled: false });
    expect(mediaServerGrantOf('none')).toBeNull();
  });
});
