import { describe, expect, it } from 'vitest';
import { NULL_ID, PERMISSION_PRESETS, PREDEFINED_ROLES } from '../src/index.ts';
import {
  canDeleteUser,
  canEditUser,
  checkUserChange,
  checkUserCreate,
  checkUserDelete,
  type RuleUser,
} from '../src/mediaserver/index.ts';

const roleId = (key: string) => PREDEFINED_ROLES.find((r) => r.key === key)!.id;
const CUSTOM_ADMIN_ROLE = {
  id: '5a1e0000-0000-4000-8000-000000000001',
  permissions: PERMISSION_PRESETS.administrator,
};
const CUSTOM_VIEW_ROLE = {
  id: '5a1e0000-0000-4000-8000-000000000002',
  permissions: PERMISSION_PRESETS.viewer,
};
const ROLES = [CUSTOM_ADMIN_ROLE, CUSTOM_VIEW_ROLE];

function user(id: string, fields: Partial<RuleUser> = {}): RuleUser {
  return {
    id,
    name: id,
    type: 'local',
    isOwner: false,
    isEnabled: true,
    permissions: 'NoGlobalPermissions',
    userRoleId: NULL_ID,
    accessibleResources: [],
    email: '',
    ...fields,
  };
}

const owner = user('owner', { isOwner: true, permissions: PERMISSION_PRESETS.owner });
const cloudOwner = user('cloud-owner', { type: 'cloud', isOwner: true, email: 'boss@example.com' });
const administrator = user('administrator', {
  permissions: PERMISSION_PRESETS.administrator,
  email: 'adm@example.com',
});
const roleAdmin = user('role-admin', { userRoleId: roleId('administrator') });
const customRoleAdmin = user('custom-role-admin', { userRoleId: CUSTOM_ADMIN_ROLE.id });
const advancedViewer = user('advanced', { userRoleId: roleId('advancedViewer') });
const viewer = user('viewer', { permissions: PERMISSION_PRESETS.viewer });
const liveViewer = user('live', { permissions: PERMISSION_PRESETS.liveViewer });
const custom = user('custom', { permissions: 'GlobalCustomUserPermission' });

describe('checkUserCreate', () => {
  it('lets owners create admins and non-admins', () => {
    expect(checkUserCreate(owner, { name: 'a', permissions: PERMISSION_PRESETS.administrator })).toBeNull();
    expect(checkUserCreate(owner, { name: 'v', permissions: PERMISSION_PRESETS.viewer })).toBeNull();
    expect(checkUserCreate(cloudOwner, { name: 'a', userRoleId: roleId('administrator') })).toBeNull();
  });

  it('lets an Administrator create only non-admin users', () => {
    expect(checkUserCreate(administrator, { name: 'v', permissions: PERMISSION_PRESETS.viewer })).toBeNull();
    expect(checkUserCreate(administrator, { name: 'a', permissions: PERMISSION_PRESETS.administrator })).toBe(
      'cantEditAdmin',
    );
    expect(checkUserCreate(administrator, { name: 'a', userRoleId: roleId('administrator') })).toBe(
      'cantEditAdmin',
    );
    expect(checkUserCreate(administrator, { name: 'a', userRoleId: roleId('owner') })).toBe('cantEditAdmin');
    expect(checkUserCreate(administrator, { name: 'a', userRoleId: CUSTOM_ADMIN_ROLE.id }, ROLES)).toBe(
      'cantEditAdmin',
    );
    expect(checkUserCreate(roleAdmin, { name: 'v', userRoleId: CUSTOM_VIEW_ROLE.id }, ROLES)).toBeNull();
    expect(checkUserCreate(customRoleAdmin, { name: 'v' }, ROLES)).toBeNull();
  });

  it('refuses non-admins', () => {
    for (const actor of [advancedViewer, viewer, liveViewer, custom])
      expect(checkUserCreate(actor, { name: 'x' }, ROLES)).toBe('forbidden');
    expect(checkUserCreate(customRoleAdmin, { name: 'x' })).toBe('forbidden'); // role unknown → no admin
  });

  it('never creates owners', () => {
    expect(checkUserCreate(owner, { name: 'o', isOwner: true })).toBe('cantEditOwner');
  });

  it('refuses a cloud user with the actor’s own e-mail (cantAddYourOwnEmail)', () => {
    expect(
      checkUserCreate(cloudOwner, { name: 'BOSS@example.com', type: 'cloud', email: 'BOSS@example.com' }),
    ).toBe('cantAddYourOwnEmail');
    expect(checkUserCreate(administrator, { type: 'cloud', email: 'adm@example.com' })).toBe(
      'cantAddYourOwnEmail',
    );
    expect(checkUserCreate(administrator, { type: 'local', email: 'adm@example.com' })).toBeNull();
    expect(checkUserCreate(cloudOwner, { type: 'cloud', email: 'other@example.com' })).toBeNull();
  });
});

describe('checkUserChange', () => {
  it('lets a user change its own name, password, full name and e-mail', () => {
    expect(
      checkUserChange(viewer, viewer, { fullName: 'V', password: 'x', name: 'v2', email: 'v@x.io' }),
    ).toBeNull();
    expect(checkUserChange(administrator, administrator, { password: 'x' })).toBeNull();
  });

  it('refuses changing own permissions, role or isEnabled (cantEditOwnPermissions)', () => {
    expect(checkUserChange(viewer, viewer, { permissions: PERMISSION_PRESETS.administrator })).toBe(
      'cantEditOwnPermissions',
    );
    expect(checkUserChange(viewer, viewer, { userRoleId: roleId('administrator') })).toBe(
      'cantEditOwnPermissions',
    );
    expect(checkUserChange(viewer, viewer, { isEnabled: false })).toBe('cantEditOwnPermissions');
    expect(checkUserChange(owner, owner, { permissions: PERMISSION_PRESETS.viewer })).toBe(
      'cantEditOwnPermissions',
    );
    expect(checkUserChange(administrator, administrator, { userRoleId: roleId('viewer') })).toBe(
      'cantEditOwnPermissions',
    );
  });

  it('accepts unchanged values sent back (order and spelling of permissions do not matter)', () => {
    const reordered = PERMISSION_PRESETS.viewer.split('|').reverse().join('|');
    expect(
      checkUserChange(viewer, viewer, { permissions: reordered, isEnabled: true, userRoleId: '' }),
    ).toBeNull();
    expect(checkUserChange(custom, custom, { accessibleResources: [] })).toBeNull();
  });

  it('refuses non-admins editing others', () => {
    for (const actor of [advancedViewer, viewer, liveViewer, custom])
      expect(
        checkUserChange(actor, liveViewer.id === actor.id ? viewer : liveViewer, { fullName: 'x' }),
      ).toBe('forbidden');
  });

  it('lets an Administrator edit non-admins but not admins or owners (cantEditAdmin)', () => {
    expect(checkUserChange(administrator, viewer, { permissions: PERMISSION_PRESETS.liveViewer })).toBeNull();
    expect(checkUserChange(administrator, viewer, { isEnabled: false })).toBeNull();
    expect(checkUserChange(administrator, roleAdmin, { fullName: 'x' })).toBe('cantEditAdmin');
    expect(checkUserChange(administrator, customRoleAdmin, { fullName: 'x' }, ROLES)).toBe('cantEditAdmin');
    expect(checkUserChange(administrator, owner, { fullName: 'x' })).toBe('cantEditAdmin');
  });

  it('refuses an Administrator promoting a user to admin', () => {
    expect(checkUserChange(administrator, viewer, { permissions: PERMISSION_PRESETS.administrator })).toBe(
      'cantEditAdmin',
    );
    expect(checkUserChange(administrator, viewer, { userRoleId: roleId('administrator') })).toBe(
      'cantEditAdmin',
    );
    expect(checkUserChange(administrator, viewer, { userRoleId: CUSTOM_ADMIN_ROLE.id }, ROLES)).toBe(
      'cantEditAdmin',
    );
    expect(checkUserChange(owner, viewer, { permissions: PERMISSION_PRESETS.administrator })).toBeNull();
  });

  it('lets owners edit admins', () => {
    expect(checkUserChange(owner, administrator, { permissions: PERMISSION_PRESETS.viewer })).toBeNull();
    expect(checkUserChange(cloudOwner, roleAdmin, { isEnabled: false })).toBeNull();
  });

  it("never changes an owner's isOwner, permissions or enabled state (cantEditOwner)", () => {
    expect(checkUserChange(cloudOwner, owner, { permissions: PERMISSION_PRESETS.viewer })).toBe(
      'cantEditOwner',
    );
    expect(checkUserChange(cloudOwner, owner, { userRoleId: roleId('viewer') })).toBe('cantEditOwner');
    expect(checkUserChange(cloudOwner, owner, { isOwner: false })).toBe('cantEditOwner');
    // Another owner (the local admin of a bound system) does not disable the cloud's owner either.
    expect(checkUserChange(owner, cloudOwner, { isEnabled: false })).toBe('cantEditOwner');
    expect(checkUserChange(owner, viewer, { isOwner: true })).toBe('cantEditOwner');
    expect(checkUserChange(owner, owner, { isOwner: true, password: 'x' })).toBeNull();
  });

  it('keeps access rights for admins (cantEditAccessRights)', () => {
    expect(
      checkUserChange(custom, custom, { accessibleResources: ['5a1e0000-0000-4000-8000-0000000000aa'] }),
    ).toBe('cantEditAccessRights');
    expect(
      checkUserChange(administrator, custom, {
        accessibleResources: ['5a1e0000-0000-4000-8000-0000000000aa'],
      }),
    ).toBeNull();
  });

  it('refuses giving another cloud user the actor’s own e-mail', () => {
    const cloudUser = user('cu', { type: 'cloud', email: 'cu@example.com' });
    expect(checkUserChange(cloudOwner, cloudUser, { email: 'boss@example.com' })).toBe('cantAddYourOwnEmail');
  });
});

describe('checkUserDelete', () => {
  it('never deletes an owner (cantDeleteOwner)', () => {
    expect(checkUserDelete(cloudOwner, owner)).toBe('cantDeleteOwner');
    expect(checkUserDelete(owner, owner)).toBe('cantDeleteOwner');
    expect(checkUserDelete(administrator, cloudOwner)).toBe('cantDeleteOwner');
  });

  it('lets owners delete admins and Administrators only non-admins', () => {
    expect(checkUserDelete(owner, administrator)).toBeNull();
    expect(checkUserDelete(administrator, viewer)).toBeNull();
    expect(checkUserDelete(administrator, roleAdmin)).toBe('cantEditAdmin');
    expect(checkUserDelete(administrator, administrator)).toBe('cantEditAdmin');
  });

  it('refuses non-admins', () => {
    for (const actor of [advancedViewer, viewer, liveViewer, custom])
      expect(checkUserDelete(actor, liveViewer)).toBe('forbidden');
  });
});

describe('canEditUser / canDeleteUser (console)', () => {
  it('offers no editing of me, the local owner or the cloud owner', () => {
    expect(canEditUser(owner, owner)).toBe(false);
    expect(canEditUser(cloudOwner, owner)).toBe(false);
    expect(canEditUser(owner, cloudOwner)).toBe(false);
    expect(canEditUser(administrator, administrator)).toBe(false);
  });

  it('offers admins for editing only to owners', () => {
    expect(canEditUser(owner, administrator)).toBe(true);
    expect(canEditUser(administrator, roleAdmin)).toBe(false);
    expect(canEditUser(administrator, viewer)).toBe(true);
    expect(canEditUser(viewer, liveViewer)).toBe(false);
  });

  it('offers deleting per checkUserDelete, never oneself', () => {
    expect(canDeleteUser(owner, administrator)).toBe(true);
    expect(canDeleteUser(owner, owner)).toBe(false);
    expect(canDeleteUser(administrator, viewer)).toBe(true);
    expect(canDeleteUser(administrator, administrator)).toBe(false);
    expect(canDeleteUser(viewer, liveViewer)).toBe(false);
  });
});
