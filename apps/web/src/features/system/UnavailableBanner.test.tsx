import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { http } from '../../lib/http.ts';
import { resetAvailability } from './availability.ts';
import { UnavailableBanner } from './UnavailableBanner.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  resetAvailability();
  vi.stubGlobal('fetch', fetchMock);
});
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
    renderWithProviders(<UnavailableBanner onRecovered={onRecovered} pingIntervalMs={20} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fetchMock.mockImplementation(fail);
    await expect(http.get('/rest/v1/system/info')).rejects.toMatchObject({ isUnavailable: true });
    expect((await screen.findByRole('alert')).textContent).toContain('Server is unavailable. Reconnecting…');
    expect(onRecovered).not.toHaveBeenCalled();

    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, { error: '0', reply: {} })));
    await waitFor(() => expect(onRecovered).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/ping'))).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores ordinary error statuses', async () => {
    renderWithProviders(<UnavailableBanner onRecovered={() => {}} />);
    fetchMock.mockResolvedValue(jsonResponse(500, { error: '6', errorId: 'internalServerError' }));
    await expect(http.get('/rest/v1/system/info')).rejects.toMatchObject({ status: 500 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
