/** What the rules list shows of a rule, as text (also what its search looks in). */
import {
  type ActionParams,
  CAMERA_ACTION_TYPES,
  CAMERA_EVENT_TYPES,
  type EventRule,
  parseSchedule,
} from '@argus/contract/mediaserver';
import type { TFunction } from 'i18next';
import { scheduleSummary } from './schedule-hours.ts';

export interface RuleTexts {
  event: string;
  sources: string;
  action: string;
  target: string;
  schedule: string;
  comment: string;
}

function paramsOf(rule: EventRule): ActionParams {
  try {
    return JSON.parse(rule.actionParams) as ActionParams;
  } catch {
    return {};
  }
}

function targetOf(rule: EventRule, t: TFunction<'eventRules'>, nameOf: (id: string) => string): string {
  const params = paramsOf(rule);
  const names = (ids: readonly string[] | undefined) => (ids ?? []).map(nameOf);
  switch (rule.actionType) {
    case 'sendMailAction':
      return [params.emailAddress ?? '', ...names(params.additionalResources)].filter(Boolean).join(', ');
    case 'execHttpRequestAction':
      return params.url ?? '';
    case 'showPopupAction':
    case 'pushNotificationAction':
      return params.allUsers ? t('target.allUsers') : names(params.additionalResources).join(', ');
    default:
      if (!CAMERA_ACTION_TYPES.includes(rule.actionType)) return '';
      return [...(params.useSource ? [t('target.sourceCamera')] : []), ...names(rule.actionResourceIds)].join(
        ', ',
      );
  }
}

export function ruleTexts(
  rule: EventRule,
  t: TFunction<'eventRules'>,
  nameOf: (id: string) => string,
): RuleTexts {
  const schedule = scheduleSummary(parseSchedule(rule.schedule));
  const cameraEvent = CAMERA_EVENT_TYPES.includes(rule.eventType);
  return {
    event: t(`events.${rule.eventType}`),
    sources: !cameraEvent
      ? ''
      : rule.eventResourceIds.length === 0
        ? t('target.anyCamera')
        : rule.eventResourceIds.map(nameOf).join(', '),
    action: t(`actions.${rule.actionType}`),
    target: targetOf(rule, t, nameOf),
    schedule:
      schedule.kind === 'hours'
        ? t('schedule.hours', { count: schedule.hours })
        : t(`schedule.${schedule.kind}`),
    comment: rule.comment,
  };
}

export interface RuleRow {
  rule: EventRule;
  texts: RuleTexts;
}

/** The rows whose texts contain every word of the search (case-insensitive). */
export function searchRules(rows: readonly RuleRow[], search: string): readonly RuleRow[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const haystack = Object.values(row.texts).join('\n').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
