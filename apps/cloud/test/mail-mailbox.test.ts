import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { NotFound } from '@argus/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listMessages, readMessage, readRawMessage } from '../src/mail/mailbox.ts';
import { createMailer, type Mailer } from '../src/mail/mailer.ts';
import { headerValue, parseMail } from '../src/mail/mime-parse.ts';

const execFileAsync = promisify(execFile);

/** Prints subject, recipient and the decoded text parts of an .eml file, read by Python's standard library. */
const PYTHON_READER = `
import email, email.policy, json, sys
with open(sys.argv[1], 'rb') as f:
    message = email.message_from_binary_file(f, policy=email.policy.default)
parts = {p.get_content_type(): p.get_content() for p in message.walk() if p.get_content_maintype() == 'text'}
print(json.dumps({'subject': str(message['subject']), 'to': str(message['to']), 'parts': parts}))
`;

const PUBLIC_URL = 'http://127.0.0.1:8000';
const FROM = 'Argus Cloud <noreply@cloud.example.test>';

let root: string;
let dir: string;
let mailer: Mailer;
let logged: { details: object; message: string }[];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'argus-mailbox-'));
  dir = join(root, 'data', 'mailbox');
  logged = [];
  mailer = createMailer({
    mailboxDir: dir,
    from: FROM,
    publicUrl: PUBLIC_URL,
    log: { info: (details, message) => logged.push({ details, message }) },
  });
});

afterEach(async () => {
  mailer.close();
  await rm(root, { recursive: true, force: true });
});

describe('the development mailbox', () => {
  it('holds each message as a real MIME message with a UTF-8 subject, a text and an HTML part', async () => {
    await mailer.send({
      kind: 'shareNotification',
      to: 'jürgen@example.com',
      language: 'de_DE',
      sharerName: 'Anna Müller',
      systemName: 'Lager Süd',
      systemId: 'sys-1',
    });

    const [file, ...others] = await readdir(dir);
    expect(others).toEqual([]);
    expect(file).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{12}\.eml$/);
    const raw = await readFile(join(dir, file!));
    const source = raw.toString('latin1');
    // RFC 822 on disk: CRLF line ends, the subject as encoded words (the address stays UTF-8, as SMTPUTF8 sends it).
    expect(source.split('\r\n').length).toBeGreaterThan(20);
    expect(source).not.toMatch(/[^\r]\n/);
    expect(source).toMatch(/^MIME-Version: 1\.0\r$/m);
    expect(source).toMatch(/^Subject: =\?UTF-8\?[QB]\?/m);
    expect(source).toMatch(/^Content-Type: multipart\/alternative;/m);

    const mail = parseMail(raw);
    expect(headerValue(mail.headers, 'subject')).toBe(
      'Anna Müller hat das System „Lager Süd“ für Sie freigegeben',
    );
    expect(headerValue(mail.headers, 'from')).toBe(FROM);
    expect(headerValue(mail.headers, 'to')).toBe('jürgen@example.com');
    expect(headerValue(mail.headers, 'x-argus-mail-kind')).toBe('shareNotification');
    expect(mail.text).toContain('Anna Müller hat Ihnen Zugriff auf das System „Lager Süd“ gegeben.');
    expect(mail.text).toContain(`${PUBLIC_URL}/systems/sys-1`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/systems/sys-1"`);
    expect((await stat(join(dir, file!))).mode & 0o777).toBe(0o600);
  });

  it("is read the same by an independent MIME parser (Python's email package)", async () => {
    await mailer.send({
      kind: 'transferOffer',
      to: 'b@example.com',
      language: 'de_DE',
      fromName: 'Jörg & <Söhne>',
      systemName: 'Süd',
      systemId: 'sys-2',
    });
    const [entry] = await listMessages(dir);

    const { stdout } = await execFileAsync('python3', ['-c', PYTHON_READER, join(dir, `${entry!.id}.eml`)]);
    const read = JSON.parse(stdout) as { subject: string; to: string; parts: Record<string, string> };

    expect(read.subject).toBe('Jörg & <Söhne> möchte Ihnen das System „Süd“ übertragen');
    expect(read.to).toBe('b@example.com');
    expect(Object.keys(read.parts).sort()).toEqual(['text/html', 'text/plain']);
    expect(read.parts['text/plain']).toContain(`${PUBLIC_URL}/systems/sys-2?transfer=1`);
    expect(read.parts['text/plain']).toContain('Jörg & <Söhne> bietet Ihnen an');
    expect(read.parts['text/html']).toContain('Jörg &amp; &lt;Söhne&gt; bietet Ihnen an');
  });

  it('lists messages newest first and reads each back with its links', async () => {
    await mailer.send({
      kind: 'activation',
      to: 'a@example.com',
      language: 'en_US',
      firstName: 'Ann',
      code: 'code-a',
    });
    await mailer.send({ kind: 'restorePassword', to: 'b@example.com', language: 'de_DE', code: 'code-b' });
    await mailer.send({ kind: 'twoFactorEnabled', to: 'c@example.com', language: 'en_US', firstName: 'Cy' });

    const list = await listMessages(dir);

    expect(list.map((m) => [m.to, m.kind])).toEqual([
      ['c@example.com', 'twoFactorEnabled'],
      ['b@example.com', 'restorePassword'],
      ['a@example.com', 'activation'],
    ]);
    expect(list[2]).toMatchObject({
      from: FROM,
      subject: 'Activate your Argus Cloud account',
      links: [`${PUBLIC_URL}/activate/code-a`],
    });
    expect(list[1]?.links).toEqual([`${PUBLIC_URL}/restore_password/code-b`]);
    expect(Date.parse(list[0]!.date)).toBeGreaterThan(Date.parse(list[2]!.date));

    const message = await readMessage(dir, list[2]!.id);
    expect(message).toMatchObject({
      id: list[2]!.id,
      to: 'a@example.com',
      links: [`${PUBLIC_URL}/activate/code-a`],
    });
    expect(message.text).toContain('Hello Ann,');
    expect(message.html).toContain('<a href="http://127.0.0.1:8000/activate/code-a"');
    expect(message.headers.map((h) => h.name)).toEqual(
      expect.arrayContaining(['From', 'To', 'Subject', 'Date', 'Message-ID', 'MIME-Version', 'Content-Type']),
    );
    expect((await readRawMessage(dir, list[2]!.id)).toString('latin1')).toContain(
      'Subject: Activate your Argus Cloud',
    );
  });

  it('leaves no temporary files behind and keeps order when many messages are written at once', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        mailer.send({ kind: 'restorePassword', to: `u${i}@example.com`, language: 'en_US', code: `c${i}` }),
      ),
    );

    const names = await readdir(dir);
    expect(names).toHaveLength(20);
    expect(names.every((n) => n.endsWith('.eml') && !n.startsWith('.'))).toBe(true);
    expect(new Set((await listMessages(dir)).map((m) => m.id)).size).toBe(20);
  });

  it('never logs a link or a code', async () => {
    await mailer.send({
      kind: 'activation',
      to: 'a@example.com',
      language: 'en_US',
      firstName: 'Ann',
      code: 'secret-code',
    });

    expect(logged).toHaveLength(1);
    expect(logged[0]?.details).toMatchObject({ kind: 'activation' });
    expect(JSON.stringify(logged)).not.toContain('secret-code');
  });

  it('is empty before the first message', async () => {
    expect(await listMessages(dir)).toEqual([]);
  });

  it('ignores files that are not its messages', async () => {
    await mailer.send({ kind: 'restorePassword', to: 'b@example.com', language: 'en_US', code: 'c' });
    await writeFile(join(dir, 'notes.txt'), 'x');
    await writeFile(join(dir, '.20250101T000000000Z-000000000000.eml.tmp'), 'half a message');

    expect((await listMessages(dir)).map((m) => m.to)).toEqual(['b@example.com']);
  });

  it('refuses ids that are not its own, so no path leaves the mailbox', async () => {
    await mailer.send({ kind: 'restorePassword', to: 'b@example.com', language: 'en_US', code: 'c' });
    await writeFile(join(root, 'data', 'secret.eml'), 'Subject: secret\r\n\r\nsecret');
    const [entry] = await listMessages(dir);

    for (const id of [
      '../secret',
      '..%2Fsecret',
      `../mailbox/${entry!.id}`,
      `${entry!.id}/..`,
      '/etc/passwd',
      '',
    ]) {
      await expect(readMessage(dir, id)).rejects.toBeInstanceOf(NotFound);
      await expect(readRawMessage(dir, id)).rejects.toBeInstanceOf(NotFound);
    }
    await expect(readMessage(dir, '20250101T000000000Z-000000000000')).rejects.toBeInstanceOf(NotFound);
  });
});
