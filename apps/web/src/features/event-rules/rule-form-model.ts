/**
 * The rule editor's values and how they map to a rule on the wire (media-server-api §4.12): `eventCondition`
 * and `actionParams` are JSON text whose keys follow Nx's names; keys the editor does not know are kept as they
 * were. Durations are edited in seconds, the aggregation period in a unit a person reads.
 */
import { validateEmail } from '@argus/contract';
import {
  ACTION_DEFAULTS,
  type ActionParams,
  type ActionType,
  CAMERA_ACTION_TYPES,
  CAMERA_EVENT_TYPES,
  type EventCondition,
  type EventRule,
  type EventState,
  type EventType,
  formatSchedule,
  HOURS_PER_WEEK,
  MAX_AGGREGATION_PERIOD_S,
  PROLONGED_EVENT_TYPES,
  parseSchedule,
  SERVER_ACTION_TYPES,
} from '@argus/contract/mediaserver';
import type { EventRuleDraft } from './event-rules.api.ts';

export type AggregationUnit = 's' | 'min' | 'h';
export const AGGREGATION_UNITS: readonly AggregationUnit[] = ['s', 'min', 'h'];
const UNIT_SECONDS: Record<AggregationUnit, number> = { s: 1, min: 60, h: 3600 };

export const HTTP_METHODS = ['', 'GET', 'POST', 'PUT', 'DELETE'] as const;
export const STREAM_QUALITIES = ['lowest', 'low', 'normal', 'high', 'highest', 'preset'] as const;
export const COMMENT_MAX_LENGTH = 1000;
export const MAX_FPS = 120;

export interface RuleFormValues {
  eventType: EventType;
  /** The cameras a camera event must come from; none = any camera. */
  eventCameraIds: string[];
  eventState: EventState;
  /** Generic event: words the event's source, caption and description must contain. */
  source: string;
  caption: string;
  description: string;
  actionType: ActionType;
  /** The cameras a camera action acts on. */
  actionCameraIds: string[];
  /** Act on the camera the event came from. */
  useSource: boolean;
  /** `;`- or `,`-separated e-mail addresses. */
  emailAddress: string;
  /** Users and roles (e-mail recipients, popup targets). */
  recipients: string[];
  allUsers: boolean;
  url: string;
  requestType: string;
  contentType: string;
  /** HTTP body, bookmark description, popup text. */
  text: string;
  tags: string;
  durationS: number;
  recordBeforeS: number;
  recordAfterS: number;
  fps: number;
  streamQuality: string;
  aggregate: boolean;
  aggregationValue: number;
  aggregationUnit: AggregationUnit;
  schedule: boolean[];
  comment: string;
  disabled: boolean;
}

function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** The largest unit that divides the period exactly. */
function aggregationOf(
  seconds: number,
): Pick<RuleFormValues, 'aggregate' | 'aggregationValue' | 'aggregationUnit'> {
  if (seconds <= 0) return { aggregate: false, aggregationValue: 1, aggregationUnit: 'min' };
  const unit = [...AGGREGATION_UNITS].reverse().find((u) => seconds % UNIT_SECONDS[u] === 0) ?? 's';
  return { aggregate: true, aggregationValue: seconds / UNIT_SECONDS[unit], aggregationUnit: unit };
}

export function aggregationSeconds(
  values: Pick<RuleFormValues, 'aggregate' | 'aggregationValue' | 'aggregationUnit'>,
) {
  return values.aggregate ? values.aggregationValue * UNIT_SECONDS[values.aggregationUnit] : 0;
}

/** A new rule: a generic event that shows a popup to everyone, always, with the spec's action defaults. */
export function newRuleValues(): RuleFormValues {
  return formValuesOf(null);
}

/** The editor's values of a rule (or of a new one). */
export function formValuesOf(rule: EventRule | null): RuleFormValues {
  const condition = jsonObject(rule?.eventCondition ?? '{}') as EventCondition;
  const params = jsonObject(rule?.actionParams ?? '{}') as ActionParams;
  const actionType = rule?.actionType ?? 'showPopupAction';
  return {
    eventType: rule?.eventType ?? 'userDefinedEvent',
    eventCameraIds: rule?.eventResourceIds ?? [],
    eventState: rule?.eventState ?? 'Undefined',
    source: str(condition.resourceName),
    caption: str(condition.caption),
    description: str(condition.description),
    actionType,
    actionCameraIds: rule?.actionResourceIds ?? [],
    useSource: params.useSource ?? false,
    emailAddress: str(params.emailAddress),
    recipients: params.additionalResources ?? [],
    allUsers: params.allUsers ?? rule === null,
    url: str(params.url),
    requestType: str(params.requestType),
    contentType: str(params.contentType),
    text: str(params.text),
    tags: str(params.tags),
    durationS: num(params.durationMs, ACTION_DEFAULTS.durationMs) / 1000,
    recordBeforeS: num(params.recordBeforeMs, ACTION_DEFAULTS.recordBeforeMs) / 1000,
    recordAfterS: num(params.recordAfter, ACTION_DEFAULTS.recordAfter),
    fps: num(params.fps, ACTION_DEFAULTS.fps),
    streamQuality: params.streamQuality ?? ACTION_DEFAULTS.streamQuality,
    ...aggregationOf(rule?.aggregationPeriod ?? 0),
    schedule: parseSchedule(rule?.schedule ?? '') ?? new Array<boolean>(HOURS_PER_WEEK).fill(true),
    comment: rule?.comment ?? '',
    disabled: rule?.disabled ?? false,
  };
}

/** The action parameters the editor sets for an action type (the others keep what the rule had). */
function paramsOf(v: RuleFormValues): ActionParams {
  switch (v.actionType) {
    case 'sendMailAction':
      return { emailAddress: v.emailAddress.trim(), additionalResources: v.recipients };
    case 'execHttpRequestAction':
      return {
        url: v.url.trim(),
        requestType: v.requestType,
        contentType: v.contentType.trim(),
        text: v.text,
      };
    case 'bookmarkAction':
      return {
        durationMs: Math.round(v.durationS * 1000),
        recordBeforeMs: Math.round(v.recordBeforeS * 1000),
        recordAfter: v.recordAfterS,
        tags: v.tags.trim(),
        text: v.text,
        useSource: v.useSource,
      };
    case 'cameraRecordingAction':
    case 'panicRecordingAction':
      return {
        fps: v.fps,
        streamQuality: v.streamQuality,
        durationMs: Math.round(v.durationS * 1000),
        recordBeforeMs: Math.round(v.recordBeforeS * 1000),
        recordAfter: v.recordAfterS,
        useSource: v.useSource,
      };
    case 'showPopupAction':
    case 'pushNotificationAction':
      return { allUsers: v.allUsers, additionalResources: v.allUsers ? [] : v.recipients, text: v.text };
    default:
      return {};
  }
}

/** What the editor saves: the rule's own fields and the keys it does not edit kept, the edited ones set. */
export function ruleDraftOf(v: RuleFormValues, rule: EventRule | null): EventRuleDraft {
  const condition: EventCondition = { ...jsonObject(rule?.eventCondition ?? '{}') };
  if (v.eventType === 'userDefinedEvent') {
    condition.resourceName = v.source.trim();
    condition.caption = v.caption.trim();
    condition.description = v.description.trim();
  }
  const cameraEvent = CAMERA_EVENT_TYPES.includes(v.eventType);
  const cameraAction = CAMERA_ACTION_TYPES.includes(v.actionType);
  return {
    ...(rule ? { id: rule.id } : {}),
    eventType: v.eventType,
    eventResourceIds: cameraEvent ? v.eventCameraIds : [],
    eventCondition: JSON.stringify(condition),
    eventState: PROLONGED_EVENT_TYPES.includes(v.eventType) ? v.eventState : 'Undefined',
    actionType: v.actionType,
    // Users and roles travel in `additionalResources`; actions the editor shows read-only keep their own.
    actionResourceIds: cameraAction
      ? v.actionCameraIds
      : SERVER_ACTION_TYPES.includes(v.actionType)
        ? []
        : (rule?.actionResourceIds ?? []),
    actionParams: JSON.stringify({ ...jsonObject(rule?.actionParams ?? '{}'), ...paramsOf(v) }),
    aggregationPeriod: aggregationSeconds(v),
    disabled: v.disabled,
    comment: v.comment,
    schedule: formatSchedule(v.schedule),
    system: rule?.system ?? false,
  };
}

/** A copy of a rule to edit as a new one. */
export function duplicateOf(rule: EventRule): EventRule {
  return { ...rule, id: '', system: false };
}

export function emailAddressesOf(text: string): string[] {
  return text
    .split(/[;,\s]+/)
    .map((a) => a.trim())
    .filter((a) => a !== '');
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type RuleFormErrors = Partial<Record<keyof RuleFormValues, string>>;

const nonNegative = (n: number) => Number.isFinite(n) && n >= 0;

/**
 * What is wrong with the values, as keys of the `eventRules` namespace (`errors.*`, the offending e-mail address
 * after a `|`). `isNew`: a new rule may only have an action Argus runs on its server.
 */
export function validateRule(v: RuleFormValues, isNew: boolean): RuleFormErrors {
  const errors: RuleFormErrors = {};
  if (isNew && !SERVER_ACTION_TYPES.includes(v.actionType)) errors.actionType = 'errors.actionUnsupported';
  if (v.actionType === 'sendMailAction') {
    const addresses = emailAddressesOf(v.emailAddress);
    const bad = addresses.find((a) => !validateEmail(a).ok);
    if (bad !== undefined) errors.emailAddress = `errors.emailInvalid|${bad}`;
    else if (addresses.length === 0 && v.recipients.length === 0)
      errors.emailAddress = 'errors.emailRequired';
  }
  if (v.actionType === 'execHttpRequestAction') {
    if (v.url.trim() === '') errors.url = 'errors.urlRequired';
    else if (!isHttpUrl(v.url.trim())) errors.url = 'errors.urlInvalid';
  }
  if (
    (v.actionType === 'showPopupAction' || v.actionType === 'pushNotificationAction') &&
    !v.allUsers &&
    v.recipients.length === 0
  )
    errors.recipients = 'errors.recipientsRequired';
  if (CAMERA_ACTION_TYPES.includes(v.actionType)) {
    if (!v.useSource && v.actionCameraIds.length === 0) errors.actionCameraIds = 'errors.camerasRequired';
    if (!nonNegative(v.recordBeforeS)) errors.recordBeforeS = 'errors.notNegative';
    if (!nonNegative(v.recordAfterS)) errors.recordAfterS = 'errors.notNegative';
    if (!(Number.isFinite(v.durationS) && v.durationS > 0)) errors.durationS = 'errors.positive';
  }
  if (
    (v.actionType === 'cameraRecordingAction' || v.actionType === 'panicRecordingAction') &&
    !(Number.isInteger(v.fps) && v.fps >= 1 && v.fps <= MAX_FPS)
  )
    errors.fps = 'errors.fpsRange';
  if (v.aggregate) {
    const seconds = aggregationSeconds(v);
    if (
      !(
        Number.isInteger(v.aggregationValue) &&
        v.aggregationValue >= 1 &&
        seconds <= MAX_AGGREGATION_PERIOD_S
      )
    )
      errors.aggregationValue = 'errors.aggregationRange';
  }
  if (!v.schedule.some(Boolean)) errors.schedule = 'errors.scheduleEmpty';
  if (v.comment.length > COMMENT_MAX_LENGTH) errors.comment = 'errors.commentTooLong';
  return errors;
}
