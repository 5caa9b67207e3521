import { describe, expect, it } from 'vitest';
import { resolveMailLanguage } from '../src/mail/mail-language.ts';
import {
  MAIL_KINDS,
  type MailKind,
  type MailMessage,
  type ShareNotificationMail,
} from '../src/mail/mail-message.ts';
import { renderMail } from '../src/mail/templates/index.ts';

const PUBLIC_URL = 'https://cloud.example.test/';
/** User input with markup, quotes and an ampersand: must reach the HTML escaped and the text unchanged. */
const NASTY = `Eve <script>alert("x")</script> & 'Co'`;
const CODE = 'c2VjcmV0OmJvYkBleGFtcGxlLmNvbQ==';
const SYSTEM_ID = '7d5a9c3e-4f1b-4d8e-9a0b-2c3d4e5f6a7b';

function messageOf(kind: MailKind, language: string): MailMessage {
  const to = 'bob@example.com';
  switch (kind) {
    case 'activation':
      return { kind, to, language, firstName: NASTY, code: CODE };
    case 'restorePassword':
      return { kind, to, language, code: CODE };
    case 'invitation':
      return { kind, to, language, sharerName: NASTY, systemName: NASTY, code: CODE };
    case 'shareNotification':
      return { kind, to, language, sharerName: NASTY, systemName: NASTY, systemId: SYSTEM_ID };
    case 'transferOffer':
      return { kind, to, language, fromName: NASTY, systemName: NASTY, systemId: SYSTEM_ID };
    case 'transferAccepted':
    case 'transferRejected':
      return { kind, to, language, toName: NASTY, systemName: NASTY, systemId: SYSTEM_ID };
    case 'twoFactorEnabled':
    case 'twoFactorDisabled':
      return { kind, to, language, firstName: NASTY };
  }
}

const EXPECTED_LINKS: Record<MailKind, string> = {
  activation: `https://cloud.example.test/activate/${encodeURIComponent(CODE)}`,
  restorePassword: `https://cloud.example.test/restore_password/${encodeURIComponent(CODE)}`,
  invitation: `https://cloud.example.test/register?code=${encodeURIComponent(CODE)}`,
  shareNotification: `https://cloud.example.test/systems/${SYSTEM_ID}`,
  transferOffer: `https://cloud.example.test/systems/${SYSTEM_ID}?transfer=1`,
  transferAccepted: `https://cloud.example.test/systems/${SYSTEM_ID}`,
  transferRejected: `https://cloud.example.test/systems/${SYSTEM_ID}`,
  twoFactorEnabled: 'https://cloud.example.test/account/security/',
  twoFactorDisabled: 'https://cloud.example.test/account/security/',
};

/** Kinds whose message names someone (or something) the reader typed or another user typed. */
const NAMES_USER_INPUT = new Set<MailKind>(MAIL_KINDS.filter((k) => k !== 'restorePassword'));

function escapedHref(link: string): string {
  return link.replaceAll('&', '&amp;');
}

describe.each(['en_US', 'de_DE'] as const)('mail in %s', (language) => {
  it.each(MAIL_KINDS)('%s has a subject, a text and an HTML part with its link', (kind) => {
    const mail = renderMail(messageOf(kind, language), PUBLIC_URL);
    const link = EXPECTED_LINKS[kind];

    expect(mail.language).toBe(language);
    expect(mail.link).toBe(link);
    expect(mail.subject.length).toBeGreaterThan(10);
    expect(mail.subject).not.toMatch(/[\r\n]/);

    // The link as text in both parts, and as the button's target (twice in the HTML: button and text link).
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.html.split(`href="${escapedHref(link)}"`)).toHaveLength(3);
    expect(mail.html).toContain(`>${escapedHref(link)}</a>`);
    expect(mail.html).toContain(`<html lang="${language.slice(0, 2)}">`);
    expect(`${mail.text}${mail.html}`).toContain('Argus Cloud');
  });

  it.each([...NAMES_USER_INPUT])(
    '%s escapes names in the HTML and keeps them as typed in the text',
    (kind) => {
      const mail = renderMail(messageOf(kind, language), PUBLIC_URL);

      expect(mail.text).toContain(NASTY);
      expect(mail.html).not.toContain('<script');
      expect(mail.html).toContain('Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;');
    },
  );

  it.each(MAIL_KINDS)('%s loads nothing from outside and links only to the portal', (kind) => {
    const mail = renderMail(messageOf(kind, language), PUBLIC_URL);

    expect(mail.html).not.toMatch(/<img|<script|<link|url\(/i);
    const urls = mail.html.match(/https?:\/\/[^"<\s]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith('https://cloud.example.test/')).toBe(true);
  });
});

describe('languages', () => {
  it('writes German mail in German and English mail in English', () => {
    const de = renderMail(messageOf('activation', 'de_DE'), PUBLIC_URL);
    const en = renderMail(messageOf('activation', 'en_US'), PUBLIC_URL);

    expect(de.subject).toBe('Aktivieren Sie Ihr Argus-Cloud-Konto');
    expect(de.text).toContain('Konto aktivieren');
    expect(en.subject).toBe('Activate your Argus Cloud account');
    expect(en.text).toContain('Activate account');
  });

  it('picks the template by the account language and falls back to en_US', () => {
    expect(resolveMailLanguage('de_DE')).toBe('de_DE');
    expect(resolveMailLanguage('de-AT')).toBe('de_DE');
    expect(resolveMailLanguage('de')).toBe('de_DE');
    expect(resolveMailLanguage('en_GB')).toBe('en_US');
    expect(resolveMailLanguage('fr_FR')).toBe('en_US');
    expect(resolveMailLanguage('')).toBe('en_US');
    expect(resolveMailLanguage(null)).toBe('en_US');
    expect(renderMail(messageOf('restorePassword', 'xx_YY'), PUBLIC_URL).language).toBe('en_US');
  });

  it('keeps a subject on one line whatever the names contain', () => {
    const mail = renderMail(
      {
        ...(messageOf('shareNotification', 'en_US') as ShareNotificationMail),
        sharerName: 'Ann\r\nBcc: evil@example.com',
      },
      PUBLIC_URL,
    );

    expect(mail.subject).toBe(
      'Ann Bcc: evil@example.com shared the system “Eve <script>alert("x")</script> & \'Co\'” with you',
    );
  });

  it('greets without a name when the account has none', () => {
    const mail = renderMail(
      { ...messageOf('twoFactorEnabled', 'de_DE'), firstName: ' ' } as MailMessage,
      PUBLIC_URL,
    );

    expect(mail.text.startsWith('Hallo,\n')).toBe(true);
  });
});
