import { describe, expect, it } from 'vitest';
import {
  completeTask,
  mayEverRecord,
  type PlannedCamera,
  type RecordingType,
  recordingPlan,
  recordsContinuously,
  type ScheduleTask,
  weekTimeAt,
} from '../src/mediaserver/index.ts';

const task = (recordingType: RecordingType, fields: Partial<ScheduleTask> = {}): ScheduleTask =>
  completeTask({ dayOfWeek: 1, startTime: 0, endTime: 86_400, recordingType, ...fields }, { maxFps: 30 });

const camera = (fields: Partial<PlannedCamera> = {}, tasks = [task('always')]): PlannedCamera => ({
  status: 'Online',
  schedule: { isEnabled: true, tasks },
  abilities: { hasDualStreaming: true, dualStreamingDisabled: false, motionEnabled: true },
  ...fields,
});
const monday = (secondOfDay: number) => ({ dayOfWeek: 1, secondOfDay });

describe('recording plan: modes', () => {
  it('always records both streams', () => {
    expect(recordingPlan(camera(), monday(100))).toEqual({
      primary: 'always',
      secondary: 'always',
      recordingType: 'always',
    });
  });

  it('motion only records both streams on motion', () => {
    const plan = recordingPlan(camera({}, [task('metadataOnly')]), monday(100));
    expect(plan).toMatchObject({ primary: 'motion', secondary: 'motion' });
    expect(recordsContinuously(plan)).toBe(false);
  });

  it('motion + low-res records the secondary stream always and the primary on motion', () => {
    const plan = recordingPlan(camera({}, [task('metadataAndLowQuality')]), monday(100));
    expect(plan).toMatchObject({ primary: 'motion', secondary: 'always' });
    expect(recordsContinuously(plan)).toBe(true);
  });

  it('never records nothing', () => {
    expect(recordingPlan(camera({}, [task('never')]), monday(100))).toMatchObject({
      primary: 'off',
      secondary: 'off',
      recordingType: 'never',
    });
  });
});

describe('recording plan: the camera', () => {
  it('records nothing while the schedule is off', () => {
    const off = camera({ schedule: { isEnabled: false, tasks: [task('always')] } });
    expect(recordingPlan(off, monday(100)).primary).toBe('off');
  });

  it.each(['Offline', 'Unauthorized', 'NotDefined'] as const)('records nothing while %s', (status) => {
    expect(recordingPlan(camera({ status }), monday(100)).primary).toBe('off');
  });

  it('keeps recording a camera reported Recording', () => {
    expect(recordingPlan(camera({ status: 'Recording' }), monday(100)).primary).toBe('always');
  });

  it('records no secondary stream without dual streaming, or with it disabled', () => {
    const single = camera({
      abilities: { hasDualStreaming: false, dualStreamingDisabled: false, motionEnabled: true },
    });
    expect(recordingPlan(single, monday(1))).toMatchObject({ primary: 'always', secondary: 'off' });
    const disabled = camera({
      abilities: { hasDualStreaming: true, dualStreamingDisabled: true, motionEnabled: true },
    });
    expect(recordingPlan(disabled, monday(1)).secondary).toBe('off');
  });

  it('records nothing on motion when motion detection is off', () => {
    const noMotion = (type: RecordingType) =>
      camera({ abilities: { hasDualStreaming: true, dualStreamingDisabled: false, motionEnabled: false } }, [
        task(type),
      ]);
    expect(recordingPlan(noMotion('metadataOnly'), monday(1))).toMatchObject({
      primary: 'off',
      secondary: 'off',
      recordingType: 'never',
    });
    expect(recordingPlan(noMotion('metadataAndLowQuality'), monday(1))).toMatchObject({
      primary: 'off',
      secondary: 'always',
    });
  });
});

describe('recording plan: day and time', () => {
  const tasks = [
    task('always', { dayOfWeek: 1, startTime: 3600, endTime: 7200 }),
    task('metadataOnly', { dayOfWeek: 7, startTime: 0, endTime: 86_400 }),
  ];

  it('a task starts at its start second and ends before its end second', () => {
    expect(recordingPlan(camera({}, tasks), monday(3599)).primary).toBe('off');
    expect(recordingPlan(camera({}, tasks), monday(3600)).primary).toBe('always');
    expect(recordingPlan(camera({}, tasks), monday(7199)).primary).toBe('always');
    expect(recordingPlan(camera({}, tasks), monday(7200)).primary).toBe('off');
  });

  it('follows the week day (7 is Sunday) and records nothing on days without tasks', () => {
    expect(recordingPlan(camera({}, tasks), { dayOfWeek: 7, secondOfDay: 86_399 }).primary).toBe('motion');
    expect(recordingPlan(camera({}, tasks), { dayOfWeek: 2, secondOfDay: 3600 }).primary).toBe('off');
  });

  it('takes the week day and second from an instant, Monday first', () => {
    // 2024-01-01 was a Monday.
    expect(weekTimeAt(Date.UTC(2024, 0, 1, 0, 0, 0), 0)).toEqual({ dayOfWeek: 1, secondOfDay: 0 });
    expect(weekTimeAt(Date.UTC(2024, 0, 7, 23, 59, 59), 0)).toEqual({ dayOfWeek: 7, secondOfDay: 86_399 });
    // One hour east of UTC, Sunday 23:30 UTC is already Monday 00:30.
    expect(weekTimeAt(Date.UTC(2024, 0, 7, 23, 30), 60)).toEqual({ dayOfWeek: 1, secondOfDay: 1800 });
  });

  it('tells whether a schedule may ever record', () => {
    expect(mayEverRecord({ isEnabled: true, tasks })).toBe(true);
    expect(mayEverRecord({ isEnabled: false, tasks })).toBe(false);
    expect(mayEverRecord({ isEnabled: true, tasks: [task('never')] })).toBe(false);
    expect(mayEverRecord({ isEnabled: true, tasks: [] })).toBe(false);
  });
});
