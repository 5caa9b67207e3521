import { PERMISSION_PRESETS, type RoleGrant } from '@argus/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownSession, userWithRole } from '../../../test/media-server-fixtures.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { createOriginClient } from '../../app/clients/origin-client.ts';
import { fetchCurrentUser } from './auth.api.ts';
import { permissionsOf } from './usePermissions.ts';

const ADMIN_ROLE: RoleGrant = {
  id: '5e0c57a1-6a44-4a3e-8a3d-1b0e0c1d2e3f',
  permissions: PERMISSION_PRESETS.administrator,
};
/** Its own permissions grant nothing; its custom role makes it an administrator. */
const member = userWithRole('viewer', {
  name: 'member',
  userRoleId: ADMIN_ROLE.id,
  permissions: 'NoGlobalPermissions',
});
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('current user', () => {
  it('reads the access the server sends with the own session, custom roles included', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/rest/v1/login/sessions/current')
        ? jsonResponse(200, ownSession(member, [ADMIN_ROLE]))
        : jsonResponse(200, member),
    );
    const current = await fetchCurrentUser(createOriginClient());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/rest/v1/login/sessions/current',
      '/rest/v1/users/member?_keepDefault=true',
    ]);
    expect(current?.user).toEqual(member);
    expect(current?.access?.accessRole).toBe('customRole');
    const { can } = permissionsOf(current ?? null);
    expect(can('administer')).toBe(true);
    expect(can('own')).toBe(false);
  });

  it('is nobody without a session', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: '12', errorId: 'unauthorized' }));
    await expect(fetchCurrentUser(createOriginClient())).resolves.toBeNull();
  });

  it('permits nothing when the server sent no access', () => {
    const { can } = permissionsOf({ user: userWithRole('owner'), access: null });
    expect(can('administer')).toBe(false);
    expect(can('own')).toBe(false);
  });
});
