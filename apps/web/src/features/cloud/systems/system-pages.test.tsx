import { type CloudUser, sharingPermissionsOf } from '@argus/contract/cloud';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, cloudError } from '../../../../test/cloud-fixtures.ts';
import {
  accountProbe,
  chooseSystemAction,
  cloudSystem,
  renderPortal,
  stubCloud,
  systemActionNames,
} from '../../../../test/fake-cloud.tsx';
import { jsonResponse } from '../../../../test/render.tsx';
import { systemTabOf, systemTabRedirect } from './system-tabs.ts';

vi.mock('../../../app/reload/load-page.ts', () => ({ loadPage: vi.fn(), replacePage: vi.fn() }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** A Select's label names its input and its listbox. */
const inputOf = (labelled: HTMLElement[]) =>
  labelled.find((element) => element.tagName === 'INPUT') as HTMLInputElement;
const ID = '6f0c3a53-0b1e-4c4b-9a4e-2a1d3c5e7f90';
const owned = cloudSystem({ sharingPermissions: sharingPermissionsOf('owner') });
/** Offline, the Users tab is the cloud's Share System page (online, the media server's Users page). */
const ownedOffline = cloudSystem({
  sharingPermissions: sharingPermissionsOf('owner'),
  stateOfHealth: 'offline',
});
const shared = cloudSystem({
  accessRole: 'viewer',
  ownerAccountEmail: 'grace@example.com',
  ownerFullName: 'Grace Hopper',
});

function cloudUser(overrides: Partial<CloudUser>): CloudUser {
  return {
    accountEmail: 'x@example.com',
    accountFullName: '',
    accountId: crypto.randomUUID(),
    accessRole: 'viewer',
    customPermissions: '',
    isEnabled: true,
    lastLoginTime: '',
    systemId: ID,
    usageFrequency: 0,
    userRoleId: '',
    vmsUserId: '',
    ...overrides,
  };
}
const USERS = [
  cloudUser({ accountEmail: 'bob@example.com', accountFullName: 'Bob Byte', accessRole: 'viewer' }),
  cloudUser({ accountEmail: ACCOUNT.email, accountFullName: 'Ada Lovelace', accessRole: 'owner' }),
];

const ok = () => jsonResponse(200, { resultCode: 'ok' });
const many = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    cloudSystem({
      id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
      name: `Site ${i + 1}`,
      ...(i % 2 ? { ownerAccountEmail: 'grace@example.com', ownerFullName: 'Grace Hopper' } : {}),
    }),
  );

describe('the systems list', () => {
  it("says 'Your system' or the owner's name, and searches from 9 systems on with the match highlighted", async () => {
    stubCloud({ ...accountProbe(ACCOUNT), 'GET /api/systems': () => jsonResponse(200, many(10)) });
    renderPortal('/systems');
    const list = await screen.findByTestId('system-list');
    const owners = within(list)
      .getAllByTestId('system-owner')
      .map((owner) => owner.textContent);
    expect(new Set(owners)).toEqual(new Set(['Your system', 'Grace Hopper']));
    type(screen.getByRole('textbox', { name: 'Search Systems' }), 'site 1');
    await waitFor(() => expect(within(list).getAllByTestId('system-card')).toHaveLength(2));
    expect([...list.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Site',
      '1',
      'Site',
      '1',
    ]);
    type(screen.getByRole('textbox', { name: 'Search Systems' }), 'nothing');
    expect(await screen.findByText('No Systems match the search.')).toBeTruthy();
  });

  it('has no search below 9 systems', async () => {
    stubCloud({ ...accountProbe(ACCOUNT), 'GET /api/systems': () => jsonResponse(200, many(8)) });
    renderPortal('/systems');
    expect(await screen.findByTestId('system-list')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Search Systems' })).toBeNull();
  });

  it('opens a single system directly', async () => {
    stubCloud({ ...accountProbe(ACCOUNT), 'GET /api/systems': () => jsonResponse(200, [owned]) });
    renderPortal('/systems');
    expect(await screen.findByTestId('system-page')).toBeTruthy();
    expect(window.location.pathname).toBe(`/systems/${ID}`);
  });

  it('tells how to connect a system when there is none', async () => {
    stubCloud({ ...accountProbe(ACCOUNT), 'GET /api/systems': () => jsonResponse(200, []) });
    renderPortal('/systems');
    const empty = await screen.findByTestId('no-systems');
    expect(within(empty).getByText(/Connect to cloud/)).toBeTruthy();
    expect(within(empty).getByText(/POST \/api\/systems\/connect/)).toBeTruthy();
  });
});

describe('the system menu and its tabs', () => {
  const menuOf = async () =>
    within(await screen.findByTestId('system-menu'))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows an owner every node of an admin, and Users', async () => {
    stubCloud({
      ...accountProbe(ACCOUNT),
      'GET /api/systems': () => jsonResponse(200, [owned]),
      [`GET /api/systems/${ID}/users`]: () => jsonResponse(200, USERS),
    });
    renderPortal(`/systems/${ID}`);
    expect(await menuOf()).toEqual(['View', 'Settings', 'Users', 'Information', 'Monitoring']);
    const page = screen.getByTestId('system-page');
    expect(within(page).getByText('Your system')).toBeTruthy();
    expect(await systemActionNames()).toEqual(['Rename', 'Disconnect from cloud']);
  });

  it('shows a viewer View and Settings only, and sends it from Users back to the system', async () => {
    stubCloud({ ...accountProbe(ACCOUNT), 'GET /api/systems': () => jsonResponse(200, [shared]) });
    renderPortal(`/systems/${ID}/settings/users`);
    expect(await menuOf()).toEqual(['View', 'Settings']);
    await waitFor(() => expect(window.location.pathname).toBe(`/systems/${ID}`));
    const page = screen.getByTestId('system-page');
    expect(within(page).getByText('Owner: Grace Hopper')).toBeTruthy();
    expect(within(page).getByTestId('system-unreachable')).toBeTruthy();
    expect(await systemActionNames()).toEqual(['Disconnect from my account']);
  });

  it('marks the node offline when the system is not online', async () => {
    stubCloud({
      ...accountProbe(ACCOUNT),
      'GET /api/systems': () => jsonResponse(200, [cloudSystem({ stateOfHealth: 'offline' })]),
    });
    renderPortal(`/systems/${ID}`);
    expect(await screen.findByRole('img', { name: 'The System is offline' })).toBeTruthy();
  });

  it('decides tabs by the rules of the contract', () => {
    expect(systemTabOf('')).toEqual({ node: 'view', page: null });
    expect(systemTabOf('settings/users')).toEqual({ node: 'settings', page: 'users' });
    expect(systemTabOf('nowhere')).toBeNull();
    expect(systemTabRedirect(owned, 'health', {})).toBeNull();
    expect(systemTabRedirect(shared, 'health', {})).toBe(`/systems/${ID}`);
    expect(systemTabRedirect(owned, 'layouts', {})).toBe(`/systems/${ID}`);
    expect(systemTabRedirect(owned, 'layouts', { layouts: true })).toBeNull();
    expect(systemTabRedirect(owned, 'settings/cloud-storage', {})).toBe(`/systems/${ID}`);
    expect(systemTabRedirect(owned, 'settings/cloud-storage', { cloudStorage: true })).toBeNull();
    expect(systemTabRedirect(owned, 'settings/users/x', {})).toBeNull();
    expect(systemTabRedirect(owned, 'settings/users/x/more', {})).toBe(`/systems/${ID}`);
    expect(systemTabRedirect(shared, 'settings/users/x', {})).toBe(`/systems/${ID}`);
    // Local mode's pages the portal opens through the relay, their detail pages included.
    expect(systemTabRedirect(owned, 'settings/cameras/c1', {})).toBeNull();
    expect(systemTabRedirect(owned, 'settings/servers/s1', {})).toBeNull();
    expect(systemTabRedirect(owned, 'settings/storages', {})).toBeNull();
    expect(systemTabRedirect(owned, 'settings/cameras/c1/more', {})).toBe(`/systems/${ID}`);
    expect(systemTabRedirect(shared, 'settings/advanced', {})).toBe(`/systems/${ID}`);
    expect(systemTabRedirect(shared, 'settings/servers/s1', {})).toBe(`/systems/${ID}`);
    expect(systemTabRedirect(shared, 'view/c1', {})).toBeNull();
  });
});

describe('the users of an offline system (Share System)', () => {
  function stub(share: () => Response = () => jsonResponse(200, USERS[0])) {
    return stubCloud({
      ...accountProbe(ACCOUNT),
      'GET /api/systems': () => jsonResponse(200, [ownedOffline]),
      [`GET /api/systems/${ID}/users`]: () => jsonResponse(200, USERS),
      [`POST /api/systems/${ID}/users`]: share,
    });
  }
  const shares = (calls: ReturnType<typeof stub>) =>
    calls.filter((c) => c.method === 'POST' && c.path === `/api/systems/${ID}/users`).map((c) => c.body);

  it('lists them with their roles, the owner first, below the note that local users wait for the system', async () => {
    stub();
    renderPortal(`/systems/${ID}/settings/users`);
    const rows = await screen.findAllByTestId('system-user');
    expect(
      within(screen.getByTestId('system-users-offline')).getByText(/local users can be managed/),
    ).toBeTruthy();
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Ada Lovelace (you)',
      'Bob Byte',
    ]);
    expect(within(rows[0]!).getByText('Owner')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(document.title).toBe('Share System');
  });

  it('shares with an e-mail as Viewer by default, offering the roles in the console order', async () => {
    const calls = stub();
    renderPortal(`/systems/${ID}/settings/users`);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const form = await screen.findByRole('form', { name: 'Share System' });
    const role = inputOf(within(form).getAllByLabelText(/^Role/));
    expect(role.value).toBe('Viewer');
    fireEvent.click(role);
    expect(
      within(form)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Live Viewer', 'Viewer', 'Advanced Viewer', 'Administrator']);
    fireEvent.click(within(form).getByRole('button', { name: 'Share' }));
    expect(await within(form).findByText('Email is required')).toBeTruthy();
    type(within(form).getByRole('textbox', { name: /^Email/ }), ACCOUNT.email);
    expect(within(form).getByText('You cannot share a system with yourself')).toBeTruthy();
    type(within(form).getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    expect(within(form).getByText('Enter a valid email address.')).toBeTruthy();
    expect(shares(calls)).toEqual([]);
    type(within(form).getByRole('textbox', { name: /^Email/ }), ' carol@example.com ');
    fireEvent.click(within(form).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(shares(calls)).toEqual([{ user_email: 'carol@example.com', role: 'viewer' }]));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Share System' })).toBeNull());
  });

  it("says the cloud's refusal in the share dialog", async () => {
    stub(() => cloudError('forbidden', 'Forbidden'));
    renderPortal(`/systems/${ID}/settings/users`);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const form = await screen.findByRole('form', { name: 'Share System' });
    type(within(form).getByRole('textbox', { name: /^Email/ }), 'carol@example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Share' }));
    expect(await within(form).findByText('You do not have permissions to perform this action')).toBeTruthy();
  });

  it("changes a user's role and removes a user (role none)", async () => {
    const calls = stub();
    renderPortal(`/systems/${ID}/settings/users`);
    const select = inputOf(await screen.findAllByLabelText('Role of Bob Byte'));
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Advanced Viewer', hidden: true }));
    await waitFor(() =>
      expect(shares(calls)).toEqual([{ user_email: 'bob@example.com', role: 'advancedViewer' }]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bob Byte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(shares(calls)[1]).toEqual({ user_email: 'bob@example.com', role: 'none' }));
  });
});

describe('actions on a system', () => {
  it('renames it', async () => {
    const calls = stubCloud({
      ...accountProbe(ACCOUNT),
      'GET /api/systems': () => jsonResponse(200, [owned]),
      [`POST /api/systems/${ID}/name`]: ok,
    });
    renderPortal(`/systems/${ID}`);
    await chooseSystemAction('Rename');
    const form = await screen.findByRole('form', { name: 'Rename System' });
    const name = within(form).getByRole('textbox', { name: /^System name/ });
    type(name, '   ');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('System name is required')).toBeTruthy();
    type(name, 'Harbour');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === `/api/systems/${ID}/name`)?.body).toEqual({ name: 'Harbour' }),
    );
  });

  it('disconnects it after checking the password, then shows the systems', async () => {
    let password = '';
    const calls = stubCloud({
      ...accountProbe(ACCOUNT),
      'GET /api/systems': () => jsonResponse(200, password === 'right-one' ? [] : [owned]),
      'POST /api/account/verify': ({ body }) => {
        password = (body as { password: string }).password;
        return password === 'right-one'
          ? ok()
          : cloudError('wrongPassword', 'User action was not allowed.', {
              errorData: { password: ['Not recognized.'] },
            });
      },
      'POST /api/systems/disconnect': ok,
    });
    renderPortal(`/systems/${ID}`);
    await chooseSystemAction('Disconnect from cloud');
    const form = await screen.findByRole('form', { name: 'Disconnect System from cloud' });
    fireEvent.click(within(form).getByRole('button', { name: 'Disconnect' }));
    expect(await within(form).findByText('Password is required')).toBeTruthy();
    type(within(form).getByLabelText(/^Password/), 'wrong-one');
    fireEvent.click(within(form).getByRole('button', { name: 'Disconnect' }));
    expect(await within(form).findByText('Wrong password')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/systems/disconnect')).toBe(false);
    type(within(form).getByLabelText(/^Password/), 'right-one');
    fireEvent.click(within(form).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByTestId('no-systems')).toBeTruthy();
    expect(window.location.pathname).toBe('/systems');
    expect(calls.find((c) => c.path === '/api/systems/disconnect')?.body).toEqual({ system_id: ID });
  });

  it('opens the system actions from the keyboard; Escape or a closed dialog gives the focus back to their button', async () => {
    stubCloud({ ...accountProbe(ACCOUNT), 'GET /api/systems': () => jsonResponse(200, [owned]) });
    renderPortal(`/systems/${ID}`);
    const button = await screen.findByRole('button', { name: 'System actions' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(button));
    // A dialog opened from the menu gives the focus back to the menu's button too.
    await chooseSystemAction('Rename');
    const form = await screen.findByRole('form', { name: 'Rename System' });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('lets a user who does not own it leave it', async () => {
    let left = false;
    const calls = stubCloud({
      ...accountProbe(ACCOUNT),
      'GET /api/systems': () => jsonResponse(200, left ? [] : [shared]),
      [`POST /api/systems/${ID}/users`]: () => {
        left = true;
        return jsonResponse(200, cloudUser({ accountEmail: ACCOUNT.email }));
      },
    });
    renderPortal(`/systems/${ID}`);
    await chooseSystemAction('Disconnect from my account');
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect from my account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByTestId('no-systems')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === `/api/systems/${ID}/users`)?.body).toEqual({
      user_email: ACCOUNT.email,
      role: 'none',
    });
  });
});
