/**
 * `/api/testEventAction`: a rule's action run once, now, for a made-up event, so an administrator can see
 * whether the e-mail or the HTTP call gets through. Nothing is written to the event log.
 */
import {
  CAMERA_EVENT_TYPES,
  type EventRule,
  type EventType,
  SERVER_EVENT_TYPES,
} from '@argus/contract/mediaserver';
import type { RulesEngine } from './rules-engine.ts';
import type { VmsEvent } from './vms-event.ts';

/** The concrete event a rule's type stands for (a group stands for its first member). */
function testEventType(type: EventType): EventType {
  if (type === 'anyCameraEvent') return CAMERA_EVENT_TYPES[0]!;
  if (type === 'anyServerEvent') return SERVER_EVENT_TYPES[0]!;
  if (type === 'anyEvent') return 'userDefinedEvent';
  return type;
}

export function testEventOf(rule: EventRule, serverId: string, nowMs: number): VmsEvent {
  return {
    type: testEventType(rule.eventType),
    state: rule.eventState,
    timestampMs: nowMs,
    serverId,
    ...(rule.eventResourceIds[0] ? { resourceId: rule.eventResourceIds[0] } : {}),
    source: 'Test',
    caption: 'Test event',
    description: 'A test of the rule\u2019s action',
  };
}

export async function testAction(
  engine: RulesEngine,
  rule: EventRule,
  event: VmsEvent,
): Promise<{ ok: boolean; message: string }> {
  const runner = engine.runnerOf(rule);
  if (!runner)
    return { ok: false, message: `${rule.actionType} runs in a desktop client; the server only logs it.` };
  try {
    await runner.run(engine.contextOf(rule, event, 1));
    return { ok: true, message: 'The action ran.' };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
