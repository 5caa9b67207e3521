import { DEFAULT_DEVICE_MOTION, type DeviceModel } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/fake-media-server.tsx';
import { camera, ID, serve } from '../schedule/camera-fixture.ts';
import { MotionEditor } from './MotionEditor.tsx';

// A 44×32 grid of cells renders slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 40_000 });
afterEach(() => vi.unstubAllGlobals());

const THUMBNAIL = 'GET /web/ec2/cameraThumbnail';
const jpeg = (n: number) =>
  new Response(new Uint8Array([0xff, 0xd8, n, 0xff, 0xd9]), {
    status: 200,
    headers: { 'content-type': 'image/jpeg' },
  });

/** jsdom has no object URLs: each Blob gets `blob:picture-<n>`, n counting from 1. */
function stubObjectUrls() {
  let made = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    made += 1;
    return `blob:picture-${made}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
}
afterEach(() => vi.restoreAllMocks());

describe('motion editor', () => {
  it('with detection off, explains it and disables painting', async () => {
    serve(camera({ motion: { ...DEFAULT_DEVICE_MOTION, type: 'none' } }));
    renderPage(<MotionEditor cameraId={ID} />);
    expect(await screen.findByText(/With motion detection off/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Sensitivity 9' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reset to default' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('grid', { name: 'Motion mask' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('paints a rectangle from the keyboard and saves the mask and margins', async () => {
    const calls = serve(camera());
    renderPage(<MotionEditor cameraId={ID} />);
    await screen.findByText('No unsaved changes');
    const grid = await screen.findByRole('grid', { name: 'Motion mask' });
    fireEvent.click(screen.getByRole('radio', { name: 'Sensitivity 2' }));
    grid.focus();
    for (let i = 0; i < 2; i += 1) fireEvent.keyDown(grid, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(grid, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(screen.getByRole('gridcell', { name: 'Column 3, row 2: sensitivity 2' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Record after motion' }), {
      target: { value: '8 s' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const body = calls.find((c) => c.method === 'PATCH')?.body as DeviceModel;
    expect(body.motion).toEqual({
      type: 'default',
      mask: '2,0,0,3,2:5,3,0,41,2:5,0,2,44,30',
      recordBeforeS: 5,
      recordAfterS: 8,
    });
  });

  it('paints over the camera picture, read once and again only when asked', async () => {
    stubObjectUrls();
    let served = 0;
    const calls = serve(camera(), {
      [THUMBNAIL]: () => {
        served += 1;
        return jpeg(served);
      },
    });
    renderPage(<MotionEditor cameraId={ID} />);
    const picture = await screen.findByRole('img', { name: 'Current picture of the camera' });
    await waitFor(() => expect(picture.getAttribute('src')).toBe('blob:picture-1'));
    expect(screen.getByTestId('motion-picture-state').textContent).toMatch(/^Camera picture of /);
    const asked = calls.find((c) => c.path === '/web/ec2/cameraThumbnail');
    expect(asked).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Refresh picture' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Current picture of the camera' }).getAttribute('src')).toBe(
        'blob:picture-2',
      ),
    );
    expect(calls.filter((c) => c.path === '/web/ec2/cameraThumbnail')).toHaveLength(2);
  });

  it('keeps the neutral frame while the camera has no picture (204), and shows one once refreshed', async () => {
    stubObjectUrls();
    let ready = false;
    serve(camera(), { [THUMBNAIL]: () => (ready ? jpeg(1) : new Response(null, { status: 204 })) });
    renderPage(<MotionEditor cameraId={ID} />);
    await screen.findByRole('grid', { name: 'Motion mask' });
    await waitFor(() =>
      expect(screen.getByTestId('motion-picture-state').textContent).toBe(
        'No picture from this camera yet: the grid is drawn on a blank frame.',
      ),
    );
    expect(screen.queryByRole('img', { name: 'Current picture of the camera' })).toBeNull();
    ready = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh picture' }));
    expect(await screen.findByRole('img', { name: 'Current picture of the camera' })).toBeTruthy();
  });
});
