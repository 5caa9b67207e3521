import type { ServerModel } from '@argus/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser, OWNER, userWithRole } from '../../../../test/media-server-fixtures.ts';
import { jsonResponse, renderWithProviders, setCurrentUser } from '../../../../test/render.tsx';
import { systemEndpoints } from '../../../lib/endpoints.ts';
import { StatusSummary } from './StatusSummary.tsx';

const server = (id: string, status: ServerModel['status']): ServerModel => ({
  id,
  name: `server ${id.slice(0, 4)}`,
  url: 'http://127.0.0.1:7001',
  version: '5.1.6.1000',
  endpoints: ['127.0.0.1:7001'],
  authKey: '',
  osInfo: { platform: 'linux_x64', variant: 'debian', variantVersion: '12' },
  flags: 'SF_None',
  isFailoverEnabled: false,
  maxCameras: 0,
  backupBitrateBytesPerSecond: [],
  status,
  parameters: {},
});

function renderFor(user: typeof OWNER, servers: ServerModel[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, servers)),
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
});
