import {
  type CameraAbilities,
  DEFAULT_DEVICE_SCHEDULE,
  type ScheduleTask,
} from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { camera } from './camera-fixture.ts';
import { scheduleChangeOf, scheduleValuesOf, validateSchedule } from './schedule-form.ts';
import type { CellBrush } from './schedule-grid.ts';
import { paintTasks } from './schedule-paint.ts';
import { randomTasks, seededRandom } from './schedule-tasks.fixture.ts';

const abilities: CameraAbilities = {
  maxFps: 20,
  hasDualStreaming: false,
  dualStreamingDisabled: false,
  motionEnabled: true,
};
const cell: CellBrush = { recordingType: 'always', streamQuality: 'high', fps: 15, bitrateKbps: 0 };
const monday = { from: { day: 0, hour: 0 }, to: { day: 0, hour: 1 } };
const painted = (brush: CellBrush) => paintTasks([], monday, brush);

describe('schedule form', () => {
  it('reads archive periods in days and writes them back in seconds', () => {
    const device = camera();
    const values = scheduleValuesOf(device);
    expect(values).toMatchObject({ isEnabled: false, minArchiveDays: 1, maxArchiveDays: 30 });
    expect(scheduleChangeOf({ ...values, minArchiveDays: 2 }, device.schedule).schedule).toMatchObject({
      minArchivePeriodS: 2 * 86_400,
      maxArchivePeriodS: 30 * 86_400,
      tasks: [],
    });
  });

  it('sends the tasks and archive periods an API client set exactly as they came when they were not edited', () => {
    const random = seededRandom(42);
    for (let run = 0; run < 50; run += 1) {
      const tasks: ScheduleTask[] = randomTasks(random);
      const schedule = {
        ...DEFAULT_DEVICE_SCHEDULE,
        tasks,
        minArchivePeriodS: 5400,
        maxArchivePeriodS: 200_000,
      };
      const device = camera({ schedule });
      const values = scheduleValuesOf(device);
      // An unrelated change: recording switched on.
      const sent = scheduleChangeOf({ ...values, isEnabled: true }, device.schedule).schedule;
      expect(sent).toEqual({ isEnabled: true, tasks, minArchivePeriodS: 5400, maxArchivePeriodS: 200_000 });
    }
  });

  it('accepts tasks the camera can record', () => {
    const values = { ...scheduleValuesOf(camera()), tasks: painted(cell) };
    expect(validateSchedule(values, abilities)).toEqual({
      tasks: null,
      minArchiveDays: null,
      maxArchiveDays: null,
    });
  });

  it('flags tasks the camera cannot record, by the contract rule', () => {
    const low: CellBrush = { ...cell, recordingType: 'metadataAndLowQuality' };
    const fast = { ...cell, fps: 25 };
    const base = scheduleValuesOf(camera());
    expect(validateSchedule({ ...base, tasks: painted(low) }, abilities).tasks).toBe(
      'problems.needsDualStreaming',
    );
    expect(validateSchedule({ ...base, tasks: painted(fast) }, abilities).tasks).toBe('problems.fpsAboveMax');
  });

  it('refuses a minimum archive period above the maximum, and days that are no whole number', () => {
    const base = scheduleValuesOf(camera());
    expect(validateSchedule({ ...base, minArchiveDays: 40 }, abilities).minArchiveDays).toBe(
      'problems.archivePeriods',
    );
    expect(validateSchedule({ ...base, minArchiveDays: 0 }, abilities).minArchiveDays).toBeNull();
    expect(validateSchedule({ ...base, maxArchiveDays: 1.5 }, abilities).maxArchiveDays).toBe(
      'archive.invalid',
    );
  });
});
