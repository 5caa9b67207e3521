import { ACTION_DEFAULTS, type EventRule } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import {
  formValuesOf,
  newRuleValues,
  type RuleFormValues,
  ruleDraftOf,
  validateRule,
} from './rule-form-model.ts';
import { allHours } from './schedule-hours.ts';

const RULE: EventRule = {
  id: '{11111111-1111-4111-8111-111111111111}',
  eventType: 'cameraMotionEvent',
  eventResourceIds: ['cam-1'],
  eventCondition: '{"inputPortId":"1"}',
  eventState: 'Active',
  actionType: 'bookmarkAction',
  actionResourceIds: ['cam-2'],
  actionParams: '{"durationMs":20000,"recordBeforeMs":1000,"recordAfter":3,"tags":"motion","custom":42}',
  aggregationPeriod: 7200,
  disabled: false,
  comment: 'Front door',
  schedule: '',
  system: false,
};

const values = (patch: Partial<RuleFormValues>): RuleFormValues => ({ ...newRuleValues(), ...patch });

describe('rule form model', () => {
  it('a new rule has the spec action defaults, all users and every hour', () => {
    const v = newRuleValues();
    expect(v.durationS * 1000).toBe(ACTION_DEFAULTS.durationMs);
    expect(v.recordBeforeS * 1000).toBe(ACTION_DEFAULTS.recordBeforeMs);
    expect(v.recordAfterS).toBe(ACTION_DEFAULTS.recordAfter);
    expect(v.fps).toBe(ACTION_DEFAULTS.fps);
    expect(v.streamQuality).toBe(ACTION_DEFAULTS.streamQuality);
    expect(v.allUsers).toBe(true);
    expect(v.schedule.every(Boolean)).toBe(true);
    expect(validateRule(v, true)).toEqual({});
  });

  it('reads a rule and writes it back with the keys it does not edit kept', () => {
    const v = formValuesOf(RULE);
    expect(v).toMatchObject({ durationS: 20, recordBeforeS: 1, recordAfterS: 3, tags: 'motion' });
    expect(v).toMatchObject({ aggregate: true, aggregationValue: 2, aggregationUnit: 'h' });
    const draft = ruleDraftOf({ ...v, durationS: 30 }, RULE);
    expect(draft.id).toBe(RULE.id);
    expect(JSON.parse(draft.actionParams)).toMatchObject({ durationMs: 30_000, custom: 42, tags: 'motion' });
    expect(JSON.parse(draft.eventCondition)).toEqual({ inputPortId: '1' });
    expect(draft).toMatchObject({
      eventResourceIds: ['cam-1'],
      actionResourceIds: ['cam-2'],
      eventState: 'Active',
    });
    expect(draft.aggregationPeriod).toBe(7200);
  });

  it('a generic event carries its words; a new rule has no id', () => {
    const draft = ruleDraftOf(values({ source: ' door ', caption: 'alarm', schedule: allHours(true) }), null);
    expect(draft.id).toBeUndefined();
    expect(JSON.parse(draft.eventCondition)).toEqual({
      resourceName: 'door',
      caption: 'alarm',
      description: '',
    });
    expect(draft.schedule).toBe('');
  });

  it('names what is wrong', () => {
    expect(validateRule(values({ actionType: 'sendMailAction' }), true)).toEqual({
      emailAddress: 'errors.emailRequired',
    });
    expect(
      validateRule(values({ actionType: 'sendMailAction', emailAddress: 'ops@example.com; nope' }), true),
    ).toEqual({ emailAddress: 'errors.emailInvalid|nope' });
    expect(validateRule(values({ actionType: 'execHttpRequestAction', url: '' }), true).url).toBe(
      'errors.urlRequired',
    );
    expect(validateRule(values({ actionType: 'execHttpRequestAction', url: 'ftp://x' }), true).url).toBe(
      'errors.urlInvalid',
    );
    expect(validateRule(values({ allUsers: false, recipients: [] }), true).recipients).toBe(
      'errors.recipientsRequired',
    );
    expect(validateRule(values({ actionType: 'bookmarkAction' }), true).actionCameraIds).toBe(
      'errors.camerasRequired',
    );
    expect(
      validateRule(values({ actionType: 'cameraRecordingAction', useSource: true, fps: 0 }), true).fps,
    ).toBe('errors.fpsRange');
    expect(
      validateRule(values({ aggregate: true, aggregationValue: 200, aggregationUnit: 'h' }), true)
        .aggregationValue,
    ).toBe('errors.aggregationRange');
    expect(validateRule(values({ schedule: allHours(false) }), true).schedule).toBe('errors.scheduleEmpty');
    expect(validateRule(values({ actionType: 'playSoundAction' }), true).actionType).toBe(
      'errors.actionUnsupported',
    );
    expect(validateRule(values({ actionType: 'playSoundAction' }), false).actionType).toBeUndefined();
  });
});
