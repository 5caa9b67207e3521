/**
 * Copy schedule to other cameras (issue 8): an API client sets a schedule on one camera with times off the
 * hour and object metadata; an administrator opens that camera's Recording tab, sees the notice about what
 * the grid cannot show, copies the schedule to a second camera found by searching, and finds the very same
 * tasks on the second camera, in the API and in its Recording tab after a reload. The cameras are added
 * through the API (their addresses answer nothing; a schedule does not need a stream).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CameraRecording } from '../pages/CameraRecording.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

interface Task {
  dayOfWeek: number;
  startTime: number;
  endTime: number;
  recordingType: string;
  streamQuality: string;
  fps: number;
  bitrateKbps: number;
  metadataTypes: string;
}

interface DeviceRecord {
  id: string;
  schedule: { isEnabled: boolean; tasks: Task[] };
}

const HOUR_S = 3600;
/** Monday 08:30–17:45 always with object metadata, Wednesday 22:00–24:00 on motion. */
const API_TASKS: Task[] = [
  {
    dayOfWeek: 1,
    startTime: 8.5 * HOUR_S,
    endTime: 17.75 * HOUR_S,
    recordingType: 'always',
    streamQuality: 'high',
    fps: 10,
    bitrateKbps: 0,
    metadataTypes: 'objects',
  },
  {
    dayOfWeek: 3,
    startTime: 22 * HOUR_S,
    endTime: 24 * HOUR_S,
    recordingType: 'metadataOnly',
    streamQuality: 'normal',
    fps: 15,
    bitrateKbps: 0,
    metadataTypes: 'motion',
  },
];

describe('copy a recording schedule to another camera', () => {
  const ms = useMediaServer();
  const browser = useBrowser();
  let token = '';
  const ids: Record<'front' | 'back', string> = { front: '', back: '' };

  beforeAll(async () => {
    token = await setupSystem(ms().api);
    const add = async (name: string, n: number) => {
      const body = { url: `rtsp://127.0.0.1:9/copy-${n}`, name, physicalId: `E2E-COPY-${n}` };
      const device = await ms().api.json<DeviceRecord>('POST', '/rest/v2/devices', body, token);
      return device.id.replace(/[{}]/g, '');
    };
    ids.front = await add('Front door', 1);
    ids.back = await add('Back door', 2);
    await add('Side gate', 3);
    await ms().api.json(
      'PATCH',
      `/rest/v2/devices/${ids.front}`,
      { schedule: { isEnabled: true, tasks: API_TASKS } },
      token,
    );
  }, SERVER_START_TIMEOUT_MS);

  const device = (id: string) =>
    ms().api.json<DeviceRecord>('GET', `/rest/v2/devices/${id}?_keepDefault=true`, undefined, token);

  it(
    'copies the schedule an API client set, exactly, and the second camera shows it after a reload',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url(`/settings/cameras/${ids.front}`), ADMIN, ADMIN_PASSWORD);
      const editor = new CameraRecording(page);
      await editor.openRecording();
      await page.getByText('This schedule was set with times the grid cannot show').waitFor();
      expect(await editor.hourType('Monday', 8)).toBe('mixed');
      expect(await editor.hourType('Monday', 12)).toBe('always');

      const result = await editor.copyScheduleTo('back', ['Back door']);
      expect(result).toContain('Copied to 1 camera.');
      const copied = await device(ids.back);
      expect(copied.schedule.isEnabled).toBe(true);
      expect(copied.schedule.tasks).toEqual((await device(ids.front)).schedule.tasks);
      expect(copied.schedule.tasks).toEqual(API_TASKS);

      await page.goto(ms().url(`/settings/cameras/${ids.back}`));
      await page.reload();
      await editor.openRecording();
      expect(await editor.recordingSwitch.isChecked()).toBe(true);
      expect(await editor.hourType('Monday', 8)).toBe('mixed');
      expect(await editor.hourType('Monday', 9)).toBe('always');
      expect(await editor.hourType('Monday', 17)).toBe('mixed');
      expect(await editor.hourType('Wednesday', 23)).toBe('motion');
      expect(await editor.hourType('Tuesday', 9)).toBe('empty');
      await editor.applyBar.noChanges.waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
