import { describe, expect, it } from 'vitest';
import {
  eventTypeMatches,
  formatSchedule,
  HOURS_PER_WEEK,
  hourOfWeek,
  isInSchedule,
  parseActionType,
  parseEventState,
  parseEventType,
  parseSchedule,
  saveEventRuleRequestSchema,
} from '../src/mediaserver/index.ts';

const hours = (on: (hour: number) => boolean) => Array.from({ length: HOURS_PER_WEEK }, (_, h) => on(h));

describe('event rule schedule', () => {
  it('round-trips 168 hours through 42 hex digits, most significant bit = Monday 00:00', () => {
    const weekdays = hours((h) => h < 5 * 24);
    const hex = formatSchedule(weekdays);
    expect(hex).toHaveLength(42);
    expect(hex.startsWith('f')).toBe(true);
    expect(parseSchedule(hex)).toEqual(weekdays);
  });

  it('reads the short hex Nx samples write (leading off hours dropped by hex())', () => {
    const weekend = hours((h) => h >= 5 * 24);
    // What Python's hex(int(bits, 2))[2:] gives for a weekend-only schedule: 12 hex digits.
    const short = BigInt(`0b${weekend.map((b) => (b ? '1' : '0')).join('')}`).toString(16);
    expect(short).toBe('ffffffffffff');
    expect(parseSchedule(short)).toEqual(weekend);
    expect(formatSchedule(weekend)).toBe(short.padStart(42, '0'));
  });

  it('reads empty as always on and refuses non-hex or over-long text', () => {
    expect(parseSchedule('')?.every(Boolean)).toBe(true);
    expect(formatSchedule(hours(() => true))).toBe('');
    expect(parseSchedule('xyz')).toBeNull();
    expect(parseSchedule('f'.repeat(43))).toBeNull();
    expect(parseSchedule(`00${'f'.repeat(42)}`)).not.toBeNull();
  });

  it('counts the hour of the week from Monday 00:00 local time', () => {
    expect(hourOfWeek(new Date(2026, 10, 23, 0, 30))).toBe(0); // a Monday
    expect(hourOfWeek(new Date(2026, 10, 29, 23, 0))).toBe(167); // the Sunday after
    const mondayMorning = formatSchedule(hours((h) => h === 8));
    expect(isInSchedule(mondayMorning, new Date(2026, 10, 23, 8, 59))).toBe(true);
    expect(isInSchedule(mondayMorning, new Date(2026, 10, 23, 9, 0))).toBe(false);
    expect(isInSchedule('', new Date())).toBe(true);
  });
});

describe('event and action types', () => {
  it('parse the 5.1 names, the old capitalised ones, codes and AnyBusinessEvent', () => {
    expect(parseEventType('cameraMotionEvent')).toBe('cameraMotionEvent');
    expect(parseEventType('CameraMotionEvent')).toBe('cameraMotionEvent');
    expect(parseEventType('UndefinedEvent')).toBe('undefinedEvent');
    expect(parseEventType('AnyBusinessEvent')).toBe('anyEvent');
    expect(parseEventType(1000)).toBe('userDefinedEvent');
    expect(parseEventType('noSuchEvent')).toBeNull();
    expect(parseActionType('ShowPopupAction')).toBe('showPopupAction');
    expect(parseActionType(6)).toBe('sendMailAction');
    expect(parseActionType(2)).toBeNull();
    expect(parseEventState(undefined)).toBe('Undefined');
    expect(parseEventState('active')).toBe('Active');
    expect(parseEventState('on')).toBeNull();
  });

  it('match groups: anyCameraEvent, anyServerEvent, anyEvent', () => {
    expect(eventTypeMatches('anyCameraEvent', 'cameraDisconnectEvent')).toBe(true);
    expect(eventTypeMatches('anyCameraEvent', 'serverStartEvent')).toBe(false);
    expect(eventTypeMatches('anyServerEvent', 'storageFailureEvent')).toBe(true);
    expect(eventTypeMatches('anyEvent', 'userDefinedEvent')).toBe(true);
    expect(eventTypeMatches('cameraMotionEvent', 'cameraInputEvent')).toBe(false);
  });

  it('a save request takes any spelling and serialises condition objects into JSON text', () => {
    const parsed = saveEventRuleRequestSchema.parse({
      eventType: 'CameraDisconnectEvent',
      actionType: 'DiagnosticsAction',
      eventCondition: { caption: 'door' },
    });
    expect(parsed).toMatchObject({
      eventType: 'cameraDisconnectEvent',
      actionType: 'diagnosticsAction',
      eventState: 'Undefined',
      eventCondition: '{"caption":"door"}',
      actionParams: '{}',
    });
    expect(
      saveEventRuleRequestSchema.safeParse({ eventType: 'x', actionType: 'diagnosticsAction' }).success,
    ).toBe(false);
    expect(
      saveEventRuleRequestSchema.safeParse({ eventType: 1, actionType: 7, actionParams: '[1]' }).success,
    ).toBe(false);
  });
});
