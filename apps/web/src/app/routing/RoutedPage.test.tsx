import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { UnavailableBanner } from '../../features/system/UnavailableBanner.tsx';
import { loadPage } from '../reload/load-page.ts';
import { pageCode } from './page-code.ts';
import { RoutedPage } from './RoutedPage.tsx';

vi.mock('../reload/load-page.ts', () => ({ loadPage: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const PING = {
  moduleGuid: '{63fafcca-9884-4dc4-b7e8-85ea3ed8a2a8}',
  localSystemId: '{5a3c9a1e-7f0b-4c55-9d2e-0f7e0a1b2c3d}',
  sysIdTime: 1,
  tranLogTime: { sequence: 1, ticksMs: 1 },
};
const CHUNK = `${window.location.origin}/assets/UsersPage-4f2a.js`;
const chunkFailure = () =>
  Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`));
const usersPage = () => Promise.resolve({ default: () => <h1>Users</h1> });

/** The server: down, or up with or without the page's file. */
function server(state: 'down' | 'up' | 'updated') {
  fetchMock.mockImplementation(async (input, init) => {
    if (state === 'down') throw new TypeError('Failed to fetch');
    if (init?.method === 'HEAD')
      return state === 'updated'
        ? new Response('', { status: 404 })
        : new Response('', { status: 200, headers: { 'content-type': 'text/javascript' } });
    if (String(input).startsWith('/api/ping')) return jsonResponse(200, { error: '0', reply: PING });
    return jsonResponse(404, { error: '9', errorId: 'notFound', errorString: 'Not found.' });
  });
}

function renderPage(load: () => Promise<{ default: () => React.JSX.Element }>) {
  return renderWithProviders(
    <>
      <UnavailableBanner onRecovered={() => {}} pingIntervalMs={20} />
      <main>
        <RoutedPage code={pageCode(load)} />
      </main>
    </>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // React reports every error a boundary catches; these are the test's own.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(loadPage).mockReset();
});

describe('a page whose code does not load', () => {
  it('while the server is down: the shell shows it unavailable, and the page loads once it answers', async () => {
    server('down');
    const load = vi.fn(usersPage).mockImplementationOnce(chunkFailure);
    renderPage(load);

    const waiting = await screen.findByTestId('page-load-failure');
    expect(waiting.dataset.problem).toBe('unreachable');
    expect(waiting.textContent).toContain('Waiting for the server');
    expect((await screen.findByTestId('unavailable-banner')).textContent).toContain('Server is unavailable');

    server('up');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('unavailable-banner')).toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('when the server answers without the file (a new version): offers a reload', async () => {
    server('updated');
    renderPage(vi.fn(chunkFailure));
    const updated = await screen.findByTestId('page-load-failure');
    await vi.waitFor(() => expect(updated.dataset.problem).toBe('updated'));
    expect(updated.textContent).toContain('A new version of the console is installed');
    expect(screen.queryByTestId('unavailable-banner')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(loadPage).toHaveBeenCalledOnce();
  });

  it('when the server has the file but the load failed: trying again loads it', async () => {
    server('up');
    const load = vi.fn(usersPage).mockImplementationOnce(chunkFailure);
    renderPage(load);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
  });
});
