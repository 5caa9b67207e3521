/**
 * Event rule rules both the server and the rule editor apply (spec 000 §3, §9; media-server-api §4.12): the
 * weekly schedule's hexadecimal form, the action defaults of a new rule, and which events and actions concern
 * cameras.
 */
import type { ActionParams, ActionType, EventType } from '../schemas/event-rules.ts';

export const HOURS_PER_WEEK = 7 * 24;
/** Hex digits of a full schedule: 168 bits. */
export const SCHEDULE_HEX_LENGTH = HOURS_PER_WEEK / 4;

/**
 * The schedule as 168 hours, Monday 00:00 first (spec 000 §9: week days 1-7, Monday first); true = the rule is
 * on. The wire form is those bits, most significant first, in hexadecimal; empty means always. Shorter text is
 * read as a number (leading zero hours dropped, as Nx's own samples write it).
 */
export function parseSchedule(text: string): boolean[] | null {
  const hex = text.replace(/\s/g, '');
  if (hex === '') return new Array<boolean>(HOURS_PER_WEEK).fill(true);
  if (!/^[0-9a-fA-F]+$/.test(hex) || hex.replace(/^0+/, '').length > SCHEDULE_HEX_LENGTH) return null;
  const bits = BigInt(`0x${hex}`).toString(2).padStart(HOURS_PER_WEEK, '0');
  return [...bits].map((b) => b === '1');
}

/** The wire form of a schedule: empty when every hour is on, else 42 hexadecimal digits. */
export function formatSchedule(hours: readonly boolean[]): string {
  if (hours.length !== HOURS_PER_WEEK) throw new RangeError(`A schedule has ${HOURS_PER_WEEK} hours`);
  if (hours.every(Boolean)) return '';
  const bits = hours.map((on) => (on ? '1' : '0')).join('');
  return BigInt(`0b${bits}`).toString(16).padStart(SCHEDULE_HEX_LENGTH, '0');
}

/** The hour of the week (0 = Monday 00:00) of a local date. */
export function hourOfWeek(date: Date): number {
  const mondayFirst = (date.getDay() + 6) % 7;
  return mondayFirst * 24 + date.getHours();
}

/** Is a rule with this schedule on at this local time? An unreadable schedule is treated as always on. */
export function isInSchedule(schedule: string, date: Date): boolean {
  const hours = parseSchedule(schedule);
  return hours === null ? true : Boolean(hours[hourOfWeek(date)]);
}

/** The action parameters of a new rule (spec 000 §9). */
export const ACTION_DEFAULTS = {
  durationMs: 600_000,
  fps: 30,
  recordBeforeMs: 5_000,
  recordAfter: 5,
  streamQuality: 'highest',
} as const satisfies ActionParams;

/** Events that happen on a camera: a rule may name the cameras (`eventResourceIds`; none = any camera). */
export const CAMERA_EVENT_TYPES: readonly EventType[] = [
  'cameraMotionEvent',
  'cameraInputEvent',
  'cameraDisconnectEvent',
  'cameraIpConflictEvent',
  'networkIssueEvent',
  'analyticsSdkEvent',
  'analyticsSdkObjectDetected',
  'anyCameraEvent',
];

/** Events of a server: a rule may name the servers. */
export const SERVER_EVENT_TYPES: readonly EventType[] = [
  'storageFailureEvent',
  'serverFailureEvent',
  'serverConflictEvent',
  'serverStartEvent',
  'licenseIssueEvent',
  'backupFinishedEvent',
  'serverCertificateError',
  'anyServerEvent',
];

/** Events that have a start and an end (a rule can fire on Active, Inactive or both = `Undefined`). */
export const PROLONGED_EVENT_TYPES: readonly EventType[] = [
  'cameraMotionEvent',
  'cameraInputEvent',
  'userDefinedEvent',
];

/** The event types a group matches (`anyCameraEvent` matches every camera event, ...). */
export function eventTypeMatches(ruleType: EventType, eventType: EventType): boolean {
  if (ruleType === eventType || ruleType === 'anyEvent') return true;
  if (ruleType === 'anyCameraEvent') return CAMERA_EVENT_TYPES.includes(eventType);
  if (ruleType === 'anyServerEvent') return SERVER_EVENT_TYPES.includes(eventType);
  return false;
}

/** Actions that act on cameras (`actionResourceIds`, or the event's camera with `useSource`). */
export const CAMERA_ACTION_TYPES: readonly ActionType[] = [
  'cameraOutputAction',
  'bookmarkAction',
  'cameraRecordingAction',
  'executePtzPresetAction',
  'showTextOverlayAction',
  'showOnAlarmLayoutAction',
  'fullscreenCameraAction',
];

/** Actions Argus runs on the server; the others are stored and logged but need a desktop client. */
export const SERVER_ACTION_TYPES: readonly ActionType[] = [
  'bookmarkAction',
  'cameraRecordingAction',
  'panicRecordingAction',
  'sendMailAction',
  'diagnosticsAction',
  'showPopupAction',
  'execHttpRequestAction',
  'pushNotificationAction',
];

/** The longest aggregation period the editor offers: 7 days in seconds. */
export const MAX_AGGREGATION_PERIOD_S = 7 * 86_400;
/** How much the event log may exceed `maxEventLogRecords` before it is trimmed (spec 000 §9). */
export const EVENT_LOG_OVERFLOW_RATIO = 0.2;
