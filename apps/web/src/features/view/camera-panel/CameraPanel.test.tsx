import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverModel } from '../../../../test/media-server-fixtures.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { indexCameras, type ListedDevice } from '../../cameras/list/camera-search.ts';
import { CameraPanel, TREE_MODE_KEY } from './CameraPanel.tsx';

const S1 = '{8d5c2d39-0d7c-4b6f-9a52-0f0d3f2f8a11}';
const S2 = '{1a5c2d39-0d7c-4b6f-9a52-0f0d3f2f8a22}';

const device = (n: number, name: string, serverId: string, group?: string): ListedDevice => ({
  id: `{00000000-0000-4000-8000-00000000000${n}}`,
  name,
  url: `rtsp://10.0.0.${n}/stream`,
  vendor: 'GENERIC_RTSP',
  model: 'Generic',
  mac: '',
  serverId,
  status: n === 3 ? 'Offline' : 'Online',
  schedule: { isEnabled: n === 1, tasks: n === 1 ? [{ recordingType: 'always' } as never] : [] },
  ...(group ? { group: { id: `g-${group}`, name: group } } : {}),
});

const index = indexCameras(
  [
    device(1, 'Door', S1, 'Entrances'),
    device(2, 'Lobby', S2, 'Entrances'),
    device(3, 'Parking', S1),
    device(4, 'Vault', S2),
  ],
  new Date(),
);

function Opened() {
  return <div data-testid="opened">{useParams().cameraId}</div>;
}

function renderPanel() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/view']}>
      <CameraPanel index={index} selectedId={null} pathOf={(id) => `/view/${id}`} />
      <Routes>
        <Route path="/view/:cameraId" element={<Opened />} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
}

const rowTexts = () =>
  within(screen.getByTestId('view-camera-list'))
    .getAllByRole('listitem')
    // A group as its name and count (without the count's words for screen readers), a camera as its name.
    .map((li) =>
      li.dataset.groupKey
        ? `${li.querySelector('p')?.textContent}${li.querySelector('.mantine-Badge-root')?.textContent}`
        : li.textContent,
    );

beforeEach(() => {
  // jsdom lays nothing out: the list gets a height, so that the virtual list has rows in view.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(260);
  localStorage.removeItem(TREE_MODE_KEY);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      jsonResponse(200, [serverModel({ id: S1, name: 'West' }), serverModel({ id: S2, name: 'East' })]),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CameraPanel (the camera tree)', () => {
  it('groups by server name, with counts, status and recording', async () => {
    renderPanel();
    await waitFor(() => expect(rowTexts()).toEqual(['East2', 'Lobby', 'Vault', 'West2', 'Door', 'Parking']));
    const west = screen.getByRole('button', { name: /West/ });
    expect(west.getAttribute('aria-expanded')).toBe('true');
    expect(west.textContent).toContain('2 cameras');
    expect(screen.getAllByTestId('view-camera-recording')).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: 'Offline' })).toHaveLength(1);
  });

  it('groups by group when asked, and remembers it', async () => {
    renderPanel();
    fireEvent.click(screen.getByText('By group'));
    await waitFor(() =>
      expect(rowTexts()).toEqual(['Entrances2', 'Door', 'Lobby', 'No group2', 'Parking', 'Vault']),
    );
    expect(localStorage.getItem(TREE_MODE_KEY)).toBe('group');
  });

  it('moves with the arrows, collapses with Left, expands with Right, opens with Enter', async () => {
    renderPanel();
    await waitFor(() => expect(rowTexts()[0]).toBe('East2'));
    const east = screen.getByRole('button', { name: /East/ });
    east.focus();
    fireEvent.keyDown(east, { key: 'ArrowLeft' });
    await waitFor(() => expect(rowTexts()).toEqual(['East2', 'West2', 'Door', 'Parking']));
    fireEvent.keyDown(east, { key: 'ArrowDown' });
    const west = screen.getByRole('button', { name: /West/ });
    await waitFor(() => expect(document.activeElement).toBe(west));
    fireEvent.keyDown(west, { key: 'ArrowDown' });
    const door = screen.getByRole('link', { name: /Door/ });
    await waitFor(() => expect(document.activeElement).toBe(door));
    expect(door.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(door, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(west));
    fireEvent.keyDown(west, { key: 'Home' });
    await waitFor(() => expect(document.activeElement).toBe(east));
    fireEvent.keyDown(east, { key: 'ArrowRight' });
    await waitFor(() => expect(rowTexts()).toContain('Lobby'));
    fireEvent.keyDown(east, { key: 'ArrowRight' });
    const lobby = screen.getByRole('link', { name: /Lobby/ });
    await waitFor(() => expect(document.activeElement).toBe(lobby));
    fireEvent.keyDown(lobby, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('opened').textContent).toBe(index.listed[1]?.id));
  });

  it('a search keeps the groups of its matches open, and says when nothing matches', async () => {
    renderPanel();
    await waitFor(() => expect(rowTexts()[0]).toBe('East2'));
    fireEvent.keyDown(screen.getByRole('button', { name: /West/ }), { key: 'ArrowLeft' });
    await waitFor(() => expect(rowTexts()).not.toContain('Door'));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'door' } });
    await waitFor(() => expect(rowTexts()).toEqual(['West1', 'Door']));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing' } });
    await screen.findByText('No camera matches.');
  });
});
