import type { DeviceSearch, FoundDevice } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, loggedInAs, renderPage, stubServer } from '../../../test/fake-media-server.tsx';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import CamerasPage from './CamerasPage.tsx';
import type { ListedDevice } from './list/camera-search.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const idOf = (n: number) => `{00000000-0000-4000-8000-00000000000${n}}`;
const ALWAYS = {
  dayOfWeek: 1,
  startTime: 0,
  endTime: 86_400,
  recordingType: 'always' as const,
  streamQuality: 'high' as const,
  fps: 15,
  bitrateKbps: 0,
  metadataTypes: 'none' as const,
};
const listed = (n: number, name: string, more: Partial<ListedDevice> = {}): ListedDevice => ({
  id: idOf(n),
  name,
  url: `rtsp://10.0.0.${n}:554/stream`,
  vendor: 'GENERIC_RTSP',
  model: '',
  mac: '',
  serverId: '{00000000-0000-0000-0000-000000000001}',
  status: 'Online',
  schedule: { isEnabled: false, tasks: [] },
  ...more,
});
const CAMERAS = [
  listed(1, 'Yard', { vendor: 'Axis', model: 'M3106' }),
  listed(2, 'camera 10', { schedule: { isEnabled: true, tasks: [ALWAYS] } }),
  listed(3, 'Camera 9', { schedule: { isEnabled: false, tasks: [ALWAYS] } }),
];

const found = (n: number, more: Partial<FoundDevice>): FoundDevice => ({
  address: `127.0.0.1:855${n}`,
  state: 'found',
  reason: '',
  physicalId: `rtsp://127.0.0.1:855${n}/primary`,
  url: `rtsp://127.0.0.1:855${n}/primary`,
  name: `127.0.0.1:855${n}/primary`,
  manufacturer: 'GENERIC_RTSP',
  vendor: 'GENERIC_RTSP',
  model: 'GStreamer RTSP server',
  firmware: '',
  mac: '',
  streams: [],
  existsInPool: false,
  ...more,
});

function serve(devices: FoundDevice[]) {
  const search: DeviceSearch = {
    id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    status: { state: 'finished', current: 1, total: 1 },
    devices,
  };
  return stubServer({
    ...loggedInAs(ADMIN_USER),
    'GET /rest/v1/devices': () => jsonResponse(200, CAMERAS),
    'GET /rest/v1/servers': () => jsonResponse(200, []),
    'POST /rest/v2/devices/*/searches': () => jsonResponse(200, search),
    [`GET /rest/v2/devices/*/searches/${search.id}`]: () => jsonResponse(200, search),
    [`DELETE /rest/v2/devices/*/searches/${search.id}`]: () => jsonResponse(200, {}),
    'POST /api/manualCamera/add': () =>
      jsonResponse(200, { error: '0', errorId: 'ok', errorString: '', reply: null }),
  });
}

const rowNames = () =>
  within(screen.getByTestId('cameras-list'))
    .getAllByTestId('camera-row')
    .map((r) => r.querySelector('a')?.textContent);

describe('cameras page', () => {
  it('lists by name, says vendors in words and which cameras record, and sorts by any column', async () => {
    serve([]);
    renderPage(<CamerasPage />);
    await waitFor(() => expect(rowNames()).toEqual(['Camera 9', 'camera 10', 'Yard']));
    const rows = screen.getAllByTestId('camera-row');
    expect(rows[0]!.textContent).toContain('RTSP stream');
    expect(rows[0]!.textContent).not.toContain('GENERIC_RTSP');
    expect(rows[2]!.textContent).toContain('Axis M3106');
    // Only camera 10 records: its recording is on and its schedule has a task that records.
    expect(rows.map((r) => r.dataset.recording)).toEqual(['false', 'true', 'false']);
    expect(within(rows[1]!).getByTestId('camera-recording').textContent).toContain('On');
    expect(within(rows[0]!).getByTestId('camera-recording').textContent).toContain('Off');

    const byName = screen.getByRole('button', { name: 'Sort by Name' });
    expect(byName.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(byName);
    await waitFor(() => expect(rowNames()).toEqual(['Yard', 'camera 10', 'Camera 9']));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Recording' }));
    await waitFor(() => expect(rowNames()).toEqual(['camera 10', 'Camera 9', 'Yard']));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Vendor and model' }));
    await waitFor(() => expect(rowNames()).toEqual(['Yard', 'Camera 9', 'camera 10']));
    expect(screen.getByRole('button', { name: 'Sort by Vendor and model' }).getAttribute('data-sort')).toBe(
      'ascending',
    );
  });

  it('adds found cameras under the names in their fields, the server’s by default', async () => {
    const calls = serve([found(1, {}), found(2, { name: 'TestCamera 2', vendor: 'Argus', model: 'TC-100' })]);
    renderPage(<CamerasPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add camera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add camera' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Address/ }), {
      target: { value: '127.0.0.1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    const names = await within(dialog).findAllByRole('textbox', { name: 'Name' });
    expect(names.map((n) => (n as HTMLInputElement).value)).toEqual([
      '127.0.0.1:8551/primary',
      'TestCamera 2',
    ]);
    expect(within(dialog).getByText('RTSP stream GStreamer RTSP server')).toBeTruthy();
    fireEvent.change(names[0]!, { target: { value: '  Gate  ' } });
    for (const box of within(dialog).getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 cameras' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/manualCamera/add')).toBe(true));
    const add = calls.find((c) => c.path === '/api/manualCamera/add')!.body as {
      cameras: { name: string; url: string }[];
    };
    expect(add.cameras.map((c) => c.name)).toEqual(['Gate', 'TestCamera 2']);
  });

  it('shows the server’s reasons when nothing can be added', async () => {
    const reason =
      'An RTSP server (GStreamer) answers, but has no stream at / nor at the usual stream paths (/primary, …): give the camera’s stream URL.';
    serve([{ ...found(1, {}), state: 'noDevice', reason, name: '', url: '', physicalId: '' }]);
    renderPage(<CamerasPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add camera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add camera' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Address/ }), {
      target: { value: '127.0.0.1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    const outcome = await within(dialog).findByTestId('search-outcome');
    expect(outcome.dataset.outcome).toBe('nothing');
    expect(within(outcome).getByTestId('search-reasons').textContent).toBe(reason);
    expect(within(dialog).getByTestId('found-device-reason').textContent).toBe(reason);
  });

  it('opens the add dialog at once when General’s "Add your first camera" leads here', async () => {
    serve([]);
    const router = createMemoryRouter([{ path: '/settings/cameras', element: <CamerasPage /> }], {
      initialEntries: ['/settings/cameras?add=1'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add camera' });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
