import { PERMISSION_PRESETS, PREDEFINED_ROLES } from '@argus/contract';
import type { UserModel } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../../test/fake-media-server.tsx';
import { indexUsers, searchUsers } from './user-search.ts';

function user(name: string, extra: Partial<UserModel> = {}): UserModel {
  return {
    ...ADMIN_USER,
    id: `00000000-0000-4000-8000-${name
      .padStart(12, '0')
      .slice(-12)
      .replace(/[^0-9a-f]/g, 'a')}`,
    name,
    fullName: '',
    email: '',
    isOwner: false,
    userRoleId: PREDEFINED_ROLES[3]!.id,
    permissions: PERMISSION_PRESETS.viewer,
    ...extra,
  };
}

const label = (u: UserModel) => (u.isOwner ? 'Owner' : 'Viewer');

describe('user index', () => {
  const owner = { ...ADMIN_USER, name: 'zed' };
  const index = indexUsers(
    [
      user('bob', { fullName: 'Robert Meyer' }),
      owner,
      user('Alice', { email: 'alice@Example.com' }),
      user('carl'),
    ],
    label,
  );

  it('lists the owner first, then by login ignoring case', () => {
    expect(index.listed.map((e) => e.user.name)).toEqual(['zed', 'Alice', 'bob', 'carl']);
    expect(index.listed[1]?.roleLabel).toBe('Viewer');
  });

  it('matches login, full name, e-mail and role label, ignoring case and outer spaces', () => {
    const names = (q: string) => searchUsers(index, q).map((e) => e.user.name);
    expect(names('  ALI ')).toEqual(['Alice']);
    expect(names('meyer')).toEqual(['bob']);
    expect(names('example.com')).toEqual(['Alice']);
    expect(names('owner')).toEqual(['zed']);
    expect(names('nobody')).toEqual([]);
    expect(searchUsers(index, '  ')).toBe(index.listed);
  });

  it('does not match across fields', () => {
    expect(searchUsers(index, 'bob robert')).toEqual([]);
  });

  it('finds a user by id (braces, any case) or by login (any case)', () => {
    const bob = index.listed[2]!.user;
    expect(index.find(`{${bob.id.toUpperCase()}}`)).toBe(bob);
    expect(index.find('BOB')).toBe(bob);
    expect(index.find('nobody')).toBeUndefined();
  });
});
