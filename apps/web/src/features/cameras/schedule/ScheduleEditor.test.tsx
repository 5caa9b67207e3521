import { DEFAULT_DEVICE_MOTION, type DeviceModel } from '@argus/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/fake-media-server.tsx';
import { camera, ID, serve } from './camera-fixture.ts';
import { ScheduleEditor } from './ScheduleEditor.tsx';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

/** The editor is editable once the current user's permissions arrived (the apply bar shows). */
const editable = () => screen.findByText('No unsaved changes');

describe('schedule editor', () => {
  it('disables what the camera cannot record and says why', async () => {
    serve(camera({ motion: { ...DEFAULT_DEVICE_MOTION, type: 'none' } }));
    renderPage(<ScheduleEditor cameraId={ID} />);
    await editable();
    const motion = await screen.findByRole('radio', { name: /Motion only/ });
    expect((motion as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /Motion \+ low-res/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getAllByText(/Needs motion detection, which is off/)).toHaveLength(2);
    expect((screen.getByRole('radio', { name: /Always/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('explains low-res without dual streaming and fps above the maximum', async () => {
    serve(camera());
    renderPage(<ScheduleEditor cameraId={ID} />);
    await editable();
    expect(await screen.findByText(/this camera has a single stream/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Motion only/ }) as HTMLInputElement).disabled).toBe(false);
    const fps = screen.getByRole('textbox', { name: /Frames per second/ });
    expect((fps as HTMLInputElement).value).toBe('15');
    fireEvent.change(fps, { target: { value: '25' } });
    expect(await screen.findByText('This camera records at most 20 frames per second.')).toBeTruthy();
    expect(screen.getByText(/Choose settings this camera can record with/)).toBeTruthy();
  });

  it('paints from the keyboard and saves the tasks', async () => {
    const calls = serve(camera());
    renderPage(<ScheduleEditor cameraId={ID} />);
    await editable();
    fireEvent.click(await screen.findByRole('switch', { name: /Recording enabled/ }));
    const grid = screen.getByRole('grid', { name: 'Weekly recording schedule' });
    grid.focus();
    fireEvent.keyDown(grid, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(grid, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(grid, { key: ' ' });
    expect(within(grid).getByRole('gridcell', { name: 'Tuesday 01:00–02:00: Always' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const body = calls.find((c) => c.method === 'PATCH')?.body as DeviceModel;
    expect(body.schedule.isEnabled).toBe(true);
    expect(body.schedule.tasks.map((t) => [t.dayOfWeek, t.startTime, t.endTime, t.recordingType])).toEqual([
      [1, 0, 7200, 'always'],
      [2, 0, 7200, 'always'],
    ]);
  });
});
