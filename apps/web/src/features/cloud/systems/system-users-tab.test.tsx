import { sharingPermissionsOf } from '@argus/contract/cloud';
import type { UserModel } from '@argus/contract/mediaserver';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, cloudError, portalSettings, systemToken } from '../../../../test/cloud-fixtures.ts';
import {
  accountProbe,
  type CloudCall,
  type CloudRoutes,
  cloudSystem,
  renderPortal,
  stubCloud,
} from '../../../../test/fake-cloud.tsx';
import { loggedInAs } from '../../../../test/fake-media-server.tsx';
import { userWithRole } from '../../../../test/media-server-fixtures.ts';
import { jsonResponse } from '../../../../test/render.tsx';
import { OFFLINE_POLL_MS } from './useSystemReachable.ts';

vi.mock('../../../app/reload/load-page.ts', () => ({ loadPage: vi.fn(), replacePage: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const ID = '6f0c3a53-0b1e-4c4b-9a4e-2a1d3c5e7f90';
const USERS_TAB = `/systems/${ID}/settings/users`;
/** The first page of a system loads its settings, its token, its user and the page's code, all lazily. */
const LOADED = { timeout: 10_000 };
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** The account, as the media server knows it: a cloud user named by its e-mail, the system's owner. */
const me: UserModel = userWithRole('owner', {
  id: '11111111-1111-4111-8111-111111111111',
  name: ACCOUNT.email,
  email: ACCOUNT.email,
  type: 'cloud',
  isOwner: true,
});
const bob: UserModel = userWithRole('viewer', {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'bob',
});

function cloud(health: () => 'online' | 'offline'): CloudRoutes {
  return {
    ...accountProbe(ACCOUNT),
    'GET /api/systems': () =>
      jsonResponse(200, [
        cloudSystem({ sharingPermissions: sharingPermissionsOf('owner'), stateOfHealth: health() }),
      ]),
    'GET /api/utils/settings': () => jsonResponse(200, portalSettings()),
    [`POST /api/systems/${ID}/token`]: () => systemToken('system-token-1', ID),
    [`GET /api/systems/${ID}/users`]: () => jsonResponse(200, []),
  };
}

/** The media server behind the relay: its users, and what it was asked to create. */
function mediaServer(linked: () => boolean = () => true): CloudRoutes {
  const offline = () => cloudError('serviceUnavailable', 'The system is offline.');
  const routes: CloudRoutes = {
    ...loggedInAs(me),
    // The current user is read by its name, an e-mail in the path.
    [`GET /rest/v1/users/${encodeURIComponent(me.name)}`]: () => jsonResponse(200, me),
    'GET /rest/v1/users': () => jsonResponse(200, [me, bob]),
    'GET /rest/v1/userRoles': () => jsonResponse(200, []),
    'GET /static/scripts/commonPasswordsList.json': () => jsonResponse(200, []),
    'POST /rest/v1/users': (call) => jsonResponse(200, { ...bob, ...(call.body as object) }),
  };
  return Object.fromEntries(
    Object.entries(routes).map(([key, answer]) => [
      key,
      (call: CloudCall) => (linked() ? answer(call) : offline()),
    ]),
  );
}

const created = (calls: CloudCall[]) =>
  calls.filter((c) => c.host.includes('.relay.') && c.method === 'POST' && c.path === '/rest/v1/users');

describe('the Users tab of a cloud system', () => {
  it("is the media server's Users page while the system is online, under the system's 2FA card", async () => {
    stubCloud(
      cloud(() => 'online'),
      mediaServer(),
    );
    renderPortal(USERS_TAB);
    const mine = await screen.findByTestId(`user-row-${ACCOUNT.email}`, {}, LOADED);
    // The account is the server's cloud user: the server's answer says it is me.
    expect(within(mine).getByText(/you/i)).toBeTruthy();
    expect(screen.getByTestId('user-row-bob')).toBeTruthy();
    expect(screen.getByTestId('system-two-factor')).toBeTruthy();
    expect(screen.queryByTestId('system-users-panel')).toBeNull();
    expect(screen.queryByTestId('system-users-offline')).toBeNull();
  });

  it('opens a user at its own address under the system, and creates local and cloud users on the server', async () => {
    const calls = stubCloud(
      cloud(() => 'online'),
      mediaServer(),
    );
    renderPortal(USERS_TAB);
    fireEvent.click(
      within(await screen.findByTestId('user-row-bob', {}, LOADED)).getByRole('button', { name: 'bob' }),
    );
    await waitFor(() => expect(window.location.pathname).toBe(`${USERS_TAB}/${bob.id}`));
    expect(await screen.findByRole('dialog', { name: 'Edit user' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe(USERS_TAB));

    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add user' });
    type(within(dialog).getByRole('textbox', { name: /^Login/ }), 'carol');
    type(within(dialog).getByLabelText(/^Password/), 'Tr0ub4dor&3-horse');
    type(within(dialog).getByLabelText(/^Confirm password/), 'Tr0ub4dor&3-horse');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(created(calls)).toHaveLength(1));
    expect(created(calls)[0]!.body).toMatchObject({ type: 'local', name: 'carol' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    dialog = await screen.findByRole('dialog', { name: 'Add user' });
    fireEvent.click(within(dialog).getByText('Cloud user'));
    expect(within(dialog).queryByRole('textbox', { name: /^Login/ })).toBeNull();
    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText('E-mail is required')).toBeTruthy();
    type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), ' dave@example.com ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(created(calls)).toHaveLength(2));
    expect(created(calls)[1]!.body).toMatchObject({
      type: 'cloud',
      name: 'dave@example.com',
      email: 'dave@example.com',
    });
    expect(created(calls)[1]!.body).not.toHaveProperty('password');
  });

  it("is the cloud's Share System page while the system is offline, with a note about local users", async () => {
    const calls = stubCloud(
      cloud(() => 'offline'),
      mediaServer(),
    );
    renderPortal(USERS_TAB);
    const note = await screen.findByTestId('system-users-offline');
    expect(
      within(note).getByText(/local users can be managed here when the System is back online/),
    ).toBeTruthy();
    expect(screen.getByTestId('system-users-panel')).toBeTruthy();
    expect(screen.getByTestId('system-two-factor')).toBeTruthy();
    expect(calls.filter((c) => c.host.includes('.relay.'))).toEqual([]);
  });

  it("turns to Share System when the relay says the system is offline, and back to the server's page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let linked = false;
    stubCloud(
      cloud(() => 'online'),
      mediaServer(() => linked),
    );
    renderPortal(USERS_TAB);
    expect(await screen.findByTestId('system-users-offline')).toBeTruthy();
    linked = true;
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_POLL_MS));
    expect(await screen.findByTestId('user-row-bob', {}, LOADED)).toBeTruthy();
    expect(screen.queryByTestId('system-users-offline')).toBeNull();
  });
});
