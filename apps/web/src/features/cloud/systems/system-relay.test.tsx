import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
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
import { OWNER, userWithRole } from '../../../../test/media-server-fixtures.ts';
import { jsonResponse } from '../../../../test/render.tsx';
import { OFFLINE_POLL_MS } from './useSystemReachable.ts';

vi.mock('../../../app/reload/load-page.ts', () => ({ loadPage: vi.fn(), replacePage: vi.fn() }));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const ID = '6f0c3a53-0b1e-4c4b-9a4e-2a1d3c5e7f90';
const RELAY_HOST = `${ID}.relay.localhost:7080`;
const owned = cloudSystem();

/** The cloud: the account, its systems (`systems()` each time they are asked for), the settings, tokens. */
function cloud(systems: () => unknown[]): CloudRoutes {
  return {
    ...accountProbe(ACCOUNT),
    'GET /api/systems': () => jsonResponse(200, systems()),
    'GET /api/utils/settings': () => jsonResponse(200, portalSettings()),
    [`POST /api/systems/${ID}/token`]: () => systemToken('system-token-1', ID),
  };
}

const relayCalls = (calls: CloudCall[]) => calls.filter((call) => call.host === RELAY_HOST);

describe("a cloud system's own pages", () => {
  it("opens local mode's pages through the system's relay, with one system token for every request", async () => {
    const calls = stubCloud(
      cloud(() => [owned]),
      {
        ...loggedInAs(OWNER),
        'GET /rest/v1/servers': () => jsonResponse(200, []),
      },
    );
    renderPortal(`/systems/${ID}/settings/servers`);
    expect(await screen.findByRole('heading', { name: 'System Administration' })).toBeTruthy();
    // The portal's own header of the system stays above the page.
    expect(within(screen.getByTestId('system-page')).getByText('Your system')).toBeTruthy();
    await waitFor(() =>
      expect(relayCalls(calls).map((call) => `${call.method} ${call.path}`)).toContain(
        'GET /rest/v1/servers',
      ),
    );
    expect(calls.filter((call) => call.path === `/api/systems/${ID}/token`)).toHaveLength(1);
    for (const call of relayCalls(calls)) expect(call.headers.Authorization).toBe('Bearer system-token-1');
    expect(window.location.pathname).toBe(`/systems/${ID}/settings/servers`);
  });

  it("follows the cloud role for the portal's tabs: a viewer is sent from Servers to its landing", async () => {
    const viewer = userWithRole('viewer');
    stubCloud(
      cloud(() => [cloudSystem({ accessRole: 'viewer', ownerAccountEmail: 'grace@example.com' })]),
      {
        ...loggedInAs(viewer),
      },
    );
    renderPortal(`/systems/${ID}/settings/servers`);
    const menu = await screen.findByTestId('system-menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['View', 'Settings']);
    // Refused by the cloud role, then the system's landing for a viewer (the media server's answer): View.
    await waitFor(() => expect(window.location.pathname).toBe(`/systems/${ID}/view`));
  });

  it('says so when the media server does not know the account, without the pages', async () => {
    stubCloud(
      cloud(() => [owned]),
      {
        'GET /rest/v1/login/sessions/current': () =>
          jsonResponse(401, { error: '401', errorId: 'unauthorized', errorString: 'Wrong login.' }),
      },
    );
    renderPortal(`/systems/${ID}/settings`);
    const unreachable = await screen.findByTestId('system-unreachable');
    expect(within(unreachable).getByText(/does not know your account/)).toBeTruthy();
  });
});

describe('an offline system', () => {
  it('shows the offline state without asking the relay, and opens the pages when the system is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let health: 'offline' | 'online' = 'offline';
    const calls = stubCloud(
      cloud(() => [cloudSystem({ stateOfHealth: health })]),
      loggedInAs(OWNER),
    );
    const toast = vi.spyOn(notifications, 'show');
    renderPortal(`/systems/${ID}/settings`);
    const offline = await screen.findByTestId('system-offline');
    expect(within(offline).getByText('The System is offline')).toBeTruthy();
    expect(relayCalls(calls)).toEqual([]);
    const listed = () => calls.filter((call) => call.path === '/api/systems').length;
    const before = listed();
    health = 'online';
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_POLL_MS));
    await waitFor(() => expect(listed()).toBeGreaterThan(before));
    expect(await screen.findByRole('heading', { name: 'System Administration' })).toBeTruthy();
    expect(screen.queryByTestId('system-offline')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('turns to the offline state when the relay says the system is offline, and back when it is online', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let linked = false;
    const routes = loggedInAs(OWNER);
    stubCloud(
      cloud(() => [owned]),
      {
        ...routes,
        'GET /rest/v1/login/sessions/current': (call) =>
          linked
            ? routes['GET /rest/v1/login/sessions/current']!(call)
            : cloudError('serviceUnavailable', 'The system is offline.'),
      },
    );
    const toast = vi.spyOn(notifications, 'show');
    renderPortal(`/systems/${ID}/settings`);
    expect(await screen.findByTestId('system-offline')).toBeTruthy();
    linked = true;
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'System Administration' })).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });
});
