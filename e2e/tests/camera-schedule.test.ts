/**
 * Recording schedule and motion mask (issue 8, spec 000 §3, §4, §9): an administrator opens a camera's
 * Recording tab, finds the grid greyed out with the reason while recording is off (issue 13), turns recording on
 * and paints always-recording hours by dragging over the week grid, applies, and finds them after a reload in
 * the page and in the API as merged tasks, and the camera list says it records; on the Motion tab they draw a
 * rectangle at sensitivity 9 over the default mask, apply, and the server stores the mask that says so.
 * The camera is added through the API (its address answers nothing; the schedule does not need a stream).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CameraRecording } from '../pages/CameraRecording.ts';
import { Shell } from '../pages/Shell.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem } from '../support/api.ts';
import { describeViolations, scan } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

interface DeviceRecord {
  id: string;
  schedule: {
    isEnabled: boolean;
    tasks: { dayOfWeek: number; startTime: number; endTime: number; recordingType: string; fps: number }[];
  };
  motion: { type: string; mask: string; recordBeforeS: number; recordAfterS: number };
}

const HOUR_S = 3600;
/** Sensitivity 9 over columns 1–11 and rows 1–4, the default 5 elsewhere. */
const PAINTED_MASK = '9,0,0,11,4:5,11,0,33,4:5,0,4,44,28';

describe('camera recording schedule and motion mask', () => {
  const ms = useMediaServer();
  const browser = useBrowser();
  let token = '';
  let cameraId = '';

  beforeAll(async () => {
    token = await setupSystem(ms().api);
    const camera = await ms().api.json<DeviceRecord>(
      'POST',
      '/rest/v2/devices',
      { url: 'rtsp://127.0.0.1:9/schedule-camera', name: 'Schedule camera', physicalId: 'E2E-SCHEDULE-1' },
      token,
    );
    cameraId = camera.id.replace(/[{}]/g, '');
  }, SERVER_START_TIMEOUT_MS);

  const device = () =>
    ms().api.json<DeviceRecord>('GET', `/rest/v2/devices/${cameraId}?_keepDefault=true`, undefined, token);

  it(
    'paints a schedule by dragging, applies it, and finds it after a reload',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url(`/settings/cameras/${cameraId}`), ADMIN, ADMIN_PASSWORD);
      const editor = new CameraRecording(page);
      await editor.openRecording();
      expect(await editor.hourType('Monday', 8)).toBe('empty');
      // Recording is off: the grid is greyed out with the reason, and dragging paints nothing (as in Nx).
      expect(await page.getByTestId('schedule-off-reason').textContent()).toContain(
        'Turn on “Recording enabled” to paint',
      );
      expect(await editor.weekGrid.getAttribute('aria-disabled')).toBe('true');
      await editor.drag(editor.hourCell('Monday', 8), editor.hourCell('Monday', 9));
      expect(await editor.hourType('Monday', 8)).toBe('empty');

      await editor.recordingSwitch.check({ force: true });
      await page.getByTestId('schedule-off-reason').waitFor({ state: 'detached' });
      await editor.brush('Always').check({ force: true });
      await editor.drag(editor.hourCell('Monday', 8), editor.hourCell('Wednesday', 11));
      expect(await editor.hourType('Tuesday', 10)).toBe('always');
      expect(await editor.hourType('Tuesday', 12)).toBe('empty');
      await editor.applyBar.saveChanges();

      const saved = await device();
      expect(saved.schedule.isEnabled).toBe(true);
      expect(
        saved.schedule.tasks.map((t) => [t.dayOfWeek, t.startTime, t.endTime, t.recordingType, t.fps]),
      ).toEqual([1, 2, 3].map((day) => [day, 8 * HOUR_S, 12 * HOUR_S, 'always', 15]));

      await page.reload();
      await editor.openRecording();
      expect(await editor.recordingSwitch.isChecked()).toBe(true);
      expect(await editor.hourType('Wednesday', 11)).toBe('always');
      expect(await editor.hourType('Thursday', 8)).toBe('empty');
      await editor.applyBar.noChanges.waitFor();

      // The painted grid passes axe.
      const violations = await scan(page, 'recording tab');
      expect(describeViolations(violations)).toBe('');

      // The camera list says this camera records.
      await page.goto(ms().url('/settings/cameras'));
      await page
        .locator(`[data-testid="camera-row"][data-recording="true"]`)
        .filter({ hasText: 'Schedule camera' })
        .waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'draws a motion rectangle at sensitivity 9, applies it, and the mask is stored',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url(`/settings/cameras/${cameraId}`), ADMIN, ADMIN_PASSWORD);
      const editor = new CameraRecording(page);
      await editor.openMotion();
      expect(await editor.motionLevel(1, 1)).toBe(5);

      await editor.chooseSensitivity(9);
      await editor.drag(editor.motionCell(1, 1), editor.motionCell(11, 4));
      expect(await editor.motionLevel(11, 4)).toBe(9);
      expect(await editor.motionLevel(12, 4)).toBe(5);
      await editor.applyBar.saveChanges();
      expect((await device()).motion).toMatchObject({
        mask: PAINTED_MASK,
        recordBeforeS: 5,
        recordAfterS: 5,
      });

      await page.reload();
      await editor.openMotion();
      expect(await editor.motionLevel(6, 2)).toBe(9);

      // Reset brings back the default mask.
      await editor.resetMask.click();
      expect(await editor.motionLevel(6, 2)).toBe(5);
      await editor.applyBar.saveChanges();
      expect((await device()).motion.mask).toBe('5,0,0,44,32');

      // The editor in the dark scheme passes axe (after a reload: no toast on screen).
      await page.reload();
      await editor.openMotion();
      await new Shell(page).useScheme('dark');
      expect(describeViolations(await scan(page, 'motion tab (dark)'))).toBe('');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
