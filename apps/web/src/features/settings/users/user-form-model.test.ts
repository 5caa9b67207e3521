import { NULL_ID, PERMISSION_PRESETS, PREDEFINED_ROLES } from '@argus/contract';
import type { UserModel } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import {
  CUSTOM_ROLE,
  changePayload,
  createPayload,
  limitsAccess,
  newUserValues,
  userValues,
  validateUser,
} from './user-form-model.ts';

const VIEWER_ID = PREDEFINED_ROLES.find((r) => r.key === 'viewer')!.id;

const admin: UserModel = {
  id: '99cbc715-539b-4bfe-856f-799b45b69b1e',
  name: 'admin',
  type: 'local',
  fullName: '',
  email: '',
  isOwner: true,
  permissions: PERMISSION_PRESETS.owner,
  accessibleResources: [],
  isEnabled: true,
  isHttpDigestEnabled: false,
  userRoleId: NULL_ID,
};
const alice: UserModel = {
  ...admin,
  id: '11111111-1111-4111-8111-111111111111',
  name: 'alice',
  isOwner: false,
  permissions: PERMISSION_PRESETS.viewer,
  userRoleId: VIEWER_ID,
  isHttpDigestEnabled: true,
};

describe('user form rules', () => {
  it('new users default to the Viewer role, enabled, without digest', () => {
    expect(newUserValues()).toMatchObject({ role: VIEWER_ID, isEnabled: true, isHttpDigestEnabled: false });
  });

  it('requires a name and a valid, confirmed password for a new user', () => {
    const errors = validateUser({ ...newUserValues(), password: 'short' }, null);
    expect(errors.name).toBe('errors.nameRequired');
    expect(errors.password).toBe('errors.password.tooShort');
    const mismatch = validateUser(
      { ...newUserValues(), name: 'x', password: 'Str0ng-pass', confirmPassword: 'other' },
      null,
    );
    expect(mismatch).toEqual({ confirmPassword: 'errors.passwordsDiffer' });
    expect(validateUser({ ...newUserValues(), name: 'x', email: 'bad@', password: '' }, null)).toMatchObject({
      email: 'errors.email.invalidFormat',
      password: 'errors.password.required',
    });
  });

  it('renaming a digest user requires the password; other edits do not', () => {
    const values = userValues(alice, []);
    expect(validateUser(values, alice)).toEqual({});
    expect(validateUser({ ...values, name: 'alice2' }, alice)).toEqual({
      password: 'errors.passwordForRename',
    });
    expect(
      validateUser(
        { ...values, name: 'alice2', password: 'N3w-passw0rd', confirmPassword: 'N3w-passw0rd' },
        alice,
      ),
    ).toEqual({});
  });

  it('custom permissions go with the null role id and GlobalCustomUserPermission', () => {
    const body = createPayload(
      {
        ...newUserValues(),
        name: 'carol',
        password: 'Str0ng-pass',
        role: CUSTOM_ROLE,
        permissions: ['GlobalViewArchivePermission'],
      },
      [],
    );
    expect(body).toMatchObject({
      type: 'local',
      name: 'carol',
      userRoleId: NULL_ID,
      permissions: 'GlobalViewArchivePermission|GlobalCustomUserPermission',
    });
  });

  it('a new cloud user is its e-mail: the login, no password, no digest', () => {
    const cloud = { ...newUserValues(), type: 'cloud' as const };
    expect(validateUser(cloud, null)).toEqual({ email: 'errors.emailRequired' });
    expect(validateUser({ ...cloud, email: 'bad@' }, null)).toMatchObject({ email: expect.any(String) });
    expect(validateUser({ ...cloud, email: 'erin@example.com' }, null)).toEqual({});
    const body = createPayload({ ...cloud, email: ' erin@example.com ', password: 'ignored' }, []);
    expect(body).toEqual({
      type: 'cloud',
      name: 'erin@example.com',
      email: 'erin@example.com',
      fullName: '',
      isEnabled: true,
      userRoleId: VIEWER_ID,
      permissions: PERMISSION_PRESETS.viewer,
    });
  });

  it('a predefined role sends its id and preset permissions', () => {
    const body = createPayload({ ...newUserValues(), name: 'dave', password: 'Str0ng-pass' }, []);
    expect(body).toMatchObject({ userRoleId: VIEWER_ID, permissions: PERMISSION_PRESETS.viewer });
  });

  it('sends only what changed; the local owner never sends name or permissions', () => {
    expect(changePayload(alice, { ...userValues(alice, []), fullName: 'Alice A' }, [])).toEqual({
      fullName: 'Alice A',
    });
    const ownerChange = changePayload(
      admin,
      { ...userValues(admin, []), name: 'root', email: 'o@example.com' },
      [],
    );
    expect(ownerChange).toEqual({ email: 'o@example.com' });
    expect(ownerChange).not.toHaveProperty('permissions');
  });

  it('offers and saves an access list only where the role does not give all cameras', () => {
    const camera = '22222222-2222-4222-8222-222222222222';
    const custom = { ...newUserValues(), role: CUSTOM_ROLE, permissions: [] };
    expect(limitsAccess(custom, [])).toBe(true);
    expect(limitsAccess({ ...custom, permissions: ['GlobalAccessAllMediaPermission'] }, [])).toBe(false);
    expect(limitsAccess(newUserValues(), [])).toBe(false);
    const role = {
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Guards',
      permissions: 'GlobalViewArchivePermission',
    };
    expect(limitsAccess({ ...custom, role: role.id }, [role as never])).toBe(true);

    const values = { ...custom, name: 'bob', password: 'Secret-123', accessibleResources: [`{${camera}}`] };
    expect(createPayload(values, []).accessibleResources).toEqual([camera]);
    expect(createPayload({ ...values, role: VIEWER_ID }, [])).not.toHaveProperty('accessibleResources');

    const limited = { ...alice, userRoleId: NULL_ID, permissions: 'GlobalCustomUserPermission' };
    expect(changePayload(limited, userValues(limited, []), [])).toEqual({});
    expect(changePayload(limited, { ...userValues(limited, []), accessibleResources: [camera] }, [])).toEqual(
      {
        accessibleResources: [camera],
      },
    );
  });
});
