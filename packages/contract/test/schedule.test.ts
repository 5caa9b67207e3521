import { describe, expect, it } from 'vitest';
import {
  archivePeriodProblem,
  type CameraAbilities,
  cameraTaskProblems,
  completeTask,
  DEFAULT_RECORDING_FPS,
  defaultFps,
  deviceChangeRequestSchema,
  modeUnavailableReason,
  recordingModeMatch,
  type ScheduleTask,
  scheduleProblems,
  taskProblems,
  tasksWithoutMotion,
} from '../src/mediaserver/index.ts';

const camera: CameraAbilities = {
  maxFps: 25,
  hasDualStreaming: true,
  dualStreamingDisabled: false,
  motionEnabled: true,
};
const task = (fields: Partial<ScheduleTask> = {}): ScheduleTask =>
  completeTask({ dayOfWeek: 1, startTime: 0, endTime: 3600, ...fields }, camera);

describe('schedule tasks', () => {
  it('take the defaults: always, high quality, 15 fps (or the camera maximum), no bitrate limit', () => {
    expect(DEFAULT_RECORDING_FPS).toBe(15);
    expect(task()).toEqual({
      dayOfWeek: 1,
      startTime: 0,
      endTime: 3600,
      recordingType: 'always',
      streamQuality: 'high',
      fps: 15,
      bitrateKbps: 0,
      metadataTypes: 'none',
    });
    expect(defaultFps({ maxFps: 10 })).toBe(10);
    expect(
      completeTask({ dayOfWeek: 2, startTime: 0, endTime: 60, recordingType: 'metadataOnly' }, camera)
        .metadataTypes,
    ).toBe('motion');
  });

  it('lie on a week day 1..7 within 0..86400 s, end after they start, and have a frame rate', () => {
    expect(taskProblems([task()])).toEqual([]);
    expect(taskProblems([task({ dayOfWeek: 0 })])[0]!.code).toBe('badDay');
    expect(taskProblems([task({ dayOfWeek: 8 })])[0]!.code).toBe('badDay');
    expect(taskProblems([task({ endTime: 86_401 })])[0]).toMatchObject({
      code: 'badTime',
      field: 'schedule.tasks.0.endTime',
    });
    expect(taskProblems([task({ startTime: -1 })])[0]!.code).toBe('badTime');
    expect(taskProblems([task({ startTime: 3600 })])[0]!.text).toBe(
      'A schedule task must end after it starts (day 1, 01:00–01:00)',
    );
    expect(taskProblems([task({ fps: 0 })])[0]!.code).toBe('badFps');
    expect(taskProblems([task({ fps: 0, recordingType: 'never' })])).toEqual([]);
    expect(taskProblems([task({ bitrateKbps: -5 })])[0]!.code).toBe('badBitrate');
    expect(taskProblems([task({ startTime: 0, endTime: 86_400 })])).toEqual([]);
  });

  it('do not overlap within a day (touching is fine, other days are independent)', () => {
    const a = task({ startTime: 0, endTime: 7200 });
    expect(taskProblems([a, task({ startTime: 7200, endTime: 9000 })])).toEqual([]);
    expect(taskProblems([a, task({ dayOfWeek: 2, startTime: 3600, endTime: 9000 })])).toEqual([]);
    const overlap = taskProblems([task({ startTime: 3600, endTime: 9000 }), a]);
    expect(overlap).toHaveLength(1);
    expect(overlap[0]).toMatchObject({ code: 'overlap', field: 'schedule.tasks.0' });
    expect(overlap[0]!.text).toBe('Schedule tasks overlap on day 1 (00:00–02:00 and 01:00–02:30)');
  });
});

describe('what the camera must be able to do', () => {
  it('refuses fps above the camera maximum, naming both', () => {
    const problems = cameraTaskProblems([task({ fps: 30 })], { ...camera, maxFps: 15 });
    expect(problems).toEqual([
      {
        code: 'fpsAboveMax',
        field: 'schedule.tasks.0.fps',
        text: "fps 30 is above this camera's maximum of 15",
      },
    ]);
    expect(
      cameraTaskProblems([task({ fps: 30, recordingType: 'never' })], { ...camera, maxFps: 15 }),
    ).toEqual([]);
  });

  it('needs motion for motion recording, and dual streaming on top for motion + low-res', () => {
    const motion = task({ recordingType: 'metadataOnly' });
    const lowRes = task({ recordingType: 'metadataAndLowQuality', dayOfWeek: 2 });
    expect(cameraTaskProblems([motion, lowRes], camera)).toEqual([]);
    expect(cameraTaskProblems([motion], { ...camera, motionEnabled: false })[0]!.code).toBe('needsMotion');
    expect(cameraTaskProblems([lowRes], { ...camera, hasDualStreaming: false })[0]).toMatchObject({
      code: 'needsDualStreaming',
      field: 'schedule.tasks.0.recordingType',
    });
    expect(cameraTaskProblems([lowRes], { ...camera, dualStreamingDisabled: true })[0]!.code).toBe(
      'dualStreamingDisabled',
    );
    expect(modeUnavailableReason('always', { ...camera, motionEnabled: false })).toBeNull();
    expect(modeUnavailableReason('motionLowRes', { ...camera, motionEnabled: false })).toBe('needsMotion');
  });

  it('switches motion tasks to always when motion is turned off', () => {
    const tasks = [task({ recordingType: 'metadataOnly' }), task({ dayOfWeek: 2, recordingType: 'never' })];
    expect(tasksWithoutMotion(tasks).map((t) => [t.recordingType, t.metadataTypes])).toEqual([
      ['always', 'none'],
      ['never', 'none'],
    ]);
  });

  it('match each mode: 2 when every task follows it, 1 some, 0 none', () => {
    const tasks = [task(), task({ dayOfWeek: 2, recordingType: 'metadataOnly' })];
    expect(recordingModeMatch(tasks, 'always')).toBe(1);
    expect(recordingModeMatch(tasks, 'motion')).toBe(1);
    expect(recordingModeMatch(tasks, 'motionLowRes')).toBe(0);
    expect(recordingModeMatch([task()], 'always')).toBe(2);
    expect(recordingModeMatch([], 'always')).toBe(0);
  });

  it('keeps the minimum archive period at or below the maximum (0 or less is automatic)', () => {
    expect(archivePeriodProblem({ minArchivePeriodS: 86_400, maxArchivePeriodS: 86_400 })).toBeNull();
    expect(archivePeriodProblem({ minArchivePeriodS: 0, maxArchivePeriodS: 3600 })).toBeNull();
    expect(archivePeriodProblem({ minArchivePeriodS: 7200, maxArchivePeriodS: -1 })).toBeNull();
    expect(archivePeriodProblem({ minArchivePeriodS: 7200, maxArchivePeriodS: 3600 })?.code).toBe(
      'archivePeriods',
    );
    const all = scheduleProblems(
      { tasks: [task({ fps: 99 })], minArchivePeriodS: 10, maxArchivePeriodS: 5 },
      camera,
    );
    expect(all.map((p) => p.code)).toEqual(['fpsAboveMax', 'archivePeriods']);
  });
});

describe('the schedule on the wire', () => {
  it('accepts the legacy RT_* spellings and answers with the new names', () => {
    const parsed = deviceChangeRequestSchema.parse({
      schedule: {
        tasks: [
          { dayOfWeek: 1, startTime: 0, endTime: 60, recordingType: 'RT_Always' },
          { dayOfWeek: 2, startTime: 0, endTime: 60, recordingType: 'RT_MotionOnly', streamQuality: '' },
          { dayOfWeek: 3, startTime: 0, endTime: 60, recordingType: 'RT_MotionAndLowQuality' },
          {
            dayOfWeek: 4,
            startTime: 0,
            endTime: 60,
            recordingType: 'RT_Never',
            metadataTypes: 'objects|motion',
          },
        ],
      },
      motion: { type: '2' },
    });
    expect(parsed.schedule!.tasks!.map((t) => t.recordingType)).toEqual([
      'always',
      'metadataOnly',
      'metadataAndLowQuality',
      'never',
    ]);
    expect(parsed.schedule!.tasks![1]!.streamQuality).toBe('undefined');
    expect(parsed.schedule!.tasks![3]!.metadataTypes).toBe('motion|objects');
    expect(parsed.motion!.type).toBe('software');
  });

  it('refuses unknown recording types, motion types and bad masks', () => {
    const bad = [
      { schedule: { tasks: [{ dayOfWeek: 1, startTime: 0, endTime: 60, recordingType: 'RT_Sometimes' }] } },
      { motion: { type: 'telepathic' } },
      { motion: { type: 3 } },
      { motion: { mask: '5,0,0,45,32' } },
      { motion: { recordBeforeS: -1 } },
    ];
    for (const body of bad)
      expect(deviceChangeRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});
