import type { DeviceChangeRequest } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, stubServer } from '../../../../test/fake-media-server.tsx';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import type { ListedDevice } from '../list/camera-search.ts';
import { CopyScheduleDialog } from './CopyScheduleDialog.tsx';
import { camera } from './camera-fixture.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const SOURCE = '{5c7f3b0e-6a2d-4f5e-9a1b-2c3d4e5f6a7b}';
const idOf = (n: number) => `{00000000-0000-4000-8000-00000000000${n}}`;
const pathOf = (n: number) => `/rest/v1/devices/${encodeURIComponent(idOf(n))}`;
const listed = (id: string, name: string): ListedDevice => ({
  id,
  name,
  url: `rtsp://10.0.0.${name.length}:554/stream`,
  vendor: 'GENERIC_RTSP',
  model: 'Generic',
  mac: '',
  serverId: '{00000000-0000-0000-0000-000000000001}',
  status: 'Online',
  schedule: { isEnabled: false, tasks: [] },
});
const CAMERAS = [
  listed(SOURCE, 'Lobby'),
  listed(idOf(1), 'Gate East'),
  listed(idOf(2), 'Gate West'),
  listed(idOf(3), 'Parking'),
  listed(idOf(4), 'Garage'),
];
const REFUSAL = "fps 25 is above this camera's maximum of 20";
const schedule: DeviceChangeRequest = {
  schedule: {
    isEnabled: true,
    tasks: [
      {
        dayOfWeek: 1,
        startTime: 0,
        endTime: 3600,
        recordingType: 'always',
        streamQuality: 'high',
        fps: 25,
        bitrateKbps: 0,
        metadataTypes: 'none',
      },
    ],
    minArchivePeriodS: 86_400,
    maxArchivePeriodS: 30 * 86_400,
  },
};

/** Serves the cameras; the change of Parking (3) waits until `release` is called. */
function serveCameras() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const patch = (n: number) => async () => {
    if (n === 3) await held;
    return n === 2
      ? jsonResponse(422, { error: '2', errorId: 'invalidParameter', errorString: REFUSAL })
      : jsonResponse(200, camera({ id: idOf(n), name: CAMERAS[n]!.name }));
  };
  const calls: FakeCall[] = stubServer({
    'GET /rest/v1/devices': () => jsonResponse(200, CAMERAS),
    ...Object.fromEntries([1, 2, 3, 4].map((n) => [`PATCH ${pathOf(n)}`, patch(n)])),
  });
  return { calls, release };
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const search = (text: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });

describe('copy schedule to other cameras', () => {
  it('searches, chooses the shown cameras, copies and reports the camera the server refused with its reason', async () => {
    const { calls, release } = serveCameras();
    renderWithProviders(
      <CopyScheduleDialog opened sourceId={SOURCE} schedule={schedule} onClose={() => {}} />,
    );
    const list = await screen.findByRole('list', { name: 'Cameras' });
    expect(within(list).queryByRole('checkbox', { name: 'Lobby' })).toBeNull();
    expect(within(list).getAllByRole('checkbox')).toHaveLength(4);

    search('gate');
    await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Select all 2 shown' }));
    expect(box('Gate East').checked && box('Gate West').checked).toBe(true);
    search('');
    await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(4));
    expect(box('Garage').checked).toBe(false);
    fireEvent.click(box('Parking'));
    expect(screen.getByTestId('copy-chosen').textContent).toBe('3 selected');

    const listReads = () => calls.filter((c) => c.method === 'GET' && c.path === '/rest/v1/devices').length;
    const readsBefore = listReads();
    fireEvent.click(screen.getByRole('button', { name: 'Copy to 3 cameras' }));
    // Two cameras answered, Parking has not yet.
    const progress = await screen.findByRole('progressbar', { name: 'Copy progress' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('67'));
    expect(screen.getByText('Copying: 2 of 3 cameras done')).toBeTruthy();
    expect(box('Garage').disabled).toBe(true);
    release();
    const results = await screen.findByTestId('copy-results');
    expect(results.textContent).toContain('Copied to 2 cameras.');
    const refused = within(results).getByRole('alert');
    expect(refused.textContent).toContain('Not copied to 1 camera');
    expect(refused.textContent).toContain(`Gate West: ${REFUSAL}`);

    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.path).sort()).toEqual([1, 2, 3].map(pathOf).sort());
    expect(patches.every((c) => JSON.stringify(c.body) === JSON.stringify(schedule))).toBe(true);
    // The list is read again once, after the last camera, not once per camera.
    await waitFor(() => expect(listReads()).toBe(readsBefore + 1));
    const lastPatch = calls.findLastIndex((c) => c.method === 'PATCH');
    const firstPatch = calls.findIndex((c) => c.method === 'PATCH');
    expect(calls.slice(firstPatch, lastPatch).some((c) => c.method === 'GET')).toBe(false);

    // The refused camera can be chosen again for another try.
    fireEvent.click(screen.getByRole('button', { name: 'Select the failed cameras again' }));
    expect(await screen.findByText('1 selected')).toBeTruthy();
    expect(box('Gate West').checked).toBe(true);
  });
});
