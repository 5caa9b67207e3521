import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/mailer.ts';
import { headerValue, parseMail } from '../src/mail/mime-parse.ts';

interface Received {
  from: string;
  recipients: string[];
  raw: Buffer;
}

let server: SMTPServer;
let port: number;
const inbox: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    // A plain local relay: no TLS to negotiate, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        inbox.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          recipients: envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
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

describe('mail over SMTP', () => {
  it('delivers the rendered message to the SMTP server named by the URL', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailboxDir: '/nonexistent/mailbox-is-not-used-with-smtp',
      from: 'Argus Cloud <noreply@cloud.example.test>',
      publicUrl: 'https://cloud.example.test',
    });
    try {
      await mailer.send({
        kind: 'activation',
        to: 'ann@example.com',
        language: 'de_DE',
        firstName: 'Ann',
        code: 'activation-code-1',
      });
    } finally {
      mailer.close();
    }

    expect(inbox).toHaveLength(1);
    const [received] = inbox;
    expect(received?.from).toBe('noreply@cloud.example.test');
    expect(received?.recipients).toEqual(['ann@example.com']);
    const mail = parseMail(received!.raw);
    expect(headerValue(mail.headers, 'subject')).toBe('Aktivieren Sie Ihr Argus-Cloud-Konto');
    expect(headerValue(mail.headers, 'to')).toBe('ann@example.com');
    expect(mail.text).toContain('https://cloud.example.test/activate/activation-code-1');
    expect(mail.html).toContain('href="https://cloud.example.test/activate/activation-code-1"');
  });

  it('rejects when the SMTP server cannot be reached, so the caller knows the mail was not sent', async () => {
    const closed = new SMTPServer({ disabledCommands: ['STARTTLS', 'AUTH'], logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const closedPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${closedPort}`,
      mailboxDir: '/nonexistent/mailbox-is-not-used-with-smtp',
      from: 'noreply@cloud.example.test',
      publicUrl: 'https://cloud.example.test',
    });
    try {
      await expect(
        mailer.send({ kind: 'restorePassword', to: 'ann@example.com', language: 'en_US', code: 'c' }),
      ).rejects.toThrow();
    } finally {
      mailer.close();
    }
  });
});
