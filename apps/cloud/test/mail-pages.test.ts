import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxEntry } from '../src/mail/mailbox.ts';
import { registerMailboxPages } from '../src/mail/mailbox-pages.ts';
import { createMailer } from '../src/mail/mailer.ts';

const PUBLIC_URL = 'http://127.0.0.1:8000';

let dir: string;
let app: FastifyInstance;
let list: MailboxEntry[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'argus-mailbox-pages-'));
  const mailer = createMailer({
    mailboxDir: dir,
    from: 'Argus Cloud <noreply@localhost>',
    publicUrl: PUBLIC_URL,
  });
  await mailer.send({
    kind: 'activation',
    to: 'ann@example.com',
    language: 'en_US',
    firstName: 'Ann',
    code: 'abc',
  });
  await mailer.send({
    kind: 'invitation',
    to: 'bob@example.com',
    language: 'de_DE',
    sharerName: '<img src=x onerror=alert(1)>',
    systemName: 'Lager "Süd"',
    code: 'inv',
  });
  mailer.close();
  app = Fastify();
  await app.register(registerMailboxPages, { dir });
  await app.ready();
  list = (await app.inject('/dev/mailbox.json')).json();
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the development mailbox pages', () => {
  it('lists the messages as JSON, newest first, with their links', () => {
    expect(list.map((m) => [m.to, m.kind, m.links])).toEqual([
      ['bob@example.com', 'invitation', [`${PUBLIC_URL}/register?code=inv`]],
      ['ann@example.com', 'activation', [`${PUBLIC_URL}/activate/abc`]],
    ]);
    expect(list[1]?.subject).toBe('Activate your Argus Cloud account');
  });

  it('lists the messages as a page, escaped, each linking to its message', async () => {
    const reply = await app.inject('/dev/mailbox');

    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
    expect(reply.body).toContain('prefers-color-scheme: dark');
    expect(reply.body.indexOf(`/dev/mailbox/${list[0]!.id}`)).toBeLessThan(
      reply.body.indexOf(`/dev/mailbox/${list[1]!.id}`),
    );
    expect(reply.body).toContain(
      '&lt;img src=x onerror=alert(1)&gt; hat Sie zum System „Lager &quot;Süd&quot;“',
    );
    expect(reply.body).not.toContain('<img');
  });

  it('shows a message: its HTML part in a sandboxed frame, its text, links and headers', async () => {
    const reply = await app.inject(`/dev/mailbox/${list[0]!.id}`);

    expect(reply.statusCode).toBe(200);
    const frame = /<iframe [^>]*sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="([^"]*)"/.exec(
      reply.body,
    );
    expect(frame).not.toBeNull();
    // The message's own markup only inside the attribute, escaped; the sender's name escaped twice there.
    expect(frame![1]).toContain('&lt;base target=&quot;_blank&quot;&gt;');
    expect(frame![1]).toContain('&amp;lt;img src=x onerror=alert(1)&amp;gt;');
    expect(reply.body).not.toContain('<img');
    expect(reply.body).toContain(
      `<a href="${PUBLIC_URL}/register?code=inv" target="_blank" rel="noreferrer">`,
    );
    expect(reply.body).toContain('<pre>Hallo,');
    expect(reply.body).toContain('<th scope="row">Message-ID</th>');
    expect(reply.body).toContain(`href="/dev/mailbox/${list[0]!.id}.eml"`);
  });

  it('serves the raw message', async () => {
    const reply = await app.inject(`/dev/mailbox/${list[1]!.id}.eml`);

    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('message/rfc822');
    expect(reply.body).toMatch(/^Subject: Activate your Argus Cloud account\r$/m);
    expect(reply.body).toContain('http://127.0.0.1:8000/activate/abc');
  });

  it('answers 404 for unknown ids and for paths out of the mailbox', async () => {
    for (const url of [
      '/dev/mailbox/20250101T000000000Z-000000000000',
      '/dev/mailbox/20250101T000000000Z-000000000000.eml',
      '/dev/mailbox/..%2F..%2F..%2Fetc%2Fpasswd',
      '/dev/mailbox/..%2F..%2F..%2Fetc%2Fhostname.eml',
      `/dev/mailbox/${encodeURIComponent(`../${list[0]!.id}`)}`,
    ]) {
      const reply = await app.inject(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.body).toContain('No such message');
    }
  });
});
