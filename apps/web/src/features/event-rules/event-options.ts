/**
 * Which events and actions the editor offers, grouped as a person looks for them; names come from the
 * `eventRules` namespace (`events.<type>`, `actions.<type>`).
 */
import {
  type ActionType,
  CAMERA_EVENT_TYPES,
  type EventType,
  SERVER_ACTION_TYPES,
  SERVER_EVENT_TYPES,
} from '@argus/contract/mediaserver';
import type { TFunction } from 'i18next';

export type EventGroup = 'camera' | 'server' | 'other';

/** The events a rule can be made for (internal markers such as `undefinedEvent` are not offered). */
export const EVENT_GROUPS: Readonly<Record<EventGroup, readonly EventType[]>> = {
  camera: CAMERA_EVENT_TYPES,
  server: [...SERVER_EVENT_TYPES, 'poeOverBudgetEvent', 'fanErrorEvent', 'pluginDiagnosticEvent'],
  other: ['userDefinedEvent', 'softwareTriggerEvent', 'anyEvent'],
};

const OFFERED_EVENTS = new Set(Object.values(EVENT_GROUPS).flat());

export interface SelectGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** The event select's groups; a rule's own event type is listed too when it is none of the offered ones. */
export function eventTypeOptions(t: TFunction<'eventRules'>, current: EventType): SelectGroup[] {
  const groups = (Object.keys(EVENT_GROUPS) as EventGroup[]).map((group) => ({
    group: t(`eventGroups.${group}`),
    items: EVENT_GROUPS[group].map((type) => ({ value: type, label: t(`events.${type}`) })),
  }));
  if (!OFFERED_EVENTS.has(current)) groups[2]?.items.push({ value: current, label: t(`events.${current}`) });
  return groups;
}

/** Whether the editor can change the action of a rule: only actions Argus runs on its servers. */
export const isServerAction = (type: ActionType) => SERVER_ACTION_TYPES.includes(type);

/** The action select's options: the server actions (a rule's other action is shown read-only instead). */
export function actionTypeOptions(t: TFunction<'eventRules'>) {
  return SERVER_ACTION_TYPES.map((type) => ({ value: type, label: t(`actions.${type}`) }));
}
