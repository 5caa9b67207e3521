import { NULL_ID, PERMISSION_PRESETS, type RoleGrant } from '@argus/contract';
import type { UserModel } from '@argus/contract/mediaserver';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_ROLES_UNDER_TEST,
  PAGES_BY_ROLE,
  type RoleUnderTest,
  SETTINGS_PAGES,
} from '../../../test/access-matrix.ts';
import { currentUser, userWithRole } from '../../../test/media-server-fixtures.ts';
import { renderWithProviders, setCurrentUser } from '../../../test/render.tsx';
import type { CurrentUser } from '../../features/auth/auth.api.ts';
import SettingsTabGuard from './SettingsTabGuard.tsx';

const ADMIN_ROLE: RoleGrant = {
  id: '5e0c57a1-6a44-4a3e-8a3d-1b0e0c1d2e3f',
  permissions: PERMISSION_PRESETS.administrator,
};
const VIEWER_ROLE: RoleGrant = {
  id: '6f1d68b2-7b55-4b4f-9b4e-2c1f1d2e3f40',
  permissions: PERMISSION_PRESETS.viewer,
};

/** A member of a custom role: its own permissions grant nothing, the role decides. */
function customRoleMember(role: RoleGrant): UserModel {
  return userWithRole('viewer', { userRoleId: role.id, permissions: 'NoGlobalPermissions' });
}

const CURRENT: Record<RoleUnderTest, CurrentUser> = {
  owner: currentUser(userWithRole('owner')),
  administrator: currentUser(userWithRole('administrator')),
  customRoleAdmin: currentUser(customRoleMember(ADMIN_ROLE), [ADMIN_ROLE]),
  advancedViewer: currentUser(userWithRole('advancedViewer')),
  viewer: currentUser(userWithRole('viewer')),
  liveViewer: currentUser(userWithRole('liveViewer')),
  customRoleViewer: currentUser(customRoleMember(VIEWER_ROLE), [VIEWER_ROLE]),
};

function renderAt(path: string, current: CurrentUser | null) {
  const router = createMemoryRouter(
    [
      { path: '/settings', element: <p>page /settings</p> },
      {
        element: <SettingsTabGuard />,
        children: SETTINGS_PAGES.filter((p) => p !== '/settings').map((p) => ({
          path: p,
          element: <p>page {p}</p>,
        })),
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  setCurrentUser(queryClient, current);
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  return router;
}

describe('settings tab guard', () => {
  it('the custom-role administrator holds admin rights only through its role, as the server says', () => {
    const { access } = CURRENT.customRoleAdmin;
    expect(access?.accessRole).toBe('customRole');
    expect(access?.permissions.split('|')).toContain('GlobalAdminPermission');
    expect(CURRENT.customRoleAdmin.user.permissions).toBe('NoGlobalPermissions');
    expect(CURRENT.customRoleAdmin.user.userRoleId).not.toBe(NULL_ID);
  });

  const cells = ACCESS_ROLES_UNDER_TEST.flatMap((role) =>
    SETTINGS_PAGES.map((page) => [role, page, PAGES_BY_ROLE[role].includes(page)] as const),
  );

  it.each(cells)('%s at %s: opens it = %s', async (role, page, opens) => {
    const router = renderAt(page, CURRENT[role]);
    const shown = opens ? page : '/settings';
    expect(await screen.findByText(`page ${shown}`)).toBeTruthy();
    expect(router.state.location.pathname).toBe(shown);
  });

  it('sends a user without an access answer to /settings', async () => {
    const router = renderAt('/settings/users', { user: userWithRole('administrator'), access: null });
    expect(await screen.findByText('page /settings')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
  });
});
