import type { BookmarkModel } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { BookmarksPanel } from './BookmarksPanel.tsx';

const CAMERA = 'c0ffee00-0000-4000-8000-000000000001';
const bookmark = (id: string, name: string, tags: string[]): BookmarkModel => ({
  id,
  deviceId: CAMERA,
  serverId: 'a0000000-0000-4000-8000-000000000001',
  name,
  description: '',
  startTimeMs: 1_795_000_000_000,
  durationMs: 30_000,
  tags,
  creationTimeMs: 1_795_000_100_000,
});

/** A media server with two bookmarks: every request is kept with its method and full address. */
function stubBookmarks() {
  const requests: { method: string; url: URL }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    requests.push({ method, url });
    if (url.pathname.endsWith('/bookmarks/*/tags')) return jsonResponse(200, { truck: 2, gate: 1 });
    if (method === 'DELETE') return new Response(null, { status: 204 });
    const all = [bookmark('b1', 'Delivery', ['truck']), bookmark('b2', 'Gate left open', ['gate'])];
    const tags = url.searchParams.get('tags');
    return jsonResponse(200, tags ? all.filter((b) => b.tags.includes(tags)) : all);
  });
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('bookmarks panel', () => {
  it('lists the camera bookmarks, filters by tag on the server, and plays the one chosen', async () => {
    const requests = stubBookmarks();
    const onOpen = vi.fn();
    renderWithProviders(
      <BookmarksPanel cameraId={CAMERA} canManage={false} locale="en-US" onOpen={onOpen} />,
    );
    await screen.findByText('Gate left open');
    expect(screen.queryByRole('button', { name: /Delete bookmark/ })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'truck' }));
    await waitFor(() => expect(screen.queryByText('Gate left open')).toBeNull());
    const filtered = requests.filter((r) => r.url.searchParams.get('tags') === 'truck');
    expect(filtered[0]?.url.pathname).toBe(`/rest/v1/devices/${CAMERA}/bookmarks`);

    // Named by its visible text (after a hidden "Play bookmark"), not by a label of its own.
    const play = screen.getByRole('button', { name: /^Play bookmark Delivery\b.*30 sec/ });
    expect(play.getAttribute('aria-label')).toBeNull();
    fireEvent.click(play);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'b1' }));
  });

  it('lets managers delete a bookmark after asking', async () => {
    const requests = stubBookmarks();
    renderWithProviders(<BookmarksPanel cameraId={CAMERA} canManage locale="en-US" onOpen={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete bookmark Delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete bookmark' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.url.pathname.endsWith('/bookmarks/b1'))).toBe(
        true,
      ),
    );
  });
});
