import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser, userWithRole } from '../../../test/media-server-fixtures.ts';
import { renderWithProviders, setCurrentUser } from '../../../test/render.tsx';
import { THEME_STORAGE_KEY } from '../theme.ts';
import { UserMenu } from './UserMenu.tsx';

type User = { id: string; name: string; type: 'local' | 'cloud' | 'ldap' };

/** Opens the menu of a logged-in user (or of nobody) and waits until it shows its items. */
async function openMenu(user: User | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  setCurrentUser(queryClient, user ? currentUser(userWithRole('viewer', user)) : null);
  renderWithProviders(<UserMenu userName={user?.name ?? null} />, queryClient);
  const button = screen.getByRole('button', { name: user ? `User menu: ${user.name}` : 'Preferences' });
  fireEvent.click(button);
  await screen.findByRole('menuitemradio', { name: 'Dark' });
  return button;
}

// In jsdom the dropdown gets display: none right after it has shown; its items stay in the document.
const all = (role: string) => screen.getAllByRole(role, { hidden: true }).map((item) => item.textContent);

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('user menu', () => {
  it("names the user in the button's accessible name", async () => {
    const button = await openMenu({ id: '1', name: 'viewer', type: 'local' });
    expect(button.getAttribute('aria-label')).toBe('User menu: viewer');
    expect(button.textContent).toContain('viewer');
  });

  it('holds only menu items: theme and language radios, then the account actions', async () => {
    await openMenu({ id: '1', name: 'viewer', type: 'local' });
    expect(all('menuitemradio')).toEqual(['Light', 'Dark', 'Auto', 'English (US)', 'Deutsch']);
    expect(all('menuitem')).toEqual(['Change password', 'Log out']);
    expect(all('group').length).toBe(2);
  });

  it.each(['cloud', 'ldap'] as const)('does not offer a %s user to change the password', async (type) => {
    await openMenu({ id: '2', name: 'someone@example.com', type });
    expect(all('menuitem')).toEqual(['Log out']);
  });

  it('offers only theme and language to nobody logged in', async () => {
    await openMenu(null);
    expect(screen.queryAllByRole('menuitem', { hidden: true })).toEqual([]);
  });

  it('defaults to auto, and persists the chosen theme on <html data-theme>', async () => {
    await openMenu(null);
    const item = (name: string) => screen.getByRole('menuitemradio', { name, hidden: true });
    expect(item('Auto').getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    fireEvent.click(item('Dark'));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(item('Dark').getAttribute('aria-checked')).toBe('true');
  });
});
