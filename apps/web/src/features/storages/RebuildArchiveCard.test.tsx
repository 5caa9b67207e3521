import type { RebuildArchiveStatus } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../test/fake-media-server.tsx';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { notify } from '../../ui/notify.ts';
import { RebuildArchiveCard } from './RebuildArchiveCard.tsx';

// A running rebuild is read again every second: a test sees two or three polls.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SERVER = '8d5c2d39-0d7c-4b6f-9a52-0f0d3f2f8a11';
const PATH = `/rest/v2/servers/${SERVER}/rebuildArchive`;
const NOTHING = { state: 'none', path: '', progress: 0, totalProgress: 0, chunks: 0, cameras: 0 } as const;
const IDLE: RebuildArchiveStatus = { main: NOTHING, backup: NOTHING };
const running = (totalProgress: number, path = '/srv/archive', chunks = 0): RebuildArchiveStatus => ({
  ...IDLE,
  main: { state: 'full', path, progress: totalProgress, totalProgress, chunks, cameras: chunks ? 2 : 0 },
});
/** After a rebuild that found 12 chunks of 2 cameras. */
const REBUILT: RebuildArchiveStatus = {
  ...IDLE,
  main: { ...NOTHING, progress: 1, totalProgress: 1, chunks: 12, cameras: 2 },
};

/** The server's rebuild: GET answers `status` as it is at the time; DELETE stops it. */
function serveRebuild(initial: RebuildArchiveStatus) {
  const server = { status: initial };
  const calls = stubServer({
    [`GET ${PATH}`]: () => jsonResponse(200, server.status),
    [`DELETE ${PATH}`]: () => {
      server.status = IDLE;
      return jsonResponse(200, server.status);
    },
  });
  return { server, calls };
}

const card = () => screen.getByTestId('rebuild-archive');
const mainBar = () => within(card()).getByRole('progressbar', { name: 'Main archive' });

describe('rebuild archive', () => {
  it('follows a running rebuild as its progress moves, and says when it is done', async () => {
    const done = vi.spyOn(notify, 'success');
    const { server } = serveRebuild(running(0.2, '/srv/archive/disk1'));
    renderWithProviders(<RebuildArchiveCard serverId={SERVER} />);
    await waitFor(() => expect(mainBar().getAttribute('aria-valuenow')).toBe('20'));
    expect(within(card()).getByTestId('rebuild-percent').textContent).toBe('Rebuilding: 20 %');
    expect(within(card()).getByText('Scanning /srv/archive/disk1')).toBeTruthy();
    expect(within(card()).queryByRole('progressbar', { name: 'Backup archive' })).toBeNull();
    expect(within(card()).getByRole('button', { name: 'Stop' })).toBeTruthy();

    server.status = running(0.65, '/srv/archive/disk2', 8);
    await waitFor(() => expect(mainBar().getAttribute('aria-valuenow')).toBe('65'));
    expect(within(card()).getByTestId('rebuild-percent').textContent).toBe('Rebuilding: 65 %');
    expect(within(card()).getByText('Scanning /srv/archive/disk2')).toBeTruthy();
    expect(within(card()).getByTestId('rebuild-found').textContent).toBe(
      'Found so far: 8 chunks of 2 cameras.',
    );

    server.status = REBUILT;
    expect(await within(card()).findByText('The archive index is up to date.')).toBeTruthy();
    expect(within(card()).queryByRole('progressbar')).toBeNull();
    expect(within(card()).getByRole('button', { name: 'Rebuild archive' })).toBeTruthy();
    expect(within(card()).getByTestId('rebuild-found').textContent).toBe(
      'The last rebuild found 12 chunks of 2 cameras.',
    );
    expect(done).toHaveBeenCalledWith('Archive rebuilt: 12 chunks');
  });

  it('stops a running rebuild and says it was stopped, not done', async () => {
    const toast = vi.spyOn(notify, 'success');
    const { calls } = serveRebuild(running(0.4));
    renderWithProviders(<RebuildArchiveCard serverId={SERVER} />);
    await waitFor(() => expect(mainBar().getAttribute('aria-valuenow')).toBe('40'));
    fireEvent.click(within(card()).getByRole('button', { name: 'Stop' }));
    expect(await within(card()).findByText('The archive index is up to date.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([PATH]);
    expect(within(card()).queryByRole('progressbar')).toBeNull();
    expect(toast).toHaveBeenCalledWith('Archive rebuild stopped');
    expect(toast).not.toHaveBeenCalledWith(expect.stringMatching(/^Archive rebuilt/));
  });
});
