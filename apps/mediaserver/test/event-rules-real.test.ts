/**
 * Event rules end to end on a real server, through its public API only: a rule saved with `/ec2/saveEventRule`
 * reacts to a real event and runs a real action, and the event log shows it. A test camera that stops sends an
 * e-mail to an SMTP server on loopback; a generic event from `/api/createEvent` calls an HTTP receiver on
 * loopback; motion in front of a camera makes a bookmark.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { everyDay, recordingApp } from './support/recording.ts';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

const WAIT = { timeout: 30_000, interval: 100 };
type Auth = Record<string, string>;

let cameras: TestCameras;
let smtp: SMTPServer;
let smtpPort: number;
const mails: { recipients: string[]; raw: string }[] = [];
let receiver: Server;
let receiverUrl: string;
const calls: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false, motion: false });
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          recipients: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      calls.push({ method: req.method ?? '', url: req.url ?? '', body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await cameras?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

async function saveRule(t: TestApp, auth: Auth, rule: Record<string, unknown>): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/ec2/saveEventRule', headers: auth, payload: rule });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

interface LogRecord {
  actionType: string;
  businessRuleId: string;
  eventParams: { eventType: string; eventResourceId: string; caption: string };
}

async function eventLog(t: TestApp, auth: Auth, query: string): Promise<LogRecord[]> {
  const res = await t.request({ method: 'GET', url: `/api/getEvents?from=0&${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().reply as LogRecord[];
}

describe('event rules with real events and real actions', () => {
  it('a camera that stops sends the rule’s e-mail and is written to the event log', async () => {
    const { t, auth, id, chunksReach, statusBecomes } = await recordingApp(cameras.cameras[0]!.rtspUrl);
    try {
      const settings = await t.request({
        method: 'PATCH',
        url: '/rest/v1/system/settings',
        headers: auth,
        payload: {
          smtpHost: '127.0.0.1',
          smtpPort,
          smtpConnectionType: 'unsecure',
          emailFrom: 'vms@harbour.test',
        },
      });
      expect(settings.statusCode, settings.body).toBe(200);
      const ruleId = await saveRule(t, auth, {
        eventType: 'cameraDisconnectEvent',
        eventResourceIds: [id],
        actionType: 'sendMailAction',
        actionParams: JSON.stringify({ emailAddress: 'guard@harbour.test' }),
      });
      await chunksReach(1);

      await cameras.setOnline(1, false);
      await statusBecomes('Offline');
      await vi.waitFor(
        () => expect(mails.some((m) => m.recipients.includes('guard@harbour.test'))).toBe(true),
        WAIT,
      );
      await vi.waitFor(async () => {
        const records = await eventLog(t, auth, `brule_id=${ruleId}`);
        expect(records).toHaveLength(1);
        expect(records[0]).toMatchObject({
          actionType: 'sendMailAction',
          eventParams: { eventType: 'cameraDisconnectEvent', eventResourceId: id },
        });
      }, WAIT);
    } finally {
      await cameras.setOnline(1, true);
      await t.close();
    }
  }, 120_000);

  it('a generic event from /api/createEvent calls the rule’s HTTP receiver', async () => {
    const t = await startTestApp();
    try {
      const auth = bearer(await t.login('admin', 'admin'));
      const ruleId = await saveRule(t, auth, {
        eventType: 'userDefinedEvent',
        eventCondition: JSON.stringify({ caption: 'forced' }),
        actionType: 'execHttpRequestAction',
        actionParams: JSON.stringify({
          url: `${receiverUrl}/alarm?gate=3`,
          text: 'gate 3 forced',
          requestType: 'POST',
        }),
      });
      // A caption without the rule's word does not fire it.
      const other = await t.request({
        method: 'POST',
        url: '/api/createEvent',
        headers: auth,
        payload: { source: 'Door controller', caption: 'Door opened', description: 'Gate 3' },
      });
      expect(other.statusCode, other.body).toBe(200);
      const res = await t.request({
        method: 'POST',
        url: '/api/createEvent',
        headers: auth,
        payload: { source: 'Door controller', caption: 'Door forced', description: 'Gate 3' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ error: '0', reply: null });

      await vi.waitFor(() => expect(calls.filter((c) => c.url === '/alarm?gate=3')).toHaveLength(1), WAIT);
      expect(calls.find((c) => c.url === '/alarm?gate=3')).toMatchObject({
        method: 'POST',
        body: 'gate 3 forced',
      });
      await vi.waitFor(async () => {
        const records = await eventLog(t, auth, `brule_id=${ruleId}&event_type=userDefinedEvent`);
        expect(records.map((r) => r.eventParams.caption)).toEqual(['Door forced']);
      }, WAIT);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('motion in front of a camera makes the rule’s bookmark', async () => {
    await cameras.setMotion(1, false);
    const { t, auth, id, statusBecomes } = await recordingApp(cameras.cameras[0]!.rtspUrl, {
      schedule: everyDay('metadataOnly'),
      motion: { mask: '5,0,10,44,22', recordBeforeS: 1, recordAfterS: 1 },
    });
    try {
      await saveRule(t, auth, {
        eventType: 'cameraMotionEvent',
        eventResourceIds: [id],
        eventState: 'Active',
        actionType: 'bookmarkAction',
        actionResourceIds: [id],
        actionParams: JSON.stringify({ durationMs: 5_000, recordBeforeMs: 1_000, tags: 'motion rule' }),
      });
      await statusBecomes('Recording');
      await cameras.setMotion(1, true);
      await vi.waitFor(async () => {
        const res = await t.request({
          method: 'GET',
          url: `/rest/v1/devices/${id}/bookmarks`,
          headers: auth,
        });
        expect(res.statusCode, res.body).toBe(200);
        const bookmarks = res.json() as { tags: string[]; durationMs: number }[];
        expect(bookmarks.length).toBeGreaterThanOrEqual(1);
        expect(bookmarks[0]!.tags).toEqual(expect.arrayContaining(['motion', 'rule']));
      }, WAIT);
    } finally {
      await cameras.setMotion(1, false);
      await t.close();
    }
  }, 120_000);
});
