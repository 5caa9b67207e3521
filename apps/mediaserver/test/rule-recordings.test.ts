/**
 * What event rules ask the recording manager to record: windows per camera and stream (the primary wins),
 * ended early by a prolonged event's end, counted as motion by motion gates, and a plan that records the rule's
 * stream always where the schedule leaves it off; the actions open and close them from events.
 */
import { NOTHING_RECORDED, type RecordingPlan } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { CameraRecordingAction, PanicRecordingAction } from '../src/modules/event-actions/index.ts';
import { RuleRecordings, withRuleStream } from '../src/modules/recording/index.ts';
import { contextOf } from './support/event-actions.ts';

const T0 = 1_800_000_000_000;

describe('rule recordings', () => {
  it('open windows per camera, ended no later than asked, and forgotten after they ended', () => {
    let now = T0;
    let changes = 0;
    const windows = new RuleRecordings(
      () => now,
      () => {
        changes += 1;
      },
    );
    windows.record('a', { cameraId: 'cam', fromMs: T0 - 5_000, untilMs: T0 + 60_000, stream: 'secondary' });
    windows.record('b', { cameraId: 'cam', fromMs: T0 + 10_000, untilMs: T0 + 20_000, stream: 'primary' });
    expect(windows.streamAt('cam', T0)).toBe('secondary');
    expect(windows.streamAt('cam', T0 + 15_000)).toBe('primary');
    expect(windows.streamAt('other', T0)).toBeNull();
    expect(windows.touches('cam', T0 - 9_000, T0 - 5_000)).toBe(true);
    expect(windows.touches('cam', T0 - 9_000, T0 - 5_001)).toBe(false);
    expect([...windows.camerasAt(T0)]).toEqual(['cam']);

    expect(windows.endAt('a', T0 + 30_000)).toBe(true);
    expect(windows.endAt('a', T0 + 90_000)).toBe(true); // never later than it was to end
    expect(windows.streamAt('cam', T0 + 40_000)).toBeNull();
    expect(windows.endAt('none', T0)).toBe(false);
    expect(changes).toBe(4);

    now = T0 + 30_000 + 600_001;
    windows.prune(600_000);
    expect(windows.touches('cam', T0, T0 + 30_000)).toBe(false);
  });

  it("turn the rule's stream on where the plan has it off, and leave streams on motion to their gate", () => {
    const motionOnly: RecordingPlan = {
      ...NOTHING_RECORDED,
      primary: 'motion',
      recordingType: 'metadataOnly',
    };
    expect(withRuleStream(NOTHING_RECORDED, false)).toMatchObject({ primary: 'always', secondary: 'off' });
    expect(withRuleStream(NOTHING_RECORDED, true)).toMatchObject({ primary: 'off', secondary: 'always' });
    expect(withRuleStream(motionOnly, false)).toBe(motionOnly);
  });

  it('are opened by camera and panic recording actions and closed by the end of the event', async () => {
    const windows = new RuleRecordings(() => T0);
    const params = { recordBeforeMs: 3_000, recordAfter: 4, durationMs: 60_000, streamQuality: 'low' };
    const camera = new CameraRecordingAction(windows);
    const at = (state: 'Active' | 'Inactive' | 'Undefined', timestampMs: number) =>
      contextOf('cameraRecordingAction', params, {
        event: { type: 'cameraMotionEvent', state, timestampMs },
        cameraIds: ['cam'],
      });

    await camera.run(at('Active', T0));
    expect(windows.streamAt('cam', T0 - 3_000)).toBe('secondary');
    expect(windows.streamAt('cam', T0 - 3_001)).toBeNull();
    await camera.run(at('Inactive', T0 + 10_000));
    expect(windows.streamAt('cam', T0 + 14_000)).toBe('secondary');
    expect(windows.streamAt('cam', T0 + 14_001)).toBeNull();

    await camera.run(at('Undefined', T0 + 100_000));
    expect(windows.streamAt('cam', T0 + 160_000)).toBe('secondary');
    expect(windows.streamAt('cam', T0 + 160_001)).toBeNull();

    const panic = new PanicRecordingAction(windows, () => ['cam', 'yard']);
    await panic.run(
      contextOf(
        'panicRecordingAction',
        {},
        { event: { type: 'userDefinedEvent', state: 'Undefined', timestampMs: T0 } },
      ),
    );
    expect(windows.streamAt('yard', T0)).toBe('primary');
    expect(windows.streamAt('cam', T0 + 600_000)).toBe('primary');
  });
});
