import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, userWithRole } from '../../../test/media-server-fixtures.ts';
import { renderWithProviders, setCurrentUser } from '../../../test/render.tsx';
import { UserMenu } from './UserMenu.tsx';

/** Opens the menu of a logged-in user and returns the names of its items once it has shown them. */
async function menuItemsOf(user: { id: string; name: string; type: 'local' | 'cloud' | 'ldap' }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  setCurrentUser(queryClient, currentUser(userWithRole('viewer', user)));
  renderWithProviders(<UserMenu userName={user.name} />, queryClient);
  fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
  await screen.findByRole('menuitem', { name: 'Log out' });
  // In jsdom the dropdown gets display: none right after it has shown; its items stay in the document.
  return screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent);
}

describe('user menu', () => {
  it('offers a local user to change the password', async () => {
    expect(await menuItemsOf({ id: '1', name: 'viewer', type: 'local' })).toEqual([
      'Change password',
      'Log out',
    ]);
  });

  it.each(['cloud', 'ldap'] as const)('does not offer it to a %s user', async (type) => {
    expect(await menuItemsOf({ id: '2', name: 'someone@example.com', type })).toEqual(['Log out']);
  });
});
