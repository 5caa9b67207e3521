import { type EventRule, formatSchedule, HOURS_PER_WEEK } from '@argus/contract/mediaserver';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ActionContext,
  ActionQueue,
  type ActionRecord,
  type ActionRunner,
  RulesEngine,
  type VmsEvent,
} from '../src/modules/event-rules/index.ts';

const CAMERA = '5a1e0000-0000-4000-8000-0000000000c1';
const OTHER_CAMERA = '5a1e0000-0000-4000-8000-0000000000c2';
const SERVER = '5a1e0000-0000-4000-8000-0000000000a1';
// A Monday, 10:00 local time.
const MONDAY_10 = new Date(2026, 10, 23, 10, 0).getTime();

function rule(fields: Partial<EventRule>): EventRule {
  return {
    id: '5a1e0000-0000-4000-8000-00000000001a',
    eventType: 'userDefinedEvent',
    eventResourceIds: [],
    eventCondition: '{}',
    eventState: 'Undefined',
    actionType: 'diagnosticsAction',
    actionResourceIds: [],
    actionParams: '{}',
    aggregationPeriod: 0,
    disabled: false,
    comment: '',
    schedule: '',
    system: false,
    ...fields,
  };
}

function event(fields: Partial<VmsEvent> = {}): VmsEvent {
  return {
    type: 'userDefinedEvent',
    state: 'Undefined',
    timestampMs: MONDAY_10,
    serverId: SERVER,
    ...fields,
  };
}

function engineWith(rules: EventRule[], failing = false) {
  const records: ActionRecord[] = [];
  const runs: ActionContext[] = [];
  const failures: unknown[] = [];
  const runner: ActionRunner = {
    type: 'diagnosticsAction',
    run: async (ctx) => {
      runs.push(ctx);
      if (failing) throw new Error('mail server down');
    },
  };
  const queue = new ActionQueue(
    (e) => failures.push(e),
    () => failures.push('dropped'),
  );
  const engine = new RulesEngine({
    rules: () => rules,
    runners: [runner],
    queue,
    record: (r) => records.push(r),
    resourceName: (e) => e.source ?? 'Camera 1',
    isCamera: (id) => id === CAMERA || id === OTHER_CAMERA,
    localTime: (ms) => new Date(ms),
    actionFailed: (_rule, error) => failures.push(error),
  });
  return { engine, records, runs, failures, queue };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('rules engine', () => {
  it('runs the action of a matching rule off the emitter, with the defaults under its params, and logs it', async () => {
    const t = engineWith([rule({ actionParams: '{"fps":5}' })]);
    t.engine.handle(event({ source: 'door' }));
    expect(t.runs).toHaveLength(0); // nothing ran on the emitter's call
    expect(t.records).toHaveLength(1);
    await t.queue.idle();
    expect(t.runs).toHaveLength(1);
    expect(t.runs[0]).toMatchObject({
      aggregationCount: 1,
      resourceName: 'door',
      params: {
        fps: 5,
        durationMs: 600_000,
        recordBeforeMs: 5_000,
        recordAfter: 5,
        streamQuality: 'highest',
      },
    });
  });

  it('matches type groups, state (Undefined = both), resources and disabled rules', () => {
    const t = engineWith([
      rule({ id: 'any-camera', eventType: 'anyCameraEvent' }),
      rule({ id: 'active-only', eventType: 'cameraMotionEvent', eventState: 'Active' }),
      rule({ id: 'other-camera', eventType: 'cameraMotionEvent', eventResourceIds: [OTHER_CAMERA] }),
      rule({ id: 'disabled', eventType: 'cameraMotionEvent', disabled: true }),
      rule({ id: 'server', eventType: 'anyServerEvent' }),
    ]);
    t.engine.handle(event({ type: 'cameraMotionEvent', state: 'Inactive', resourceId: CAMERA }));
    expect(t.records.map((r) => r.rule.id)).toEqual(['any-camera']);
    t.engine.handle(event({ type: 'cameraMotionEvent', state: 'Active', resourceId: OTHER_CAMERA }));
    expect(t.records.map((r) => r.rule.id)).toEqual([
      'any-camera',
      'any-camera',
      'active-only',
      'other-camera',
    ]);
  });

  it('reads generic-event conditions as keywords: one word of each non-empty field, any case', () => {
    const t = engineWith([
      rule({
        eventCondition: JSON.stringify({ resourceName: 'door gate', caption: 'OPEN', description: '' }),
      }),
    ]);
    t.engine.handle(event({ source: 'Front Door', caption: 'was opened', description: 'x' }));
    t.engine.handle(event({ source: 'Window', caption: 'was opened' }));
    t.engine.handle(event({ source: 'gate 2', caption: 'closed' }));
    expect(t.records.map((r) => r.event.source)).toEqual(['Front Door']);
  });

  it('matches generic events on the cameras they reference, and useSource acts on them', async () => {
    const t = engineWith([rule({ eventResourceIds: [CAMERA], actionParams: '{"useSource":true}' })]);
    t.engine.handle(event({ cameraRefs: [OTHER_CAMERA] }));
    t.engine.handle(event({ cameraRefs: [CAMERA] }));
    await t.queue.idle();
    expect(t.runs.map((r) => r.cameraIds)).toEqual([[CAMERA]]);
  });

  it('fires only in the schedule, read in local time', () => {
    const mondayMornings = formatSchedule(Array.from({ length: HOURS_PER_WEEK }, (_, h) => h === 10));
    const t = engineWith([rule({ schedule: mondayMornings })]);
    t.engine.handle(event());
    t.engine.handle(event({ timestampMs: MONDAY_10 + 3_600_000 }));
    t.engine.handle(event({ timestampMs: MONDAY_10 + 7 * 86_400_000 + 60_000 }));
    expect(t.records).toHaveLength(2);
  });

  it('aggregates: the first event at once, the rest counted and run once at the end of the period', async () => {
    vi.useFakeTimers();
    const t = engineWith([rule({ aggregationPeriod: 60 })]);
    t.engine.handle(event({ caption: 'first' }));
    for (const caption of ['2', '3', 'last']) t.engine.handle(event({ caption }));
    expect(t.records.map((r) => [r.event.caption, r.aggregationCount])).toEqual([['first', 1]]);
    vi.advanceTimersByTime(60_000);
    expect(t.records.map((r) => [r.event.caption, r.aggregationCount])).toEqual([
      ['first', 1],
      ['last', 3],
    ]);
    // The window is closed: the next event runs at once again.
    t.engine.handle(event({ caption: 'again' }));
    expect(t.records).toHaveLength(3);
    vi.useRealTimers();
    await t.queue.idle();
    expect(t.runs.map((r) => r.aggregationCount)).toEqual([1, 3, 1]);
  });

  it('logs a failing action and goes on', async () => {
    const t = engineWith([rule({})], true);
    expect(() => t.engine.handle(event())).not.toThrow();
    t.engine.handle(event());
    await t.queue.idle();
    expect(t.runs).toHaveLength(2);
    expect(t.failures.map(String)).toEqual(['Error: mail server down', 'Error: mail server down']);
  });

  it('logs actions that have no server runner without running anything', async () => {
    const t = engineWith([rule({ actionType: 'playSoundAction' })]);
    t.engine.handle(event());
    await t.queue.idle();
    expect(t.records.map((r) => r.rule.actionType)).toEqual(['playSoundAction']);
    expect(t.runs).toHaveLength(0);
  });
});

describe('action queue', () => {
  it('drops what does not fit instead of growing without bound', async () => {
    const dropped: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queue = new ActionQueue(
      () => {},
      () => dropped.push('x'),
      { capacity: 2, concurrency: 1 },
    );
    for (let i = 0; i < 5; i++) queue.push(() => gate);
    // One running, two waiting, two dropped.
    expect(dropped).toHaveLength(2);
    release();
    await queue.idle();
  });
});
