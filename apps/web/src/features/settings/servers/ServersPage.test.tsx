import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, loggedInAs, stubServer } from '../../../../test/fake-media-server.tsx';
import {
  runtimeInformation,
  serverInformation,
  serverModel,
} from '../../../../test/media-server-fixtures.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { SERVER_CARDS_QUERY } from './ServerList.tsx';
import ServersPage from './ServersPage.tsx';

vi.setConfig({ testTimeout: 20_000 });

const ID = '63fafcca-9884-4dc4-b7e8-85ea3ed8a2a8';
const SERVER = serverModel({ id: ID });
const RUNTIME = runtimeInformation({
  id: ID,
  osInfo: SERVER.osInfo,
  osTimeMs: Date.UTC(2026, 0, 2, 3, 4, 5),
  synchronizedTimeMs: Date.UTC(2026, 0, 2, 3, 4, 5),
  timeZoneOffsetMs: 3_600_000,
  timeZoneId: 'Europe/Berlin',
});

function setup() {
  let runtimeId = 'aaaaaaaa-0000-4000-8000-000000000001';
  let restarted = false;
  const calls = stubServer({
    ...loggedInAs(ADMIN_USER),
    'GET /rest/v1/servers': () => jsonResponse(200, [SERVER]),
    [`GET /rest/v1/servers/${ID}/info`]: () => {
      // The first poll after the restart request still sees the old process.
      if (restarted) runtimeId = 'bbbbbbbb-0000-4000-8000-000000000002';
      return jsonResponse(
        200,
        serverInformation({
          id: ID,
          name: 'vm',
          runtimeId,
          remoteAddresses: ['10.0.0.5'],
          version: '5.1.6.1000',
        }),
      );
    },
    [`GET /rest/v2/servers/${ID}/runtimeInfo`]: () => jsonResponse(200, RUNTIME),
    'POST /rest/v1/login/sessions': ({ body }) =>
      (body as { password: string }).password === 'right-pass'
        ? jsonResponse(200, { username: 'admin', token: 'vms-new', ageS: 0, expiresInS: 100 })
        : jsonResponse(422, { error: '2', errorId: 'invalidParameter', errorString: 'Wrong password.' }),
    [`POST /rest/v1/servers/${ID}/restart`]: () => {
      restarted = true;
      return jsonResponse(200, {});
    },
    [`PATCH /rest/v1/servers/${ID}`]: ({ body }) => jsonResponse(200, { ...SERVER, ...(body as object) }),
  });
  const router = createMemoryRouter([{ path: '/settings/servers/:id?', Component: ServersPage }], {
    initialEntries: ['/settings/servers'],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return { calls, router };
}

afterEach(() => vi.unstubAllGlobals());

/** A window as narrow as a phone: the media query of the card layout matches. */
function onPhone() {
  const wide = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...wide(query), matches: query === SERVER_CARDS_QUERY });
  return () => {
    window.matchMedia = wide;
  };
}

describe('servers', () => {
  it('lists servers under its page heading and opens one with its details and live time', async () => {
    setup();
    expect((await screen.findByRole('heading', { level: 2, name: 'Servers' })).textContent).toBe('Servers');
    expect(screen.getByText(/The servers of this system with their status and version/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'vm' }));
    expect(await screen.findByText('debian 12 (linux_x64)')).toBeTruthy();
    expect(await screen.findByText('10.0.0.5')).toBeTruthy();
    expect(screen.getByText('Europe/Berlin · UTC+01:00')).toBeTruthy();
    expect(screen.getByTestId('server-clock').textContent).toMatch(/4:04:0\d/);
  });

  it('restart: a wrong password is refused, the right one restarts and waits for a new runtime id', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'vm' }));
    await screen.findByText('aaaaaaaa-0000-4000-8000-000000000001');
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    const password = await screen.findByLabelText(/^Your password/);
    fireEvent.change(password, { target: { value: 'wrong-pass' } });
    fireEvent.submit(password.closest('form')!);
    expect(await screen.findByText('Wrong password')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/restart'))).toBe(false);

    fireEvent.change(password, { target: { value: 'right-pass' } });
    fireEvent.submit(password.closest('form')!);
    expect(await screen.findByText('Restarting')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/rest/v1/login/sessions')?.body).toEqual({
      username: 'admin',
      password: 'wrong-pass',
      setCookie: true,
    });
    // The new runtime id and the status come from two reads that may land apart: wait for both.
    await waitFor(
      () => {
        expect(screen.getByText('bbbbbbbb-0000-4000-8000-000000000002')).toBeTruthy();
        expect(screen.getByTestId('server-status').textContent).toBe('Online');
      },
      { timeout: 8000 },
    );
  });

  it('on a phone, each server is a card with its state, and opens from its name', async () => {
    const wide = onPhone();
    try {
      setup();
      const list = await screen.findByRole('list', { name: 'Servers' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(list.textContent).toContain('Online');
      expect(list.textContent).toContain('debian 12 (linux_x64)');
      fireEvent.click(screen.getByRole('button', { name: 'vm' }));
      expect(await screen.findByLabelText('Server name')).toBeTruthy();
    } finally {
      wide();
    }
  });

  it('renames a server with PATCH', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'vm' }));
    fireEvent.change(await screen.findByLabelText('Server name'), { target: { value: 'Main server' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('No unsaved changes');
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: `/rest/v1/servers/${ID}`,
      body: { name: 'Main server' },
    });
  });
});
