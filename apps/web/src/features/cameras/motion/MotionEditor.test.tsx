import { DEFAULT_DEVICE_MOTION, type DeviceModel } from '@argus/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/fake-media-server.tsx';
import { camera, ID, serve } from '../schedule/camera-fixture.ts';
import { MotionEditor } from './MotionEditor.tsx';

// A 44×32 grid of cells renders slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 40_000 });
afterEach(() => vi.unstubAllGlobals());

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
});
