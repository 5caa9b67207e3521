import {
  DEFAULT_DEVICE_MOTION,
  DEFAULT_DEVICE_SCHEDULE,
  type DeviceModel,
  type ScheduleTask,
} from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/fake-media-server.tsx';
import { camera, ID, serve } from './camera-fixture.ts';
import { ScheduleEditor } from './ScheduleEditor.tsx';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

/** The editor is editable once the current user's permissions arrived (the apply bar shows). */
const editable = () => screen.findByText('No unsaved changes');

/** A camera whose recording is on (the grid is greyed out while it is off). */
const recording = (overrides: Partial<DeviceModel> = {}) =>
  camera({ schedule: { ...DEFAULT_DEVICE_SCHEDULE, isEnabled: true }, ...overrides });

describe('schedule editor', () => {
  it('disables what the camera cannot record and says why', async () => {
    serve(recording({ motion: { ...DEFAULT_DEVICE_MOTION, type: 'none' } }));
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
    serve(recording());
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

  it('greys out the schedule with the reason while recording is off, and lets it be painted once on', async () => {
    serve(camera());
    renderPage(<ScheduleEditor cameraId={ID} />);
    await editable();
    const reason = await screen.findByTestId('schedule-off-reason');
    expect(reason.textContent).toBe(
      'Recording is off, so the schedule records nothing. Turn on “Recording enabled” to paint and use it.',
    );
    const grid = screen.getByRole('grid', { name: 'Weekly recording schedule' });
    expect(grid.getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByRole('radio', { name: /Always/ }) as HTMLInputElement).disabled).toBe(true);
    grid.focus();
    fireEvent.keyDown(grid, { key: ' ' });
    expect(within(grid).getByRole('gridcell', { name: 'Monday 00:00–01:00: no recording' })).toBeTruthy();
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: /Recording enabled/ }));
    expect(screen.queryByTestId('schedule-off-reason')).toBeNull();
    expect(grid.getAttribute('aria-disabled')).toBeNull();
    fireEvent.keyDown(grid, { key: ' ' });
    expect(within(grid).getByRole('gridcell', { name: 'Monday 00:00–01:00: Always' })).toBeTruthy();
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

  /** Set through the API: times off the hour, object metadata, a quality the console does not offer. */
  const apiTasks: ScheduleTask[] = [
    {
      dayOfWeek: 1,
      startTime: 30_600,
      endTime: 63_900,
      recordingType: 'always',
      streamQuality: 'lowest',
      fps: 12,
      bitrateKbps: 900,
      metadataTypes: 'objects',
    },
    {
      dayOfWeek: 2,
      startTime: 0,
      endTime: 21_600,
      recordingType: 'metadataOnly',
      streamQuality: 'high',
      fps: 10,
      bitrateKbps: 0,
      metadataTypes: 'motion|objects',
    },
  ];
  const apiCamera = (isEnabled = false) =>
    camera({ schedule: { ...DEFAULT_DEVICE_SCHEDULE, isEnabled, tasks: apiTasks } });
  const patched = async (calls: { method: string; body: unknown }[]) => {
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const body = calls.find((c) => c.method === 'PATCH')?.body as DeviceModel;
    return body.schedule;
  };

  it('shows what the grid cannot, and sends an API schedule back unchanged after an unrelated change', async () => {
    const calls = serve(apiCamera());
    renderPage(<ScheduleEditor cameraId={ID} />);
    await editable();
    const notice = await screen.findByTestId('schedule-fidelity');
    expect(notice.textContent).toContain('This schedule was set with times the grid cannot show');
    expect(notice.textContent).toContain('Monday 08:30–17:45');
    expect(notice.textContent).toContain('2 tasks record metadata or a stream quality');
    const grid = screen.getByRole('grid', { name: 'Weekly recording schedule' });
    const split = within(grid).getByRole('gridcell', { name: /^Monday 08:00–09:00: / });
    expect(split.getAttribute('aria-label')).toBe(
      'Monday 08:00–09:00: no recording 08:00–08:30, Always 08:30–09:00',
    );
    expect(split.dataset.type).toBe('mixed');
    fireEvent.click(screen.getByRole('switch', { name: /Recording enabled/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const schedule = await patched(calls);
    expect(schedule.isEnabled).toBe(true);
    expect(schedule.tasks).toEqual(apiTasks);
    expect(schedule).toMatchObject({ minArchivePeriodS: 86_400, maxArchivePeriodS: 30 * 86_400 });
  });

  it('repaints one hour inside an API task and keeps the rest of it, edges and metadata included', async () => {
    const calls = serve(apiCamera(true));
    renderPage(<ScheduleEditor cameraId={ID} />);
    await editable();
    fireEvent.click(await screen.findByRole('radio', { name: /Motion only/ }));
    const grid = screen.getByRole('grid', { name: 'Weekly recording schedule' });
    grid.focus();
    for (let hour = 0; hour < 12; hour += 1) fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: ' ' });
    expect(within(grid).getByRole('gridcell', { name: 'Monday 12:00–13:00: Motion only' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const [monday, tuesday] = apiTasks as [ScheduleTask, ScheduleTask];
    expect((await patched(calls)).tasks).toEqual([
      { ...monday, endTime: 43_200 },
      {
        dayOfWeek: 1,
        startTime: 43_200,
        endTime: 46_800,
        recordingType: 'metadataOnly',
        streamQuality: 'high',
        fps: 15,
        bitrateKbps: 0,
        metadataTypes: 'motion',
      },
      { ...monday, startTime: 46_800 },
      tuesday,
    ]);
  });
});
