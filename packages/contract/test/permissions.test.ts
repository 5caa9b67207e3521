import { describe, expect, it } from 'vitest';
import {
  ACCESS_ROLES,
  accessibleResourceIds,
  accessRoleOf,
  effectivePermissions,
  formatPermissions,
  hasPermission,
  isAdmin,
  isValidPermissionsText,
  NULL_ID,
  PERMISSION_FLAGS,
  PERMISSION_PRESETS,
  type PermissionSubject,
  PREDEFINED_ROLES,
  parsePermissions,
  predefinedRoleById,
  samePermissions,
} from '../src/index.ts';

const VIEWER =
  'GlobalAccessAllMediaPermission|GlobalViewArchivePermission|GlobalExportPermission|GlobalViewBookmarksPermission';
const ADMIN =
  'GlobalAdminPermission|GlobalEditCamerasPermission|GlobalControlVideoWallPermission|GlobalViewLogsPermission|GlobalViewArchivePermission|GlobalExportPermission|GlobalViewBookmarksPermission|GlobalManageBookmarksPermission|GlobalUserInputPermission|GlobalAccessAllMediaPermission';

function subject(fields: Partial<PermissionSubject> = {}): PermissionSubject {
  return {
    id: '5a1e0000-0000-4000-8000-000000000010',
    name: 'u',
    type: 'local',
    isOwner: false,
    isEnabled: true,
    permissions: 'NoGlobalPermissions',
    userRoleId: NULL_ID,
    ...fields,
  };
}

describe('permission presets (§5.3)', () => {
  it('match the exact strings clients send, order aside', () => {
    expect(samePermissions(PERMISSION_PRESETS.liveViewer, 'GlobalAccessAllMediaPermission')).toBe(true);
    expect(samePermissions(PERMISSION_PRESETS.viewer, VIEWER)).toBe(true);
    expect(
      samePermissions(
        PERMISSION_PRESETS.advancedViewer,
        `${VIEWER}|GlobalManageBookmarksPermission|GlobalUserInputPermission|GlobalViewLogsPermission`,
      ),
    ).toBe(true);
    expect(samePermissions(PERMISSION_PRESETS.administrator, ADMIN)).toBe(true);
    expect(PERMISSION_PRESETS.owner).toBe(PERMISSION_PRESETS.administrator);
    expect(parsePermissions(PERMISSION_PRESETS.owner).has('GlobalCustomUserPermission')).toBe(false);
  });

  it('has every flag of §5.3 and the Viewer default role', () => {
    expect(PERMISSION_FLAGS).toHaveLength(11);
  });
});

describe('predefined roles (§5.2)', () => {
  it('have the 5.1 ids in order', () => {
    expect(PREDEFINED_ROLES.map((r) => [r.name, r.id, r.isOwner])).toEqual([
      ['Owner', '00000000-0000-0000-0000-100000000000', true],
      ['Administrator', '00000000-0000-0000-0000-100000000001', false],
      ['Advanced Viewer', '00000000-0000-0000-0000-100000000002', false],
      ['Viewer', '00000000-0000-0000-0000-100000000003', false],
      ['Live Viewer', '00000000-0000-0000-0000-100000000004', false],
    ]);
  });

  it('are found by id with braces and in any case', () => {
    expect(predefinedRoleById('{00000000-0000-0000-0000-100000000003}')?.name).toBe('Viewer');
    expect(predefinedRoleById(NULL_ID)).toBeUndefined();
    expect(predefinedRoleById(undefined)).toBeUndefined();
  });
});

describe('parse / format', () => {
  it('treats none, "" and NoGlobalPermissions as nothing', () => {
    for (const text of ['', 'none', 'NoGlobalPermissions']) {
      expect(parsePermissions(text).size).toBe(0);
      expect(isValidPermissionsText(text)).toBe(true);
    }
    expect(formatPermissions([])).toBe('NoGlobalPermissions');
  });

  it('formats in flag order and refuses unknown names', () => {
    expect(formatPermissions(['GlobalExportPermission', 'GlobalAdminPermission'])).toBe(
      'GlobalAdminPermission|GlobalExportPermission',
    );
    expect(isValidPermissionsText('GlobalAdminPermission|NoSuchPermission')).toBe(false);
    expect(isValidPermissionsText(VIEWER)).toBe(true);
  });
});

describe('effectivePermissions', () => {
  const customRole = { id: '5a1e0000-0000-4000-8000-000000000001', permissions: 'GlobalViewLogsPermission' };

  it('gives owners the admin set whatever is stored', () => {
    expect(isAdmin(effectivePermissions(subject({ isOwner: true, permissions: '' })))).toBe(true);
  });

  it('takes a predefined role over the own field', () => {
    const perms = effectivePermissions(
      subject({ userRoleId: '00000000-0000-0000-0000-100000000004', permissions: ADMIN }),
    );
    expect([...perms]).toEqual(['GlobalAccessAllMediaPermission']);
  });

  it('takes a custom role over the own field, and the own field without a role', () => {
    expect([
      ...effectivePermissions(subject({ userRoleId: customRole.id, permissions: ADMIN }), [customRole]),
    ]).toEqual(['GlobalViewLogsPermission']);
    expect([...effectivePermissions(subject({ permissions: 'GlobalExportPermission' }))]).toEqual([
      'GlobalExportPermission',
    ]);
  });

  it('admins hold every named permission implicitly', () => {
    const admin = effectivePermissions(subject({ permissions: 'GlobalAdminPermission' }));
    expect(hasPermission(admin, 'GlobalEditCamerasPermission')).toBe(true);
    expect(
      hasPermission(effectivePermissions(subject({ permissions: VIEWER })), 'GlobalEditCamerasPermission'),
    ).toBe(false);
  });
});

describe('accessibleResourceIds', () => {
  it('is null (everything) with all-media access', () => {
    expect(accessibleResourceIds(subject({ permissions: VIEWER }))).toBeNull();
  });

  it('joins the user’s and its custom role’s lists otherwise', () => {
    const role = { id: '5a1e0000-0000-4000-8000-000000000001', permissions: '', accessibleResources: ['r2'] };
    const ids = accessibleResourceIds(
      subject({
        permissions: 'GlobalCustomUserPermission',
        userRoleId: role.id,
        accessibleResources: ['r1'],
      }),
      [role],
    );
    expect([...(ids ?? [])].sort()).toEqual(['r1', 'r2']);
  });
});

describe('accessRoleOf and role order (spec 000 §6)', () => {
  it('names each kind of user', () => {
    const role = { id: '5a1e0000-0000-4000-8000-000000000001', permissions: VIEWER };
    expect(accessRoleOf(subject({ isEnabled: false, isOwner: true }))).toBe('disabled');
    expect(accessRoleOf(subject({ isOwner: true }))).toBe('owner');
    expect(accessRoleOf(subject({ userRoleId: '00000000-0000-0000-0000-100000000001' }))).toBe('cloudAdmin');
    expect(accessRoleOf(subject({ permissions: ADMIN }))).toBe('cloudAdmin');
    expect(accessRoleOf(subject({ userRoleId: '00000000-0000-0000-0000-100000000002' }))).toBe(
      'advancedViewer',
    );
    expect(accessRoleOf(subject({ permissions: VIEWER }))).toBe('viewer');
    expect(accessRoleOf(subject({ permissions: 'GlobalAccessAllMediaPermission' }))).toBe('liveViewer');
    expect(accessRoleOf(subject({ userRoleId: role.id }), [role])).toBe('customRole');
    expect(accessRoleOf(subject({ permissions: 'GlobalCustomUserPermission' }))).toBe('custom');
    expect(ACCESS_ROLES).toContain('customRole');
  });
});
