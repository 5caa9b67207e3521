import { PERMISSION_PRESETS, PREDEFINED_ROLES } from '@argus/contract';
import type { UserModel } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, loggedInAs, renderPage, stubServer } from '../../../../test/fake-media-server.tsx';
import { jsonResponse } from '../../../../test/render.tsx';
import UsersPage from './UsersPage.tsx';

vi.setConfig({ testTimeout: 20_000 });

const alice: UserModel = {
  ...ADMIN_USER,
  id: '33333333-3333-4333-8333-333333333333',
  name: 'alice',
  fullName: 'Alice Example',
  email: 'alice@example.com',
  isOwner: false,
  userRoleId: PREDEFINED_ROLES[3]!.id,
  permissions: PERMISSION_PRESETS.viewer,
};

function setup(extra: UserModel[] = []) {
  let users = [ADMIN_USER, alice, ...extra];
  const calls = stubServer({
    ...loggedInAs(ADMIN_USER),
    'GET /rest/v1/users': () => jsonResponse(200, users),
    'GET /rest/v1/userRoles': () => jsonResponse(200, []),
    'GET /static/scripts/commonPasswordsList.json': () => jsonResponse(200, ['password1']),
    'POST /rest/v1/users': () =>
      jsonResponse(403, { error: '4', errorId: 'forbidden', errorString: 'User already exists.' }),
    [`DELETE /rest/v1/users/${alice.id}`]: () => {
      users = users.filter((u) => u.id !== alice.id);
      return new Response('', { status: 200 });
    },
  });
  renderPage(<UsersPage />, '/settings/users');
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('users page', () => {
  it('lists users with role and type under its page heading, and searches', async () => {
    setup();
    const row = await screen.findByTestId('user-row-alice');
    expect(screen.getByRole('heading', { level: 2, name: 'Users' })).toBeTruthy();
    expect(screen.getByText('Who may log in to this system, and what each of them may do.')).toBeTruthy();
    expect(within(row).getByText('Viewer')).toBeTruthy();
    expect(within(row).getByText('Local')).toBeTruthy();
    expect(within(screen.getByTestId('user-row-admin')).getByText('Owner')).toBeTruthy();
    expect(screen.getByTestId('users-count').textContent).toBe('2 users');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('No users match “nobody”.')).toBeTruthy();
    expect(screen.getByTestId('users-count').textContent).toBe('0 of 2 users');
    fireEvent.click(within(screen.getByTestId('users-empty')).getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByTestId('user-row-alice')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement).value).toBe('');
  });

  it('searches full names, e-mails and roles, and counts the matches', async () => {
    setup();
    await screen.findByTestId('user-row-alice');
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(box, { target: { value: 'EXAMPLE.COM' } });
    await waitFor(() => expect(screen.queryByTestId('user-row-admin')).toBeNull());
    expect(screen.getByTestId('user-row-alice')).toBeTruthy();
    expect(screen.getByTestId('users-count').textContent).toBe('1 of 2 users');
    fireEvent.change(box, { target: { value: 'owner' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByTestId('user-row-alice')).toBeNull());
    expect(screen.getByTestId('user-row-admin')).toBeTruthy();
  });

  it('renders only the rows in view of a long list, in a table that counts them all', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({
      ...alice,
      id: `44444444-4444-4444-8444-${String(i).padStart(12, '0')}`,
      name: `user${String(i).padStart(4, '0')}`,
    }));
    setup(many);
    await screen.findByTestId('user-row-admin');
    const table = screen.getByRole('table', { name: 'Users' });
    expect(table.getAttribute('aria-rowcount')).toBe('2003');
    expect(screen.getByTestId('users-count').textContent).toBe('2,002 users');
    const rendered = within(table).getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(100);
    expect(screen.getByTestId('user-row-alice').getAttribute('aria-rowindex')).toBe('3');
  });

  it('moves between rows with the arrow keys, Home and End', async () => {
    setup([{ ...alice, id: '55555555-5555-4555-8555-555555555555', name: 'bob', fullName: 'Bob' }]);
    const admin = await screen.findByRole('button', { name: 'admin' });
    admin.focus();
    fireEvent.keyDown(admin, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('alice'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('bob'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('admin'));
    const toggle = within(screen.getByTestId('user-row-alice')).getByRole('switch');
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(screen.getByTestId('user-row-bob')).getByRole('switch')),
    );
  });

  it("shows the server's message when adding fails", async () => {
    const calls = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    fireEvent.change(within(dialog).getByLabelText(/^Login/), { target: { value: 'alice' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'Str0ng-pass' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm password/), {
      target: { value: 'Str0ng-pass' },
    });
    fireEvent.submit(
      within(dialog)
        .getByLabelText(/^Login/)
        .closest('form')!,
    );
    expect(await within(dialog).findByText('User already exists.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'alice',
      type: 'local',
      userRoleId: PREDEFINED_ROLES[3]!.id,
      isEnabled: true,
      isHttpDigestEnabled: false,
    });
  });

  it('deletes a user after confirmation', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete alice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('user-row-alice')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/rest/v1/users/${alice.id}`)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete admin' })).toBeNull();
  });

  it('offers the enabled switch only where it may be flipped and shows the state as text elsewhere', async () => {
    setup();
    const me = await screen.findByTestId('user-row-admin');
    expect(within(me).queryByRole('switch')).toBeNull();
    expect(within(me).getByTestId('user-enabled-state').textContent).toBe('Enabled');
    const row = screen.getByTestId('user-row-alice');
    const toggle = within(row).getByRole('switch', { name: 'alice enabled' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(false);
  });
});
