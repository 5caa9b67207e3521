/**
 * The one layout every message shares: a plain-text part that reads well on its own and an HTML part with
 * the same words, the link as a button and again as text. Everything that goes into the HTML is escaped here,
 * so templates pass plain strings (names and system names are user input) and never build markup.
 * No external images, fonts or tracking: the HTML is self-contained with inline styles.
 */

export const BRAND_NAME = 'Argus Cloud';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailBody {
  /** The HTML `lang` attribute, e.g. `en`. */
  lang: string;
  greeting: string;
  /** Plain-text paragraphs, before the link. */
  paragraphs: string[];
  action: { label: string; url: string };
  /** Introduces the link as text under the button ("If the button does not work, ..."). */
  linkHint: string;
  /** Plain-text paragraphs after the link (what to do if the message was unexpected, ...). */
  after?: string[];
  signature: string;
  /** Why the reader received this message. */
  footer: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * A name for a subject line: one line, no control characters, so user input can never fold or break the
 * header (nodemailer encodes the rest).
 */
export function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

function textPart(body: MailBody): string {
  const blocks = [
    body.greeting,
    ...body.paragraphs,
    `${body.action.label}:\n${body.action.url}`,
    ...(body.after ?? []),
    `${body.signature}\n${BRAND_NAME}`,
    `--\n${body.footer}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

const COLORS = {
  page: '#f3f4f6',
  card: '#ffffff',
  text: '#1f2933',
  muted: '#6b7280',
  accent: '#1c64f2',
  onAccent: '#ffffff',
};

function paragraph(text: string, style = ''): string {
  return `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
}

function htmlPart(subject: string, body: MailBody): string {
  const url = escapeHtml(body.action.url);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(body.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};color:${COLORS.text};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${COLORS.card};border-radius:8px;">
<tr><td style="padding:24px 32px 0;font-size:20px;font-weight:600;color:${COLORS.accent};">${escapeHtml(BRAND_NAME)}</td></tr>
<tr><td style="padding:24px 32px 8px;">
${paragraph(body.greeting)}
${body.paragraphs.map((p) => paragraph(p)).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr>
<td style="border-radius:6px;background:${COLORS.accent};">
<a href="${url}" style="display:inline-block;padding:12px 24px;color:${COLORS.onAccent};text-decoration:none;font-weight:600;border-radius:6px;">${escapeHtml(body.action.label)}</a>
</td></tr></table>
${paragraph(body.linkHint, `font-size:14px;color:${COLORS.muted};`)}
<p style="margin:0 0 16px;font-size:14px;word-break:break-all;"><a href="${url}" style="color:${COLORS.accent};">${url}</a></p>
${(body.after ?? []).map((p) => paragraph(p)).join('\n')}
${paragraph(`${body.signature}\n${BRAND_NAME}`, 'white-space:pre-line;')}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid ${COLORS.page};font-size:12px;color:${COLORS.muted};">${escapeHtml(body.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The subject (one line), the plain-text part and the HTML part of a message. */
export function composeMail(subject: string, body: MailBody): MailContent {
  const line = oneLine(subject);
  return { subject: line, text: textPart(body), html: htmlPart(line, body) };
}
