/**
 * The rules of a new system (and of `/ec2/resetEventRules`), recorded in docs/api-decisions.md: a popup to the
 * administrators and an e-mail to them for the failures an administrator must act on, and a popup for server
 * starts and finished backups. Their ids are fixed so that a reset gives the same rules back.
 */
import type { ActionType, EventType } from '@argus/contract/mediaserver';
import type { EventRuleRow } from './event-rules.table.ts';

const FAILURES: readonly EventType[] = [
  'cameraDisconnectEvent',
  'storageFailureEvent',
  'networkIssueEvent',
  'serverFailureEvent',
  'serverConflictEvent',
  'licenseIssueEvent',
  'cameraIpConflictEvent',
];
const INFORMATION: readonly EventType[] = ['serverStartEvent', 'backupFinishedEvent'];

/** A fixed id per default rule: `ed000000-0000-4000-8000-` and the rule's number. */
const defaultRuleId = (n: number) => `ed000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function rule(n: number, eventType: EventType, actionType: ActionType): EventRuleRow {
  return {
    id: defaultRuleId(n),
    eventType,
    eventResourceIds: [],
    eventCondition: '{}',
    eventState: 'Undefined',
    actionType,
    actionResourceIds: [],
    // No `additionalResources` and not `allUsers`: the administrators.
    actionParams: '{}',
    aggregationPeriod: actionType === 'sendMailAction' ? 60 : 0,
    disabled: false,
    comment: '',
    schedule: '',
    system: false,
  };
}

export function defaultEventRules(): EventRuleRow[] {
  const rules: EventRuleRow[] = [];
  for (const type of FAILURES) {
    rules.push(rule(rules.length + 1, type, 'showPopupAction'));
    rules.push(rule(rules.length + 1, type, 'sendMailAction'));
  }
  for (const type of INFORMATION) rules.push(rule(rules.length + 1, type, 'showPopupAction'));
  return rules;
}

const DEFAULT_RULES_MADE_KEY = 'defaultEventRulesMade';

/** A new system gets the default rules once; a system whose administrator removed them keeps them removed. */
export function ensureDefaultEventRules(d: {
  localState: { get<T>(key: string): T | undefined; set(key: string, value: unknown): void };
  service: { resetToDefaults(): unknown };
}): void {
  if (d.localState.get<boolean>(DEFAULT_RULES_MADE_KEY)) return;
  d.service.resetToDefaults();
  d.localState.set(DEFAULT_RULES_MADE_KEY, true);
}
