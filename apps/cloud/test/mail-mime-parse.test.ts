import { describe, expect, it } from 'vitest';
import { decodeEncodedWords, headerValue, parseMail } from '../src/mail/mime-parse.ts';

function crlf(lines: string[]): Buffer {
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

describe('the mailbox MIME reader', () => {
  it('decodes encoded words in B and Q form, joined across folded lines', () => {
    expect(decodeEncodedWords('=?UTF-8?B?R3LDvMOfZQ==?= =?utf-8?Q?_aus_M=C3=BCnchen?=')).toBe(
      'Grüße aus München',
    );
    expect(decodeEncodedWords('=?ISO-8859-1?Q?K=F6ln?= ist schön')).toBe('Köln ist schön');
    expect(decodeEncodedWords('plain text')).toBe('plain text');
  });

  it('unfolds headers and finds the text and HTML parts of nested multiparts', () => {
    const raw = crlf([
      'From: =?UTF-8?Q?J=C3=BCrgen?= <j@example.com>',
      'Subject: =?UTF-8?Q?Gr=C3=BC=C3=9Fe_aus?=',
      ' =?UTF-8?Q?_K=C3=B6ln?=',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      'preamble',
      '--outer',
      'Content-Type: multipart/alternative;',
      '\tboundary=inner',
      '',
      '--inner',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Sch=C3=B6ne =',
      'Gr=C3=BC=C3=9Fe: https://cloud.example.test/a?b=3D1',
      '--inner',
      'Content-Type: text/html; charset="utf-8"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Schöne Grüße</p>').toString('base64'),
      '--inner--',
      '--outer',
      'Content-Type: text/plain',
      'Content-Disposition: attachment; filename="x.txt"',
      '',
      'not the body',
      '--outer--',
      'epilogue',
    ]);

    const mail = parseMail(raw);

    expect(headerValue(mail.headers, 'subject')).toBe('Grüße aus Köln');
    expect(headerValue(mail.headers, 'FROM')).toBe('Jürgen <j@example.com>');
    expect(mail.text).toBe('Schöne Grüße: https://cloud.example.test/a?b=1');
    expect(mail.html).toBe('<p>Schöne Grüße</p>');
  });

  it('reads a single-part message with bare LF line ends and 8-bit UTF-8', () => {
    const mail = parseMail(
      Buffer.from('Subject: Hi\nContent-Type: text/plain; charset=utf-8\n\nÄrger\n', 'utf8'),
    );

    expect(headerValue(mail.headers, 'subject')).toBe('Hi');
    expect(mail.text).toBe('Ärger\n');
    expect(mail.html).toBeNull();
  });
});
