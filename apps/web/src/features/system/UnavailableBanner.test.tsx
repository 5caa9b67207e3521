import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { systemEndpoints } from '../../lib/endpoints.ts';
import { UnavailableBanner } from './UnavailableBanner.tsx';

const fetchMock = vi.fn<typeof fetch>();
const PING = {
  moduleGuid: '{63fafcca-9884-4dc4-b7e8-85ea3ed8a2a8}',
  localSystemId: '{5a3c9a1e-7f0b-4c55-9d2e-0f7e0a1b2c3d}',
  sysIdTime: 1,
  tranLogTime: { sequence: 1, ticksMs: 1 },
};

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('availability', () => {
  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['502', () => Promise.resolve(jsonResponse(502, {}))],
    ['504', () => Promise.resolve(jsonResponse(504, {}))],
  ])('%s shows the banner, pings /api/ping, and reloads once the server answers', async (_name, fail) => {
    const onRecovered = vi.fn();
    const { client } = renderWithProviders(
      <UnavailableBanner onRecovered={onRecovered} pingIntervalMs={20} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    fetchMock.mockImplementation(fail);
    await expect(client.call(systemEndpoints.info)).rejects.toMatchObject({ isUnavailable: true });
    expect((await screen.findByRole('alert')).textContent).toContain('Server is unavailable. Reconnecting…');
    expect(onRecovered).not.toHaveBeenCalled();

    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, { error: '0', reply: PING })));
    await waitFor(() => expect(onRecovered).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/ping'))).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores ordinary error statuses', async () => {
    const { client } = renderWithProviders(<UnavailableBanner onRecovered={() => {}} />);
    fetchMock.mockResolvedValue(jsonResponse(500, { error: '6', errorId: 'internalServerError' }));
    await expect(client.call(systemEndpoints.info)).rejects.toMatchObject({ status: 500 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
