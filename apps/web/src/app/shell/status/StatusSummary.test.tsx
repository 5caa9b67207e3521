import type { ServerModel } from '@argus/contract/mediaserver';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser, OWNER, serverModel, userWithRole } from '../../../../test/media-server-fixtures.ts';
import { jsonResponse, renderWithProviders, setCurrentUser } from '../../../../test/render.tsx';
import type { ListedDevice } from '../../../features/cameras/list/camera-search.ts';
import { systemEndpoints } from '../../../lib/endpoints.ts';
import { StatusSummary } from './StatusSummary.tsx';

const server = (id: string, status: ServerModel['status']): ServerModel =>
  serverModel({ id, name: `server ${id.slice(0, 4)}`, status });

const camera = (n: number, status: ListedDevice['status']): ListedDevice => ({
  id: `{00000000-0000-4000-8000-00000000000${n}}`,
  name: `camera ${n}`,
  url: `rtsp://10.0.0.${n}/stream`,
  vendor: 'GENERIC_RTSP',
  model: 'Generic',
  mac: '',
  serverId: '{8d5c2d39-0d7c-4b6f-9a52-0f0d3f2f8a11}',
  status,
  schedule: { isEnabled: false, tasks: [] },
});
const THREE_CAMERAS = [camera(1, 'Online'), camera(2, 'Recording'), camera(3, 'Offline')];

/** Every URL the figures asked for. */
let asked: URL[] = [];

function renderFor(user: typeof OWNER, servers: ServerModel[], cameras: ListedDevice[] = THREE_CAMERAS) {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      return jsonResponse(200, url.pathname === '/rest/v1/devices' ? cameras : servers);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setCurrentUser(queryClient, currentUser(user));
  return renderWithProviders(
    <MemoryRouter>
      <StatusSummary />
    </MemoryRouter>,
    queryClient,
  );
}

afterEach(() => vi.unstubAllGlobals());

const figure = (key: string) =>
  screen.getByRole('list', { name: 'System status' }).querySelector(`[data-status="${key}"]`) as HTMLElement;

describe('status at a glance', () => {
  it('shows the server answering and the servers online, linked for an administrator', async () => {
    renderFor(OWNER, [
      server('8d5c2d39-0d7c-4b6f-9a52-0f0d3f2f8a11', 'Online'),
      server('0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', 'Offline'),
    ]);
    await waitFor(() => expect(figure('servers')).toBeTruthy());
    expect(figure('health').textContent).toContain('System health: the server answers');
    expect(figure('health').dataset.tone).toBe('ok');
    const servers = within(figure('servers')).getByRole('link', { name: 'Servers online: 1 of 2' });
    expect(servers.getAttribute('href')).toBe('/settings/servers');
    expect(figure('servers').dataset.tone).toBe('warning');
  });

  it('gives a viewer the figures without a link to pages it may not open', async () => {
    renderFor(userWithRole('viewer'), [server('8d5c2d39-0d7c-4b6f-9a52-0f0d3f2f8a11', 'Online')]);
    await waitFor(() => expect(figure('servers')).toBeTruthy());
    expect(figure('servers').textContent).toContain('Servers online: 1 of 1');
    expect(within(figure('servers')).queryByRole('link')).toBeNull();
  });

  it('turns health red while the server does not answer', async () => {
    const { client } = renderFor(OWNER, [server('8d5c2d39-0d7c-4b6f-9a52-0f0d3f2f8a11', 'Online')]);
    await waitFor(() => expect(figure('servers')).toBeTruthy());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(client.call(systemEndpoints.info)).rejects.toMatchObject({ isUnavailable: true });
    await waitFor(() => expect(figure('health').dataset.tone).toBe('critical'));
    expect(figure('health').textContent).toContain('the server does not answer');
  });

  it('counts the cameras online (Online or Recording) of those the caller sees, from the light list', async () => {
    renderFor(OWNER, [server('8d5c2d39-0d7c-4b6f-9a52-0f0d3f2f8a11', 'Online')]);
    await waitFor(() => expect(figure('cameras')).toBeTruthy());
    const cameras = within(figure('cameras')).getByRole('link', { name: 'Cameras online: 2 of 3' });
    expect(cameras.getAttribute('href')).toBe('/settings/cameras');
    expect(figure('cameras').textContent).toContain('2/3');
    expect(figure('cameras').dataset.tone).toBe('warning');
    const lists = asked.filter((url) => url.pathname === '/rest/v1/devices');
    expect(lists.length).toBeGreaterThan(0);
    // Only the fields the Cameras page lists, never the full models.
    for (const url of lists) expect(url.searchParams.get('_with')).toContain('status');
  });

  it('links a viewer to the Cameras page it may open, and shows no cameras as not known yet', async () => {
    renderFor(userWithRole('viewer'), [server('8d5c2d39-0d7c-4b6f-9a52-0f0d3f2f8a11', 'Online')], []);
    await waitFor(() => expect(figure('cameras')).toBeTruthy());
    const link = within(figure('cameras')).getByRole('link', { name: 'Cameras online: 0 of 0' });
    expect(link.getAttribute('href')).toBe('/settings/cameras');
    expect(figure('cameras').dataset.tone).toBe('unknown');
  });
});
