import type { UserModel } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, loggedInAs, stubServer } from '../../test/fake-media-server.tsx';
import { userWithRole } from '../../test/media-server-fixtures.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { createOriginClient } from './clients/origin-client.ts';
import AuthorizedGuard from './guards/AuthorizedGuard.tsx';
import { SystemScopeProvider } from './scope/SystemScopeProvider.tsx';
import { cloudSystemBasePath, LOCAL_BASE_PATH } from './scope/system-paths.ts';
import { systemRoutes } from './system-routes.tsx';

afterEach(() => vi.unstubAllGlobals());

const CAMERA_ID = '{00000000-0000-4000-8000-000000000001}';
const CAMERA = {
  id: CAMERA_ID,
  name: 'Yard',
  url: 'rtsp://10.0.0.1:554/stream',
  vendor: 'GENERIC_RTSP',
  model: '',
  mac: '',
  serverId: '{00000000-0000-0000-0000-000000000001}',
  status: 'Online',
  schedule: { isEnabled: false, tasks: [] },
};

/** Where the system's pages are mounted, and the base path its scope gives the pages' links. */
interface Mount {
  route: string;
  basePath: string;
}
const LOCAL: Mount = { route: '/', basePath: LOCAL_BASE_PATH };
const CLOUD: Mount = { route: '/systems/:systemId', basePath: cloudSystemBasePath('abc') };

/**
 * The system's routes mounted as `mount` says behind the login guard (as the local router does), in a scope
 * with its base path, opened at `address`.
 */
function renderSystem(mount: Mount, address: string, user: UserModel = ADMIN_USER) {
  stubServer({
    ...loggedInAs(user),
    'GET /rest/v1/devices': () => jsonResponse(200, [CAMERA]),
    'GET /rest/v1/servers': () => jsonResponse(200, []),
  });
  const router = createMemoryRouter(
    [
      // The pages load lazily: nothing to show before the first one is in.
      {
        path: mount.route,
        HydrateFallback: () => null,
        element: <AuthorizedGuard />,
        children: systemRoutes(),
      },
    ],
    {
      initialEntries: [address],
    },
  );
  const client = createOriginClient();
  renderWithProviders(
    <SystemScopeProvider systemId="abc" client={client} basePath={mount.basePath}>
      <RouterProvider router={router} />
    </SystemScopeProvider>,
    undefined,
    client,
  );
  return router;
}

const linksOf = (el: HTMLElement) =>
  within(el)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** The system menu of the owner (Merge Systems is its only), with every link under `base`. */
const ownerMenu = (base: string) => [
  ['Cameras', `${base}/settings/cameras`],
  ['General', `${base}/settings`],
  ['Licenses', `${base}/settings/licenses`],
  ['Users', `${base}/settings/users`],
  ['Servers', `${base}/settings/servers`],
  ['Storage Locations', `${base}/settings/storages`],
  ['Event Rules', `${base}/settings/event-rules`],
  ['Event Log', `${base}/settings/event-log`],
  ['Advanced', `${base}/settings/advanced`],
  ['Merge Systems', `${base}/settings/merge`],
];

describe("a system's pages under its base path", () => {
  it.each([
    ['local mode, at the root', LOCAL, ''],
    ['cloud mode, under /systems/abc', CLOUD, '/systems/abc'],
  ])('%s: the settings menu and the list link to pages of the same system', async (_, mount, base) => {
    const router = renderSystem(mount, `${base}/settings/cameras`);
    const menu = await screen.findByRole('navigation', { name: 'System menu' });
    expect(linksOf(menu)).toEqual(ownerMenu(base));
    expect(within(menu).getByRole('link', { name: 'Cameras' }).getAttribute('aria-current')).toBe('page');

    const row = await screen.findByRole('link', { name: 'Yard' });
    const detail = `${base}/settings/cameras/${encodeURIComponent(CAMERA_ID)}`;
    expect(row.getAttribute('href')).toBe(detail);
    fireEvent.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe(detail));
    // The detail page's way back stays in the system, and the menu still marks Cameras.
    const back = await screen.findByRole('link', { name: 'All cameras' });
    expect(back.getAttribute('href')).toBe(`${base}/settings/cameras`);
    const menuAgain = screen.getByRole('navigation', { name: 'System menu' });
    expect(within(menuAgain).getByRole('link', { name: 'Cameras' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it("cloud mode: the system's index lands an administrator on its own System Administration", async () => {
    const router = renderSystem(CLOUD, '/systems/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/systems/abc/settings'));
  });

  it('cloud mode: a tab the caller may not open leads to the same system’s /settings', async () => {
    const router = renderSystem(CLOUD, '/systems/abc/settings/users', userWithRole('viewer'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/systems/abc/settings'));
    const menu = await screen.findByRole('navigation', { name: 'System menu' });
    expect(linksOf(menu).map(([, href]) => href)).toEqual([
      '/systems/abc/settings/cameras',
      '/systems/abc/settings',
    ]);
  });
});
