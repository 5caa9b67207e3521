/** Generic events, the event log (`/api/getEvents`) and notifications over server-sent events. */
import type { EventLogRecord } from '@argus/contract/mediaserver';
import { describe, expect, it, vi } from 'vitest';
import { addCamera, type DevicesApp, devicesApp } from './support/devices-fixtures.ts';
import { bearer } from './support/test-app.ts';
import { createUser, PREDEFINED } from './support/users-fixtures.ts';

async function saveRule(app: DevicesApp, rule: Record<string, unknown>): Promise<string> {
  const res = await app.t.request({
    method: 'POST',
    url: '/ec2/saveEventRule',
    headers: app.owner,
    payload: rule,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

async function getEvents(app: DevicesApp, query: string, headers = app.owner) {
  const res = await app.t.request({ method: 'GET', url: `/api/getEvents?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ error: '0', errorString: '' });
  return res.json().reply as EventLogRecord[];
}

describe('/api/createEvent and /api/getEvents', () => {
  it('a generic event by GET and by POST fires the rule and lands in the event log', async () => {
    const app = await devicesApp();
    const camera = await addCamera(app, { name: 'Front door' });
    const ruleId = await saveRule(app, {
      eventType: 'userDefinedEvent',
      eventCondition: { caption: 'open' },
      actionType: 'diagnosticsAction',
    });
    const before = Date.now();
    const get = await app.t.request({
      method: 'GET',
      url: '/api/createEvent?source=door&caption=Door%20open&description=by%20GET',
      headers: app.owner,
    });
    expect(get.statusCode, get.body).toBe(200);
    expect(get.json()).toMatchObject({ error: '0', reply: null });
    const post = await app.t.request({
      method: 'POST',
      url: '/api/createEvent',
      headers: app.owner,
      payload: {
        source: 'door',
        caption: 'Door opened',
        description: 'by POST',
        metadata: { cameraRefs: ['Front door'] },
      },
    });
    expect(post.statusCode, post.body).toBe(200);
    // Not matching the condition: no record.
    await app.t.request({ method: 'GET', url: '/api/createEvent?caption=closed', headers: app.owner });

    const records = await getEvents(app, `from=${before}&brule_id=${ruleId}`);
    expect(records).toHaveLength(2);
    expect(records[0]).toEqual({
      actionType: 'diagnosticsAction',
      actionParams: {
        durationMs: 600_000,
        fps: 30,
        recordBeforeMs: 5_000,
        recordAfter: 5,
        streamQuality: 'highest',
      },
      eventParams: {
        eventType: 'userDefinedEvent',
        eventTimestampUsec: expect.stringMatching(/^\d{16}$/),
        eventResourceId: '',
        resourceName: 'door',
        sourceServerId: app.t.root.identity.serverId,
        reasonCode: 'none',
        caption: 'Door open',
        description: 'by GET',
      },
      businessRuleId: ruleId,
      aggregationCount: 1,
    });
    // The camera the metadata referenced (by name) filters the log.
    const ofCamera = await getEvents(app, `cameraId=${camera.id}`);
    expect(ofCamera.map((r) => r.eventParams.description)).toEqual(['by POST']);
    expect(await getEvents(app, 'event_type=UserDefinedEvent&action_type=diagnosticsAction')).toHaveLength(2);
    expect(await getEvents(app, 'event_type=anyCameraEvent')).toHaveLength(0);
    expect(await getEvents(app, `to=${before - 1}&event_type=userDefinedEvent`)).toHaveLength(0);
    expect(await getEvents(app, 'limit=1')).toHaveLength(1);
  });

  it('refuses bad parameters with a clear message', async () => {
    const app = await devicesApp();
    const bad = [
      { method: 'POST' as const, url: '/api/createEvent', payload: { metadata: 'not json' } },
      { method: 'POST' as const, url: '/api/createEvent', payload: { eventResourceId: 'no camera' } },
      { method: 'GET' as const, url: '/api/createEvent?timestamp=yesterday' },
      { method: 'GET' as const, url: '/api/getEvents?event_type=nothing' },
      { method: 'GET' as const, url: '/api/getEvents?from=soon' },
    ];
    for (const call of bad) {
      const res = await app.t.request({ ...call, headers: app.owner });
      expect(res.statusCode, call.url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, call.url).toBeLessThan(500);
      expect(res.json().errorString, call.url).not.toBe('');
    }
  });

  it('needs GlobalViewLogsPermission to read the log and GlobalUserInputPermission to raise events', async () => {
    const app = await devicesApp();
    const token = app.owner.authorization.slice(7);
    const viewer = bearer(
      (await createUser(app.t, 'viewer', { userRoleId: PREDEFINED.viewer }, token)).token,
    );
    const logReader = bearer(
      (await createUser(app.t, 'logs', { permissions: 'GlobalViewLogsPermission' }, token)).token,
    );
    expect((await app.t.request({ method: 'GET', url: '/api/getEvents', headers: viewer })).statusCode).toBe(
      403,
    );
    // The server's own start is logged; the log reader reads what an administrator reads.
    expect(await getEvents(app, 'from=0', logReader)).toEqual(await getEvents(app, 'from=0'));
    const raise = await app.t.request({ method: 'GET', url: '/api/createEvent?caption=x', headers: viewer });
    expect(raise.statusCode).toBe(403);
    expect((await app.t.request({ method: 'GET', url: '/api/getEvents' })).statusCode).toBe(401);
  });
});

describe('notifications', () => {
  it('a popup rule reaches an admin over server-sent events, is listed, and can be dismissed', async () => {
    const app = await devicesApp();
    await saveRule(app, {
      eventType: 'userDefinedEvent',
      actionType: 'showPopupAction',
      actionParams: { text: 'Look at the door' },
    });
    await app.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.t.app.server.address() as { port: number };
    const abort = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}/api/notifications`, {
      headers: { ...app.owner, accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull();
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = (await reader.read()).value ?? '';
    expect(text).toMatch(/^: /);

    await app.t.request({
      method: 'GET',
      url: '/api/createEvent?source=door&caption=Ring',
      headers: app.owner,
    });
    // The stream may carry the server's own start notification too: read until the door's has come.
    while (!(text.includes('"Ring"') && text.endsWith('\n\n'))) text += (await reader.read()).value ?? '';
    const pushed = [...text.matchAll(/event: notification\nid: [^\n]+\ndata: (.+)\n\n/g)]
      .map((m) => JSON.parse(m[1]!))
      .find((n) => n.caption === 'Ring');
    expect(pushed).toMatchObject({
      eventType: 'userDefinedEvent',
      resourceName: 'door',
      caption: 'Ring',
      text: 'Look at the door',
      aggregationCount: 1,
    });
    abort.abort();

    const generic = async () =>
      (await app.t.request({ method: 'GET', url: '/api/notifications', headers: app.owner }))
        .json()
        .reply.filter((n: { eventType: string }) => n.eventType === 'userDefinedEvent');
    expect(await generic()).toEqual([pushed]);
    const dismiss = await app.t.request({
      method: 'POST',
      url: '/api/notifications/dismiss',
      headers: app.owner,
      payload: { id: pushed.id },
    });
    expect(dismiss.statusCode, dismiss.body).toBe(200);
    expect(await generic()).toEqual([]);
    // The stream's listener went with the client.
    await vi.waitFor(() =>
      expect(app.t.root.events.hub.listenerCount(app.t.root.users.list()[0]!.id)).toBe(0),
    );
  });

  it('a popup for a role reaches its members only; a viewer is not an admin', async () => {
    const app = await devicesApp();
    const token = app.owner.authorization.slice(7);
    const viewer = await createUser(app.t, 'viewer', { userRoleId: PREDEFINED.viewer }, token);
    await saveRule(app, {
      eventType: 'userDefinedEvent',
      actionType: 'showPopupAction',
      eventCondition: { caption: 'admins' },
    });
    await saveRule(app, {
      eventType: 'userDefinedEvent',
      actionType: 'showPopupAction',
      eventCondition: { caption: 'viewers' },
      actionParams: { additionalResources: [PREDEFINED.viewer] },
    });
    for (const caption of ['admins', 'viewers'])
      await app.t.request({ method: 'GET', url: `/api/createEvent?caption=${caption}`, headers: app.owner });
    await app.t.root.events.queue.idle();
    const captions = async (h: { authorization: string }) =>
      (await app.t.request({ method: 'GET', url: '/api/notifications', headers: h }))
        .json()
        .reply.filter((n: { eventType: string }) => n.eventType === 'userDefinedEvent')
        .map((n: { caption: string }) => n.caption);
    expect(await captions(app.owner)).toEqual(['admins']);
    expect(await captions(bearer(viewer.token))).toEqual(['viewers']);
  });
});

describe('/api/testEventAction', () => {
  it("runs a rule's action once without saving it or logging it, and says so", async () => {
    const app = await devicesApp();
    const test = (rule: Record<string, unknown>) =>
      app.t.request({ method: 'POST', url: '/api/testEventAction', headers: app.owner, payload: rule });
    const popup = await test({
      eventType: 'anyCameraEvent',
      actionType: 'showPopupAction',
      actionParams: { text: 't' },
    });
    expect(popup.statusCode, popup.body).toBe(200);
    expect(popup.json().reply).toEqual({ ok: true, message: 'The action ran.' });
    const listed = await app.t.request({ method: 'GET', url: '/api/notifications', headers: app.owner });
    expect(listed.json().reply.filter((n: { caption: string }) => n.caption === 'Test event')).toMatchObject([
      { caption: 'Test event', eventType: 'cameraMotionEvent', text: 't' },
    ]);
    const sound = await test({ eventType: 'userDefinedEvent', actionType: 'playSoundAction' });
    expect(sound.json().reply).toEqual({
      ok: false,
      message: 'playSoundAction runs in a desktop client; the server only logs it.',
    });
    // Only the server's own start is in the log.
    expect((await getEvents(app, 'from=0')).map((r) => r.eventParams.eventType)).not.toContain(
      'cameraMotionEvent',
    );
    expect(await getEvents(app, 'from=0&event_type=userDefinedEvent')).toEqual([]);
    const bad = await test({
      eventType: 'userDefinedEvent',
      actionType: 'diagnosticsAction',
      schedule: 'xyz',
    });
    expect(bad.statusCode).toBe(422);
  });
});
