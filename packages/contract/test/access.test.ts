import { describe, expect, it } from 'vitest';
import { NULL_ID, PREDEFINED_ROLES } from '../src/index.ts';
import { type CallerAccess, callerAccessOf, can } from '../src/mediaserver/index.ts';
import {
  ACCESS_MATRIX,
  MATRIX_CAMERAS,
  MATRIX_RESOURCES,
  MATRIX_ROLES,
  MATRIX_SUBJECTS,
  type MatrixSubject,
  matrixResource,
} from '../testing/index.ts';

const ROLES = Object.values(MATRIX_ROLES);

function accessOf(subject: MatrixSubject): CallerAccess {
  const base = {
    id: `user-${subject.key}`,
    name: subject.key,
    type: 'local' as const,
    isOwner: false,
    isEnabled: true,
  };
  const role = subject.role;
  if ('predefined' in role) {
    const r = PREDEFINED_ROLES.find((p) => p.key === role.predefined)!;
    return callerAccessOf({ ...base, permissions: r.permissions, userRoleId: r.id }, ROLES);
  }
  if ('custom' in role) {
    return callerAccessOf(
      { ...base, permissions: 'NoGlobalPermissions', userRoleId: MATRIX_ROLES[role.custom].id },
      ROLES,
    );
  }
  return callerAccessOf(
    {
      ...base,
      permissions: role.permissions,
      userRoleId: NULL_ID,
      accessibleResources: role.accessibleResources,
    },
    ROLES,
  );
}

describe('can(): one answer to who may do what', () => {
  for (const subject of MATRIX_SUBJECTS) {
    const row = ACCESS_MATRIX[subject.key]!;
    const access = accessOf(subject);
    it(`${subject.key}: administer ${row.administer}`, () => {
      expect(can(access, 'administer')).toBe(row.administer);
    });
    it(`${subject.key}: storages ${row.storages}, view logs ${row.viewLogs}`, () => {
      expect(can(access, 'administer')).toBe(row.storages);
      expect(can(access, 'viewLogs')).toBe(row.viewLogs);
    });
    for (const resource of MATRIX_RESOURCES) {
      it(`${subject.key}: view ${resource} ${row.view[resource]}, edit ${row.edit[resource]}`, () => {
        const ref = matrixResource(resource, access.userId);
        expect(can(access, 'view', ref)).toBe(row.view[resource]);
        expect(can(access, 'edit', ref)).toBe(row.edit[resource]);
        expect(can(access, 'delete', ref)).toBe(row.edit[resource]);
      });
    }
    for (const camera of MATRIX_CAMERAS) {
      it(`${subject.key}: archive of ${camera} ${row.viewArchive[camera]}, export ${row.export[camera]}`, () => {
        const ref = matrixResource(camera, access.userId);
        expect(can(access, 'viewArchive', ref)).toBe(row.viewArchive[camera]);
        expect(can(access, 'export', ref)).toBe(row.export[camera]);
      });
    }
  }

  it('counts the permissions a custom role grants (a custom-role admin is an admin)', () => {
    const access = accessOf({ key: 'x', role: { custom: 'adminRole' } });
    expect(access.accessRole).toBe('customRole');
    expect(access.permissions).toContain('GlobalAdminPermission');
    expect(access.accessibleResources).toBeNull();
  });

  it('gives owners the owner-only actions, and nobody anything without an answer', () => {
    const owner = callerAccessOf(
      {
        id: 'o',
        name: 'admin',
        type: 'local',
        isOwner: true,
        isEnabled: true,
        permissions: '',
        userRoleId: NULL_ID,
      },
      [],
    );
    expect(can(owner, 'own')).toBe(true);
    expect(can(accessOf(MATRIX_SUBJECTS[0]!), 'own')).toBe(false);
    expect(can(null, 'administer')).toBe(false);
  });

  it('gates archive and export of a camera on its permissions and the access list', () => {
    const viewer = accessOf({ key: 'v', role: { predefined: 'viewer' } });
    const live = accessOf({ key: 'l', role: { predefined: 'liveViewer' } });
    const camera = { type: 'camera' as const, id: 'c1' };
    expect(can(viewer, 'viewArchive', camera)).toBe(true);
    expect(can(viewer, 'export', camera)).toBe(true);
    expect(can(viewer, 'edit', camera)).toBe(false);
    expect(can(live, 'view', camera)).toBe(true);
    expect(can(live, 'viewArchive', camera)).toBe(false);
    const listed = accessOf({
      key: 'c',
      role: { permissions: 'GlobalViewArchivePermission', accessibleResources: ['c2'] },
    });
    expect(can(listed, 'view', camera)).toBe(false);
    expect(can(listed, 'viewArchive', { type: 'camera', id: 'c2' })).toBe(true);
  });

  it('gates viewing and managing bookmarks on their permissions (spec 000 §6)', () => {
    const of = (role: 'advancedViewer' | 'viewer' | 'liveViewer') =>
      accessOf({ key: role, role: { predefined: role } });
    expect(
      [of('advancedViewer'), of('viewer'), of('liveViewer')].map((a) => can(a, 'viewBookmarks')),
    ).toEqual([true, true, false]);
    expect(
      [of('advancedViewer'), of('viewer'), of('liveViewer')].map((a) => can(a, 'manageBookmarks')),
    ).toEqual([true, false, false]);
  });

  it('gates PTZ on the user input permission: Advanced Viewer and up (spec 000 §6)', () => {
    const of = (role: 'advancedViewer' | 'viewer' | 'liveViewer') =>
      accessOf({ key: role, role: { predefined: role } });
    expect([of('advancedViewer'), of('viewer'), of('liveViewer')].map((a) => can(a, 'userInput'))).toEqual([
      true,
      false,
      false,
    ]);
  });
});
