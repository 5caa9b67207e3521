import { describe, expect, it } from 'vitest';
import { addCamera, devicesApp } from './support/devices-fixtures.ts';
import { bearer } from './support/test-app.ts';
import { createUser, PREDEFINED } from './support/users-fixtures.ts';

const UNKNOWN = '11111111-2222-3333-4444-555555555555';

describe('event rules (/ec2/*EventRule*)', () => {
  it('a new system has the default rules; an admin saves, reads back, changes and removes a rule', async () => {
    const { t, owner } = await devicesApp();
    const list = await t.request({ method: 'GET', url: '/ec2/getEventRules', headers: owner });
    expect(list.statusCode, list.body).toBe(200);
    const defaults = list.json() as { eventType: string; actionType: string }[];
    expect(defaults).toContainEqual(
      expect.objectContaining({ eventType: 'cameraDisconnectEvent', actionType: 'sendMailAction' }),
    );
    expect(defaults).toContainEqual(
      expect.objectContaining({ eventType: 'serverStartEvent', actionType: 'showPopupAction' }),
    );

    const camera = await addCamera({ t, owner, statuses: new Map() });
    const saved = await t.request({
      method: 'POST',
      url: '/ec2/saveEventRule',
      headers: owner,
      payload: {
        eventType: 'CameraMotionEvent',
        eventResourceIds: [`{${camera.id}}`],
        eventState: 'Active',
        actionType: 'BookmarkAction',
        actionResourceIds: [camera.id],
        actionParams: { durationMs: 30_000 },
        comment: 'Weekdays',
        schedule: 'ffffffffffffffffffffffffffffff000000000000',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rule = saved.json();
    expect(rule).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      eventType: 'cameraMotionEvent',
      eventResourceIds: [camera.id],
      eventCondition: '{}',
      eventState: 'Active',
      actionType: 'bookmarkAction',
      actionResourceIds: [camera.id],
      actionParams: '{"durationMs":30000}',
      aggregationPeriod: 0,
      disabled: false,
      comment: 'Weekdays',
      schedule: 'ffffffffffffffffffffffffffffff000000000000',
      system: false,
    });
    const one = await t.request({ method: 'GET', url: `/ec2/getEventRules?id=${rule.id}`, headers: owner });
    expect(one.json()).toEqual([rule]);

    // The whole rule posted back (as Nx's samples do) replaces it.
    const changed = await t.request({
      method: 'POST',
      url: '/ec2/saveEventRule',
      headers: owner,
      payload: { ...rule, schedule: 'ffffffffffff', disabled: true },
    });
    expect(changed.json()).toEqual({ ...rule, schedule: 'ffffffffffff', disabled: true });

    const removed = await t.request({
      method: 'POST',
      url: '/ec2/removeEventRule',
      headers: owner,
      payload: { id: rule.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await t.request({ method: 'GET', url: `/ec2/getEventRules?id=${rule.id}`, headers: owner });
    expect(after.json()).toEqual([]);
  });

  it('an unknown id creates a rule with a new id; missing fields take the defaults', async () => {
    const { t, owner } = await devicesApp();
    const res = await t.request({
      method: 'POST',
      url: '/ec2/saveEventRule',
      headers: owner,
      payload: { id: UNKNOWN, eventType: 'userDefinedEvent', actionType: 'diagnosticsAction' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      eventResourceIds: [],
      eventCondition: '{}',
      eventState: 'Undefined',
      actionParams: '{}',
      aggregationPeriod: 0,
      disabled: false,
      comment: '',
      schedule: '',
      system: false,
    });
    expect(res.json().id).not.toBe(UNKNOWN);
  });

  it('refuses bad input with a clear message', async () => {
    const { t, owner } = await devicesApp();
    const save = (payload: unknown) =>
      t.request({ method: 'POST', url: '/ec2/saveEventRule', headers: owner, payload: payload as object });
    // Every refused value answers 422 (invalidParameter), with a message that names it.
    const cases: [unknown, number, RegExp][] = [
      [{ eventType: 'noSuchEvent', actionType: 'diagnosticsAction' }, 422, /Unknown event type: noSuchEvent/],
      [{ eventType: 'userDefinedEvent', actionType: 'flyAction' }, 422, /Unknown action type: flyAction/],
      [
        { eventType: 'userDefinedEvent', actionType: 'diagnosticsAction', eventCondition: 'not json' },
        422,
        /JSON object/,
      ],
      [{ eventType: 'userDefinedEvent', actionType: 'diagnosticsAction', aggregationPeriod: -1 }, 422, /./],
      [{ eventType: 'userDefinedEvent', actionType: 'diagnosticsAction', schedule: 'xyz' }, 422, /schedule/],
      [
        { eventType: 'cameraMotionEvent', actionType: 'diagnosticsAction', eventResourceIds: [UNKNOWN] },
        422,
        new RegExp(`${UNKNOWN} is not a camera`),
      ],
      [
        { eventType: 'userDefinedEvent', actionType: 'bookmarkAction', actionResourceIds: [UNKNOWN] },
        422,
        /actionResourceIds.*is not a camera/,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().errorString, JSON.stringify(payload)).toMatch(message);
    }
  });

  it('a system rule cannot be removed, by removeEventRule or removeResource; other rules go by removeResource', async () => {
    const { t, owner } = await devicesApp();
    const save = async (system: boolean) =>
      (
        await t.request({
          method: 'POST',
          url: '/ec2/saveEventRule',
          headers: owner,
          payload: { eventType: 'serverStartEvent', actionType: 'diagnosticsAction', system },
        })
      ).json().id as string;
    const systemRule = await save(true);
    for (const url of ['/ec2/removeEventRule', '/ec2/removeResource']) {
      const res = await t.request({ method: 'POST', url, headers: owner, payload: { id: systemRule } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errorString).toMatch(/system rule cannot be removed/);
    }
    const plain = await save(false);
    const res = await t.request({
      method: 'POST',
      url: '/ec2/removeResource',
      headers: owner,
      payload: { id: plain },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(t.root.eventRulesService.list(plain)).toEqual([]);
    const missing = await t.request({
      method: 'POST',
      url: '/ec2/removeEventRule',
      headers: owner,
      payload: { id: UNKNOWN },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('reset gives back exactly the default rules', async () => {
    const { t, owner } = await devicesApp();
    const before = (await t.request({ method: 'GET', url: '/ec2/getEventRules', headers: owner })).json();
    await t.request({
      method: 'POST',
      url: '/ec2/saveEventRule',
      headers: owner,
      payload: { eventType: 'userDefinedEvent', actionType: 'diagnosticsAction' },
    });
    const reset = await t.request({ method: 'POST', url: '/ec2/resetEventRules', headers: owner });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual(before);
  });

  it('is for admins: a viewer gets 403 on every rule call', async () => {
    const { t, owner } = await devicesApp();
    const viewer = await createUser(
      t,
      'viewer',
      { userRoleId: PREDEFINED.viewer },
      owner.authorization.slice(7),
    );
    const h = bearer(viewer.token);
    const calls = [
      { method: 'GET' as const, url: '/ec2/getEventRules' },
      {
        method: 'POST' as const,
        url: '/ec2/saveEventRule',
        payload: { eventType: 'anyEvent', actionType: 7 },
      },
      { method: 'POST' as const, url: '/ec2/removeEventRule', payload: { id: UNKNOWN } },
      { method: 'POST' as const, url: '/ec2/resetEventRules' },
    ];
    for (const call of calls) {
      const res = await t.request({ ...call, headers: h });
      expect(res.statusCode, call.url).toBe(403);
    }
  });
});
