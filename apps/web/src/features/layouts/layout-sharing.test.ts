import { PREDEFINED_ROLES } from '@argus/contract';
import type { UserModel, UserRoleModel } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { accessChanges, givenKeys, shareTargets } from './layout-sharing.ts';

const LAYOUT = '99999999-9999-4999-8999-999999999999';
const NULL_ROLE = '00000000-0000-0000-0000-000000000000';
const viewerRole = PREDEFINED_ROLES.find((r) => r.key === 'viewer')!.id;

const user = (id: string, name: string, extra: Partial<UserModel> = {}): UserModel =>
  ({
    id,
    name,
    isOwner: false,
    isEnabled: true,
    permissions: 'NoGlobalPermissions',
    accessibleResources: [],
    userRoleId: NULL_ROLE,
    ...extra,
  }) as UserModel;

const role = (
  id: string,
  name: string,
  permissions: string,
  accessibleResources: string[] = [],
): UserRoleModel => ({
  id,
  name,
  description: '',
  permissions,
  accessibleResources,
});

describe('layout sharing', () => {
  const users = [
    user('u1', 'zoe', { accessibleResources: [LAYOUT] }),
    user('u2', 'adam'),
    user('u3', 'viewer', { userRoleId: viewerRole }),
    user('u4', 'owner', { isOwner: true }),
    user('u5', 'off', { isEnabled: false }),
  ];
  const roles = [
    role('r1', 'Guards', 'NoGlobalPermissions'),
    role('r2', 'Everything', 'GlobalAccessAllMediaPermission'),
  ];

  it('offers the users and custom roles without all-media access, by name', () => {
    const targets = shareTargets(users, roles);
    expect(targets.map((t) => `${t.kind}:${t.name}`)).toEqual(['user:adam', 'user:zoe', 'role:Guards']);
    expect(givenKeys(targets, LAYOUT)).toEqual(['user:u1']);
  });

  it('adds the layout to the chosen lists and takes it out of the others', () => {
    const targets = shareTargets(users, roles);
    expect(accessChanges(targets, new Set(['user:u1', 'role:r1']), LAYOUT)).toEqual([
      { kind: 'role', id: 'r1', accessibleResources: [LAYOUT] },
    ]);
    expect(accessChanges(targets, new Set(), LAYOUT)).toEqual([
      { kind: 'user', id: 'u1', accessibleResources: [] },
    ]);
    expect(accessChanges(targets, new Set(['user:u1']), LAYOUT)).toEqual([]);
  });
});
