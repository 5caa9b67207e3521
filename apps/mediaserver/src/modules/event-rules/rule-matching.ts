/**
 * Whether a rule fires for an event (spec 000 §3): enabled, its event type (or group), its state (`Undefined`
 * = both), its resources (none = any), its condition, and its weekly schedule in the server's local time.
 */
import {
  type EventCondition,
  type EventRule,
  eventConditionSchema,
  eventTypeMatches,
  isInSchedule,
} from '@argus/contract/mediaserver';
import type { VmsEvent } from './vms-event.ts';

/** A stored condition, parsed; an unreadable one reads as no condition. */
export function parseCondition(text: string): EventCondition {
  try {
    const parsed = eventConditionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The ids an event concerns: its resource and the cameras a generic event names. */
export function eventResourceIdsOf(event: VmsEvent): string[] {
  return [...(event.resourceId ? [event.resourceId] : []), ...(event.cameraRefs ?? [])];
}

/**
 * A keyword field of a condition: empty matches anything; otherwise one of its space-separated words must
 * appear in the event's text (case-insensitive), as Nx's generic event rules read them.
 */
export function keywordsMatch(keywords: string | undefined, text: string | undefined): boolean {
  const words = (keywords ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = (text ?? '').toLowerCase();
  return words.some((word) => haystack.includes(word));
}

export function conditionMatches(condition: EventCondition, event: VmsEvent): boolean {
  if (condition.inputPortId && event.inputPortId !== condition.inputPortId) return false;
  if (condition.reasonCode && condition.reasonCode !== 'none' && event.reasonCode !== condition.reasonCode)
    return false;
  if (event.type !== 'userDefinedEvent') return true;
  return (
    keywordsMatch(condition.resourceName, event.source) &&
    keywordsMatch(condition.caption, event.caption) &&
    keywordsMatch(condition.description, event.description)
  );
}

export function ruleMatches(rule: EventRule, event: VmsEvent, localTime: Date): boolean {
  if (rule.disabled || !eventTypeMatches(rule.eventType, event.type)) return false;
  if (rule.eventState !== 'Undefined' && rule.eventState !== event.state) return false;
  if (rule.eventResourceIds.length > 0) {
    const ids = eventResourceIdsOf(event);
    if (!rule.eventResourceIds.some((id) => ids.includes(id))) return false;
  }
  return (
    conditionMatches(parseCondition(rule.eventCondition), event) && isInSchedule(rule.schedule, localTime)
  );
}
