import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MotionSearchPanel, type MotionSearchPanelProps } from './MotionSearchPanel.tsx';
import { RegionGrid } from './RegionGrid.tsx';

// A 44×32 grid of cells renders slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 40_000 });

const CAMERA = 'c0ffee00-0000-4000-8000-000000000001';
const T = 1_795_000_000_000;
const REGION = [{ x: 2, y: 3, width: 4, height: 5 }];

/** A media server whose thumbnails are a tiny JPEG; the requests are kept. */
function stubThumbnails() {
  const requests: URL[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    requests.push(url);
    return new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), {
      status: 200,
      headers: { 'content-type': 'image/jpeg' },
    });
  });
  return requests;
}

const props = (over: Partial<MotionSearchPanelProps>): MotionSearchPanelProps => ({
  cameraId: CAMERA,
  active: true,
  rects: REGION,
  results: [],
  loading: false,
  nowMs: T + 3_600_000,
  locale: 'en-US',
  onOpen: vi.fn(),
  onClear: vi.fn(),
  onClose: vi.fn(),
  onPlay: vi.fn(),
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** jsdom has no object URLs. */
function stubObjectUrls() {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:frame');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
}

describe('motion search', () => {
  it('starts from a button, then asks for a region', () => {
    const onOpen = vi.fn();
    const { unmount } = renderWithProviders(<MotionSearchPanel {...props({ active: false, onOpen })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Motion search' }));
    expect(onOpen).toHaveBeenCalled();
    unmount();
    renderWithProviders(<MotionSearchPanel {...props({ rects: [] })} />);
    expect(screen.getByText('Draw a rectangle on the picture to search it for motion.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear area' })).toHaveProperty('disabled', true);
  });

  it('shows the search going on, and the empty state', () => {
    const { unmount } = renderWithProviders(<MotionSearchPanel {...props({ loading: true })} />);
    expect(screen.getByRole('status').textContent).toBe('Searching for motion…');
    unmount();
    renderWithProviders(<MotionSearchPanel {...props({ loading: false })} />);
    expect(screen.getByRole('status').textContent).toBe('No motion in this area');
  });

  it('takes a rectangle drawn from the keyboard on the grid', () => {
    const onChange = vi.fn();
    renderWithProviders(<RegionGrid rects={[]} onChange={onChange} />);
    const grid = screen.getByRole('grid', { name: "Motion search area on the camera's picture" });
    grid.focus();
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(grid, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith([{ x: 1, y: 0, width: 2, height: 2 }]);
  });

  it('shows the region and erases the rectangles under the cursor', () => {
    const onChange = vi.fn();
    renderWithProviders(<RegionGrid rects={REGION} onChange={onChange} />);
    expect(screen.getByRole('gridcell', { name: 'Column 3, row 4, in the search area' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'Column 2, row 4' })).toBeTruthy();
    const grid = screen.getByRole('grid');
    for (let i = 0; i < 3; i += 1) fireEvent.keyDown(grid, { key: 'ArrowDown' });
    for (let i = 0; i < 2; i += 1) fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'Delete' });
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('lists the periods newest first with their first frame, and plays the one chosen', async () => {
    const requests = stubThumbnails();
    stubObjectUrls();
    const onPlay = vi.fn();
    const results = [
      { startMs: T, endMs: T + 4000 },
      { startMs: T + 600_000, endMs: T + 630_000 },
    ];
    renderWithProviders(<MotionSearchPanel {...props({ results, onPlay })} />);
    expect(screen.getByRole('status').textContent).toBe('2 periods with motion in this area, newest first');
    const rows = screen.getAllByTestId('motion-search-result');
    expect(rows.map((r) => Number(r.dataset.startMs))).toEqual([T + 600_000, T]);
    expect(rows[0]!.textContent).toMatch(/^Play motion at .*30 sec/);
    await waitFor(() => expect(screen.getAllByTestId('motion-search-thumbnail')).toHaveLength(2));
    const times = requests.filter((u) => u.pathname.endsWith('/ec2/cameraThumbnail'));
    expect(times.map((u) => u.searchParams.get('time')).sort()).toEqual([String(T), String(T + 600_000)]);
    fireEvent.click(rows[1]!);
    expect(onPlay).toHaveBeenCalledWith(T);
  });
});
