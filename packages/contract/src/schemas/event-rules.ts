/**
 * Event rules, events and the event log (media-server-api §4.12, §5.10; spec 000 §3, §9). A rule turns an event
 * (its type, resources and condition, in a weekly schedule) into an action (its type, resources and parameters).
 * `eventCondition` and `actionParams` travel as JSON objects serialised into strings, as Nx 5.1 sends them; the
 * keys inside follow Nx's own names (recorded in docs/api-decisions.md).
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';

/** Event types with their numeric codes (§5.10), in the 5.1 (lowerCamel) spelling emitted on the wire. */
export const EVENT_TYPE_CODES = {
  undefinedEvent: 0,
  cameraMotionEvent: 1,
  cameraInputEvent: 2,
  cameraDisconnectEvent: 3,
  storageFailureEvent: 4,
  networkIssueEvent: 5,
  cameraIpConflictEvent: 6,
  serverFailureEvent: 7,
  serverConflictEvent: 8,
  serverStartEvent: 9,
  licenseIssueEvent: 10,
  backupFinishedEvent: 11,
  softwareTriggerEvent: 12,
  analyticsSdkEvent: 13,
  pluginDiagnosticEvent: 14,
  poeOverBudgetEvent: 15,
  fanErrorEvent: 16,
  analyticsSdkObjectDetected: 17,
  serverCertificateError: 18,
  systemHealthEvent: 500,
  maxSystemHealthEvent: 599,
  anyCameraEvent: 600,
  anyServerEvent: 601,
  anyEvent: 602,
  userDefinedEvent: 1000,
} as const;
export type EventType = keyof typeof EVENT_TYPE_CODES;
export const EVENT_TYPES = Object.keys(EVENT_TYPE_CODES) as EventType[];

/** Action types with their numeric codes (§5.10). */
export const ACTION_TYPE_CODES = {
  undefinedAction: 0,
  cameraOutputAction: 1,
  bookmarkAction: 3,
  cameraRecordingAction: 4,
  panicRecordingAction: 5,
  sendMailAction: 6,
  diagnosticsAction: 7,
  showPopupAction: 8,
  playSoundAction: 9,
  playSoundOnceAction: 10,
  sayTextAction: 11,
  executePtzPresetAction: 12,
  showTextOverlayAction: 13,
  showOnAlarmLayoutAction: 14,
  execHttpRequestAction: 15,
  acknowledgeAction: 16,
  fullscreenCameraAction: 17,
  exitFullscreenAction: 18,
  openLayoutAction: 19,
  buzzerAction: 20,
  pushNotificationAction: 21,
  showIntercomInformer: 22,
} as const;
export type ActionType = keyof typeof ACTION_TYPE_CODES;
export const ACTION_TYPES = Object.keys(ACTION_TYPE_CODES) as ActionType[];

export const EVENT_STATES = ['Inactive', 'Active', 'Undefined'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/** Why an event happened (the event log's `reasonCode`, §5.10). */
export const EVENT_REASONS = [
  'none',
  'networkNoFrame',
  'networkConnectionClosed',
  'networkRtpPacketLoss',
  'serverTerminated',
  'serverStarted',
  'storageIoError',
  'storageTooSlow',
  'storageFull',
  'systemStorageFull',
  'licenseRemoved',
  'backupFailedSourceFileError',
  'networkNoResponseFromDevice',
  'networkBadCameraTime',
  'networkCameraTimeBackToNormal',
  'networkMulticastAddressConflict',
  'networkMulticastAddressIsInvalid',
  'networkRtpStreamError',
  'metadataStorageOffline',
  'metadataStorageFull',
  'raidStorageError',
  'metadataStoragePermissionDenied',
  'encryptionFailed',
] as const;
export type EventReason = (typeof EVENT_REASONS)[number];

/** Older spellings accepted on input (§5.10): capitalised names, and `AnyBusinessEvent` for `anyEvent`. */
const EVENT_TYPE_ALIASES: Record<string, EventType> = { anybusinessevent: 'anyEvent' };
const EVENT_TYPE_BY_LOWER = new Map<string, EventType>(EVENT_TYPES.map((t) => [t.toLowerCase(), t]));
const ACTION_TYPE_BY_LOWER = new Map<string, ActionType>(ACTION_TYPES.map((t) => [t.toLowerCase(), t]));

/** An event type given by name (any case, old spellings) or by code; null when unknown. */
export function parseEventType(value: unknown): EventType | null {
  if (typeof value === 'number') return EVENT_TYPES.find((t) => EVENT_TYPE_CODES[t] === value) ?? null;
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return EVENT_TYPE_ALIASES[lower] ?? EVENT_TYPE_BY_LOWER.get(lower) ?? null;
}

/** An action type given by name (any case) or by code; null when unknown. */
export function parseActionType(value: unknown): ActionType | null {
  if (typeof value === 'number') return ACTION_TYPES.find((t) => ACTION_TYPE_CODES[t] === value) ?? null;
  if (typeof value !== 'string') return null;
  return ACTION_TYPE_BY_LOWER.get(value.trim().toLowerCase()) ?? null;
}

/** An event state by name (any case); `Undefined` when absent. */
export function parseEventState(value: unknown): EventState | null {
  if (value === undefined || value === null || value === '') return 'Undefined';
  if (typeof value === 'number') return EVENT_STATES[value] ?? null;
  if (typeof value !== 'string') return null;
  return EVENT_STATES.find((s) => s.toLowerCase() === value.trim().toLowerCase()) ?? null;
}

const eventTypeSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v, ctx) => {
    const type = parseEventType(v);
    if (type) return type;
    ctx.issues.push({ code: 'custom', input: v, message: `Unknown event type: ${String(v)}` });
    return z.NEVER;
  }),
);
const actionTypeSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v, ctx) => {
    const type = parseActionType(v);
    if (type) return type;
    ctx.issues.push({ code: 'custom', input: v, message: `Unknown action type: ${String(v)}` });
    return z.NEVER;
  }),
);
const eventStateSchema = z.pipe(
  z.optional(z.union([z.string(), z.number(), z.null()])),
  z.transform((v, ctx) => {
    const state = parseEventState(v);
    if (state) return state;
    ctx.issues.push({ code: 'custom', input: v, message: `Unknown event state: ${String(v)}` });
    return z.NEVER;
  }),
);

/**
 * The inner keys of `eventCondition` (Nx's EventParameters): what an event must carry for the rule to fire.
 * `resourceName`, `caption` and `description` hold space-separated words; a generic event matches when each
 * non-empty field has at least one of its words in the event's field (case-insensitive).
 */
export const eventConditionSchema = z.looseObject({
  eventType: z.optional(z.string()),
  eventResourceId: z.optional(z.string()),
  resourceName: z.optional(z.string()),
  caption: z.optional(z.string()),
  description: z.optional(z.string()),
  inputPortId: z.optional(z.string()),
  reasonCode: z.optional(z.string()),
  /** For `systemHealthEvent`/`licenseIssueEvent` etc.: no further keys are read. */
  metadata: z.optional(z.looseObject({ cameraRefs: z.optional(z.array(z.string())) })),
});
export type EventCondition = z.infer<typeof eventConditionSchema>;

/**
 * The inner keys of `actionParams` (Nx's ActionParameters). Which ones an action reads: sendMail `emailAddress`
 * (`;`-separated) and `additionalResources` (users/roles whose e-mail is used); execHttpRequest `url`, `text`
 * (body), `contentType`, `requestType` (method; empty = GET without body, POST with one), `authType`;
 * bookmark `durationMs`, `recordBeforeMs`, `recordAfter` (s), `tags`, `text`; cameraRecording `fps`,
 * `streamQuality`, `durationMs`, `recordBeforeMs`, `recordAfter`; showPopup and pushNotification `allUsers` and
 * `additionalResources` (user and role ids), `text`; diagnostics none.
 */
export const actionParamsSchema = z.looseObject({
  emailAddress: z.optional(z.string()),
  additionalResources: z.optional(z.array(z.string())),
  allUsers: z.optional(z.boolean()),
  url: z.optional(z.string()),
  text: z.optional(z.string()),
  contentType: z.optional(z.string()),
  requestType: z.optional(z.string()),
  authType: z.optional(z.string()),
  tags: z.optional(z.string()),
  durationMs: z.optional(z.number()),
  recordBeforeMs: z.optional(z.number()),
  recordAfter: z.optional(z.number()),
  fps: z.optional(z.number()),
  streamQuality: z.optional(z.string()),
  useSource: z.optional(z.boolean()),
});
export type ActionParams = z.infer<typeof actionParamsSchema>;

/** A rule as the server sends it (§4.12): types in the 5.1 spelling, condition and params as JSON text. */
export const eventRuleSchema = z
  .object({
    id: z.string(),
    eventType: z.enum(EVENT_TYPES as [EventType, ...EventType[]]),
    eventResourceIds: z.array(z.string()),
    eventCondition: z.string(),
    eventState: z.enum(EVENT_STATES),
    actionType: z.enum(ACTION_TYPES as [ActionType, ...ActionType[]]),
    actionResourceIds: z.array(z.string()),
    actionParams: z.string(),
    aggregationPeriod: z.number(),
    disabled: z.boolean(),
    comment: z.string(),
    schedule: z.string(),
    system: z.boolean(),
  })
  .register(mediaServerRegistry, {
    id: 'EventRule',
    description:
      'An event rule. `eventCondition` and `actionParams` are JSON objects serialised as strings; `schedule` ' +
      'is 168 hours (Monday 00:00 first) as hexadecimal bits, empty for always.',
  });
export type EventRule = z.infer<typeof eventRuleSchema>;

/** JSON text, or an object the server serialises (scripts send both). */
const jsonTextSchema = z.pipe(
  z.optional(z.union([z.string(), z.record(z.string(), z.unknown()), z.null()])),
  z.transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return '{}';
    if (typeof v !== 'string') return JSON.stringify(v);
    try {
      const parsed: unknown = JSON.parse(v);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return v;
    } catch {
      // reported below
    }
    ctx.issues.push({ code: 'custom', input: v, message: 'Must be a JSON object' });
    return z.NEVER;
  }),
);

/** `/ec2/saveEventRule`: an unknown or absent id creates the rule; what is absent takes the defaults. */
export const saveEventRuleRequestSchema = z
  .looseObject({
    id: z.optional(z.string()),
    eventType: eventTypeSchema,
    eventResourceIds: z.optional(z.array(z.string())),
    eventCondition: jsonTextSchema,
    eventState: eventStateSchema,
    actionType: actionTypeSchema,
    actionResourceIds: z.optional(z.array(z.string())),
    actionParams: jsonTextSchema,
    aggregationPeriod: z.optional(z.number().check(z.gte(0), z.lte(86_400 * 7))),
    disabled: z.optional(z.boolean()),
    comment: z.optional(z.string().check(z.maxLength(1000))),
    schedule: z.optional(z.string()),
    system: z.optional(z.boolean()),
  })
  .register(mediaServerRegistry, { id: 'SaveEventRule', description: 'Create or change an event rule.' });
export type SaveEventRuleRequest = z.infer<typeof saveEventRuleRequestSchema>;

export const eventRuleIdSchema = z.object({ id: z.string() });

export const eventRulesQuerySchema = z.object({ id: z.optional(z.string()) });

/**
 * `/api/createEvent` (GET query or POST JSON): a generic event. `metadata` is JSON text or an object
 * (`{"cameraRefs": [...]}`: camera ids, names or logical ids the event concerns); `timestamp` in ms (absent =
 * now); `eventResourceId` a camera the event belongs to.
 */
export const createEventRequestSchema = z.looseObject({
  source: z.optional(z.string().check(z.maxLength(1000))),
  caption: z.optional(z.string().check(z.maxLength(1000))),
  description: z.optional(z.string().check(z.maxLength(10_000))),
  metadata: z.optional(z.union([z.string(), z.record(z.string(), z.unknown())])),
  state: z.optional(z.string()),
  timestamp: z.optional(z.union([z.string(), z.number()])),
  eventResourceId: z.optional(z.string()),
});
export type CreateEventRequest = z.infer<typeof createEventRequestSchema>;

/** What the event log keeps of an event (§4.12 `eventParams`). */
export const eventParamsSchema = z.object({
  eventType: z.enum(EVENT_TYPES as [EventType, ...EventType[]]),
  eventTimestampUsec: z.string(),
  eventResourceId: z.string(),
  resourceName: z.string(),
  sourceServerId: z.string(),
  reasonCode: z.string(),
  caption: z.string(),
  description: z.string(),
});
export type EventParams = z.infer<typeof eventParamsSchema>;

/** One record of the event log: an action a rule ran for an event. */
export const eventLogRecordSchema = z
  .object({
    actionType: z.enum(ACTION_TYPES as [ActionType, ...ActionType[]]),
    actionParams: z.record(z.string(), z.unknown()),
    eventParams: eventParamsSchema,
    businessRuleId: z.string(),
    aggregationCount: z.number(),
  })
  .register(mediaServerRegistry, { id: 'EventLogRecord', description: 'An action a rule ran for an event.' });
export type EventLogRecord = z.infer<typeof eventLogRecordSchema>;

/** A query number (query values arrive as text). */
const queryNumber = (min: number, max: number) =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v, ctx) => {
      const n = Number(v);
      if (String(v).trim() !== '' && Number.isFinite(n) && n >= min && n <= max) return n;
      ctx.issues.push({ code: 'custom', input: v, message: `Must be a number from ${min} to ${max}` });
      return z.NEVER;
    }),
  );

/** `/api/getEvents`: time range in ms (absent `to` = now), and filters. */
export const getEventsQuerySchema = z.looseObject({
  from: z.optional(queryNumber(0, Number.MAX_SAFE_INTEGER)),
  to: z.optional(queryNumber(0, Number.MAX_SAFE_INTEGER)),
  cameraId: z.optional(z.string()),
  event_type: z.optional(z.string()),
  action_type: z.optional(z.string()),
  brule_id: z.optional(z.string()),
  limit: z.optional(queryNumber(1, 100_000)),
});
export type GetEventsQuery = z.infer<typeof getEventsQuerySchema>;

/**
 * A notification (a `showPopupAction` for the caller), as the server pushes it to the web admin over
 * server-sent events at `/api/notifications` and lists it there.
 */
export const notificationSchema = z
  .object({
    id: z.string(),
    ruleId: z.string(),
    eventType: z.enum(EVENT_TYPES as [EventType, ...EventType[]]),
    eventState: z.enum(EVENT_STATES),
    timestampMs: z.number(),
    resourceId: z.string(),
    resourceName: z.string(),
    caption: z.string(),
    description: z.string(),
    text: z.string(),
    aggregationCount: z.number(),
  })
  .register(mediaServerRegistry, {
    id: 'Notification',
    description: 'A notification of a rule for the caller.',
  });
export type Notification = z.infer<typeof notificationSchema>;
