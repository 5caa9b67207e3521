import type { CameraAbilities } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { camera } from './camera-fixture.ts';
import { scheduleChangeOf, scheduleValuesOf, validateSchedule } from './schedule-form.ts';
import { emptyGrid, paintRange } from './schedule-grid.ts';

const abilities: CameraAbilities = {
  maxFps: 20,
  hasDualStreaming: false,
  dualStreamingDisabled: false,
  motionEnabled: true,
};
const cell = { recordingType: 'always', streamQuality: 'high', fps: 15, bitrateKbps: 0 } as const;
const monday = { from: { day: 0, hour: 0 }, to: { day: 0, hour: 1 } };

describe('schedule form', () => {
  it('reads archive periods in days and writes them back in seconds', () => {
    const values = scheduleValuesOf(camera());
    expect(values).toMatchObject({ isEnabled: false, minArchiveDays: 1, maxArchiveDays: 30 });
    expect(scheduleChangeOf({ ...values, minArchiveDays: 2 }).schedule).toMatchObject({
      minArchivePeriodS: 2 * 86_400,
      maxArchivePeriodS: 30 * 86_400,
      tasks: [],
    });
  });

  it('accepts a grid the camera can record', () => {
    const values = { ...scheduleValuesOf(camera()), grid: paintRange(emptyGrid(), monday, cell) };
    expect(validateSchedule(values, abilities)).toEqual({
      grid: null,
      minArchiveDays: null,
      maxArchiveDays: null,
    });
  });

  it('flags cells the camera cannot record, by the contract rule', () => {
    const low = { ...cell, recordingType: 'metadataAndLowQuality' } as const;
    const fast = { ...cell, fps: 25 };
    const base = scheduleValuesOf(camera());
    expect(validateSchedule({ ...base, grid: paintRange(emptyGrid(), monday, low) }, abilities).grid).toBe(
      'problems.needsDualStreaming',
    );
    expect(validateSchedule({ ...base, grid: paintRange(emptyGrid(), monday, fast) }, abilities).grid).toBe(
      'problems.fpsAboveMax',
    );
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
