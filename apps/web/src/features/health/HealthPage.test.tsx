import { countHealthAlerts, healthAlertsOf } from '@argus/contract/mediaserver';
import { HEALTH_FIXTURE_SERVER_ID, healthReportFixture } from '@argus/contract/testing';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, loggedInAs, stubServer } from '../../../test/fake-media-server.tsx';
import { currentUser, userWithRole } from '../../../test/media-server-fixtures.ts';
import { jsonResponse, renderWithProviders, setCurrentUser } from '../../../test/render.tsx';
import HealthPage from './HealthPage.tsx';
import HealthReportViewerPage from './HealthReportViewerPage.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

function renderHealth(path: string, routes = {}) {
  const report = healthReportFixture({ cameras: 45, offlineCameras: 2, warnings: 3 });
  const calls = stubServer({
    ...loggedInAs(ADMIN_USER),
    'GET /rest/v2/system/metrics/manifest': () => jsonResponse(200, report.manifest),
    'GET /rest/v2/system/metrics/values': () => jsonResponse(200, report.values),
    'GET /rest/v2/system/metrics/alarms': () => jsonResponse(200, report.alarms),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/health', element: <HealthPage /> },
      { path: '/health/:view', element: <HealthPage /> },
      { path: '/settings', element: <h1>Settings</h1> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As under the login guard: the caller is known before the page renders.
  setCurrentUser(queryClient, currentUser(ADMIN_USER));
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  return { report, calls, router };
}

describe('Information page', () => {
  it('leads /health to the alerts, grouped by level, with the counts of the tiles', async () => {
    const { report, router } = renderHealth('/health');
    await screen.findByTestId('health-alerts-error');
    expect(router.state.location.pathname).toBe('/health/alerts');
    const errors = within(screen.getByTestId('health-alerts-error')).getAllByTestId('health-alert');
    const warnings = within(screen.getByTestId('health-alerts-warning')).getAllByTestId('health-alert');
    expect(errors).toHaveLength(2);
    expect(warnings).toHaveLength(3);
    expect(errors[0]?.textContent).toContain('Camera is offline');
    const counts = countHealthAlerts(healthAlertsOf(report));
    const cameras = screen.getByTestId('health-tile-cameras');
    expect(within(cameras).getByTestId('health-tile-count').textContent).toBe('45');
    expect(within(cameras).getByTestId('health-tile-errors').textContent).toBe(
      `${counts.cameras?.error} errors`,
    );
    expect(within(cameras).getByTestId('health-tile-warnings').textContent).toBe(
      `${counts.cameras?.warning} warnings`,
    );
    const alerts = screen.getByTestId('health-tile-alerts');
    expect(within(alerts).getByTestId('health-tile-errors').textContent).toBe(`${errors.length} errors`);
    // The alert-type filter keeps one level.
    fireEvent.click(screen.getByTestId('health-filter-alert-type'));
    fireEvent.click(await screen.findByRole('option', { name: 'Warnings', hidden: true }));
    await waitFor(() => expect(screen.queryByTestId('health-alerts-error')).toBeNull());
    expect(screen.getAllByTestId('health-alert')).toHaveLength(3);
  });

  it("shows the 'doing well' state when nothing raises an alarm", async () => {
    renderHealth('/health/alerts', { 'GET /rest/v2/system/metrics/alarms': () => jsonResponse(200, {}) });
    expect(await screen.findByText('Your system is doing well')).toBeTruthy();
    expect(within(screen.getByTestId('health-tile-cameras')).queryByTestId('health-tile-errors')).toBeNull();
  });

  it('shows a section as a manifest-driven table that searches, sorts, pages and opens the panel', async () => {
    renderHealth('/health/cameras');
    const table = await screen.findByTestId('health-table');
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headings).toEqual([
      'Name',
      'Server',
      'IP address',
      'Recording',
      'Status',
      'Frame rate',
      'Bitrate',
    ]);
    // 45 cameras, 20 a page.
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByTestId('health-pagination')).toBeTruthy();
    expect(within(table).getAllByText('25 fps').length).toBeGreaterThan(0);
    // Search (spec 000 §5): every term must match.
    fireEvent.change(screen.getByTestId('health-search'), { target: { value: 'offline+camera' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    fireEvent.change(screen.getByTestId('health-search'), { target: { value: 'axis 10.0.0.8' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('health-search'), { target: { value: '' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    // Sorted by name; again: the other way round.
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Camera 0045'));
    // The panel: every panel parameter, by section, with its alarm.
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    fireEvent.click(await within(table).findByRole('button', { name: 'Camera 0001' }));
    const panel = await screen.findByTestId('health-panel');
    expect(within(panel).getByText('Primary stream')).toBeTruthy();
    expect(within(panel).getByTestId('health-param-info.vendor').textContent).toContain('Hanwha');
    expect(within(panel).getByTestId('health-param-availability.status').textContent).toContain(
      'Camera is offline',
    );
  });

  it('filters a section by server and shows tiles for a section of one item', async () => {
    const { router } = renderHealth(`/health/servers?server=${HEALTH_FIXTURE_SERVER_ID}`);
    const tiles = await screen.findByTestId('health-item-tiles');
    expect(within(tiles).getByText('Server Alpha')).toBeTruthy();
    expect(within(tiles).getByTestId('health-param-load.cpuUsageP').textContent).toContain('23%');
    expect(within(tiles).getByTestId('health-param-availability.uptimeS').textContent).toContain('1d 2h');
    fireEvent.click(screen.getByTestId('health-tile-cameras'));
    await screen.findByTestId('health-table');
    expect(router.state.location.search).toBe(`?server=${HEALTH_FIXTURE_SERVER_ID}`);
  });

  it('sends users who may not view info to the settings', async () => {
    const router = createMemoryRouter(
      [
        { path: '/health/:view', element: <HealthPage /> },
        { path: '/settings', element: <h1>Settings</h1> },
      ],
      { initialEntries: ['/health/alerts'] },
    );
    const queryClient = new QueryClient();
    setCurrentUser(queryClient, currentUser(userWithRole('viewer')));
    renderWithProviders(<RouterProvider router={router} />, queryClient);
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
  });

  it('shows an error with a retry when the metrics cannot be read', async () => {
    renderHealth('/health/alerts', {
      'GET /rest/v2/system/metrics/manifest': () =>
        jsonResponse(403, { error: '4', errorId: 'forbidden', errorString: 'Forbidden.' }),
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('health report viewer', () => {
  function renderViewer() {
    const calls = stubServer(loggedInAs(ADMIN_USER));
    const router = createMemoryRouter(
      [{ path: '/health-report/viewer', element: <HealthReportViewerPage /> }],
      {
        initialEntries: ['/health-report/viewer'],
      },
    );
    renderWithProviders(<RouterProvider router={router} />);
    return { calls, router };
  }
  const drop = (content: string) =>
    fireEvent.drop(screen.getByTestId('health-viewer-drop'), {
      dataTransfer: { files: [new File([content], 'report.json', { type: 'application/json' })] },
    });

  it('opens a dropped report offline and browses it', async () => {
    const { calls, router } = renderViewer();
    drop(JSON.stringify(healthReportFixture({ cameras: 5, offlineCameras: 1 })));
    const alerts = await screen.findByTestId('health-alerts-error');
    expect(within(alerts).getAllByTestId('health-alert')).toHaveLength(1);
    expect(screen.getByText(/Riverside, taken/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('health-tile-cameras'));
    await screen.findByTestId('health-table');
    expect(router.state.location.search).toBe('?view=cameras');
    expect(calls.filter((c) => c.path.includes('metrics'))).toEqual([]);
  });

  it('says so when a file is not a report', async () => {
    renderViewer();
    drop('{"cameras": []}');
    expect((await screen.findByTestId('health-viewer-refusal')).textContent).toContain('not a health report');
    drop('not json');
    await waitFor(() =>
      expect(screen.getByTestId('health-viewer-refusal').textContent).toContain('is not JSON'),
    );
  });
});
