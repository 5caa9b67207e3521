/**
 * `sendMailAction` against a real SMTP server on loopback (smtp-server): the message goes through the system's
 * SMTP settings (host, port, plain connection, login, sender) to the rule's addresses and to the e-mails of
 * the users and roles it names, once each; subject and text say what happened. Without an SMTP server or a
 * recipient the action fails with a clear message.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf, runnerOf } from './support/event-actions.ts';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { createUser, PREDEFINED } from './support/users-fixtures.ts';

interface Received {
  from: string;
  recipients: string[];
  login: { user: string; password: string } | null;
  raw: string;
}

let server: SMTPServer;
let port: number;
const inbox: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    // Plain SMTP with a login, as `smtpConnectionType` `unsecure` with a user sends it.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: { user: auth.username ?? '', password: auth.password ?? '' } });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          recipients: session.envelope.rcptTo.map((r) => r.address),
          login: (session.user as Received['login']) ?? null,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function smtpSettings(t: TestApp, more: Record<string, unknown> = {}) {
  t.root.settings.write({
    systemName: 'Harbour',
    smtpHost: '127.0.0.1',
    smtpPort: port,
    smtpConnectionType: 'unsecure',
    smtpUser: 'relay',
    smtpPassword: 'relay-secret',
    smtpTimeout: 10,
    emailFrom: 'vms@harbour.test',
    smtpName: 'Harbour VMS',
    emailSignature: 'The harbour security team',
    ...more,
  });
}

describe('sendMailAction', () => {
  it('sends one message to the addresses and the users and roles named, saying what happened', async () => {
    const t = await startTestApp();
    smtpSettings(t);
    const ann = await createUser(t, 'ann', { email: 'ann@harbour.test' });
    await createUser(t, 'bob', { email: 'bob@harbour.test', userRoleId: PREDEFINED.viewer });
    const eve = await createUser(t, 'eve', { email: 'eve@harbour.test', userRoleId: PREDEFINED.viewer });
    const disabled = await t.request({
      method: 'PATCH',
      url: `/rest/v2/users/${eve.id}`,
      headers: bearer(await t.login('admin', 'admin')),
      payload: { isEnabled: false },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    inbox.length = 0;
    const at = Date.UTC(2026, 10, 27, 8, 30, 0);
    await runnerOf(t, 'sendMailAction').run(
      contextOf(
        'sendMailAction',
        {
          emailAddress: 'ops@harbour.test; guard@harbour.test,ANN@harbour.test',
          additionalResources: [ann.id, PREDEFINED.viewer],
        },
        {
          event: {
            type: 'cameraDisconnectEvent',
            state: 'Active',
            timestampMs: at,
            reasonCode: 'networkNoResponseFromDevice',
          },
          resourceName: 'Gate camera',
          rule: { comment: 'Gate watch' },
        },
      ),
    );
    expect(inbox).toHaveLength(1);
    const [mail] = inbox as [Received];
    expect(mail.from).toBe('vms@harbour.test');
    expect(mail.recipients).toEqual([
      'ops@harbour.test',
      'guard@harbour.test',
      'ANN@harbour.test',
      'bob@harbour.test',
    ]);
    expect(mail.login).toEqual({ user: 'relay', password: 'relay-secret' });
    expect(mail.raw).toMatch(/^From: Harbour VMS <vms@harbour\.test>\r?$/m);
    expect(mail.raw).toMatch(/^Subject: \[Harbour\] Camera disconnected: Gate camera\r?$/m);
    for (const line of [
      'Event: Camera disconnected',
      'Source: Gate camera',
      'Time: 2026-11-27T08:30:00.000Z',
      'Reason: the camera does not answer',
      'Rule: Gate watch',
      'The harbour security team',
    ])
      expect(mail.raw).toContain(line);
  });

  it('fails clearly without an SMTP server or without a recipient, and sends nothing', async () => {
    const t = await startTestApp();
    inbox.length = 0;
    const mail = runnerOf(t, 'sendMailAction');
    await expect(mail.run(contextOf('sendMailAction', { emailAddress: 'ops@harbour.test' }))).rejects.toThrow(
      'No SMTP server is set (smtpHost)',
    );
    smtpSettings(t);
    await expect(mail.run(contextOf('sendMailAction', { emailAddress: ' ; ' }))).rejects.toThrow(
      'The e-mail action has no recipient with an e-mail address',
    );
    expect(inbox).toEqual([]);
  });

  it('fails when the SMTP server refuses the connection', async () => {
    const t = await startTestApp();
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const closedPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    smtpSettings(t, { smtpPort: closedPort });
    await expect(
      runnerOf(t, 'sendMailAction').run(contextOf('sendMailAction', { emailAddress: 'ops@harbour.test' })),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
