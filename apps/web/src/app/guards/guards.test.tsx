import { PREDEFINED_ROLES, type UserModel } from '@argus/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { authKeys } from '../../features/auth/auth.api.ts';
import AdminGuard from './AdminGuard.tsx';
import UsersGuard from './UsersGuard.tsx';

function userWithRole(key: string, isOwner = false): UserModel {
  const role = PREDEFINED_ROLES.find((r) => r.key === key)!;
  return {
    id: '00000000-0000-0000-0000-00000000000a',
    name: 'someone',
    type: 'local',
    fullName: '',
    email: '',
    isOwner,
    permissions: role.permissions,
    accessibleResources: [],
    isEnabled: true,
    isHttpDigestEnabled: false,
    userRoleId: role.id,
  } as UserModel;
}

function renderAt(path: string, user: UserModel) {
  const router = createMemoryRouter(
    [
      { path: '/settings', element: <p>general</p> },
      { element: <UsersGuard />, children: [{ path: '/settings/users', element: <p>users page</p> }] },
      { element: <AdminGuard />, children: [{ path: '/settings/servers', element: <p>servers page</p> }] },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(authKeys.currentUser, user);
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  return router;
}

describe('guards', () => {
  it.each([
    ['/settings/users', 'users page'],
    ['/settings/servers', 'servers page'],
  ])('let an administrator into %s', async (path, text) => {
    renderAt(path, userWithRole('administrator'));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it.each([['/settings/users'], ['/settings/servers']])(
    'send a viewer from %s to /settings',
    async (path) => {
      const router = renderAt(path, userWithRole('viewer'));
      expect(await screen.findByText('general')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/settings');
    },
  );
});
