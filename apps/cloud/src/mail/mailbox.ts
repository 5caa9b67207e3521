/**
 * Reading the development mailbox: the list of messages (newest first) and one message with its headers,
 * text and HTML parts, and the links it carries (tests and e2e take activation and restore codes from them).
 */
import { readdir, readFile } from 'node:fs/promises';
import { NotFound } from '@argus/contract';
import { MAIL_KIND_HEADER } from './mail-message.ts';
import { mailboxFile, mailboxIdOf, mailboxIdTime } from './mailbox-store.ts';
import { headerValue, type MimeHeader, parseMail } from './mime-parse.ts';

export interface MailboxEntry {
  id: string;
  /** When the message was written, ISO 8601. */
  date: string;
  from: string;
  to: string;
  subject: string;
  /** The mail kind, for messages the cloud wrote; null otherwise. */
  kind: string | null;
  /** The http(s) links in the message, in order, each once. */
  links: string[];
}

export interface MailboxMessage extends MailboxEntry {
  headers: MimeHeader[];
  text: string | null;
  html: string | null;
}

const LINK = /https?:\/\/[^\s<>"'`]+/g;
const HREF = /href\s*=\s*"(https?:\/\/[^"]+)"/gi;

function decodeHtmlAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Links from the text part; from the HTML's hrefs when there is no text part. */
function linksOf(text: string | null, html: string | null): string[] {
  const found =
    text !== null
      ? [...text.matchAll(LINK)].map((m) => m[0].replace(/[.,;:!?)\]]+$/, ''))
      : [...(html ?? '').matchAll(HREF)].map((m) => decodeHtmlAttribute(m[1] ?? ''));
  return [...new Set(found)];
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** The raw message (RFC 822), as written. */
export async function readRawMessage(dir: string, id: string): Promise<Buffer> {
  try {
    return await readFile(mailboxFile(dir, id));
  } catch (error) {
    if (isMissing(error)) throw new NotFound('No such message in the mailbox');
    throw error;
  }
}

export async function readMessage(dir: string, id: string): Promise<MailboxMessage> {
  const { headers, text, html } = parseMail(await readRawMessage(dir, id));
  return {
    id,
    date: mailboxIdTime(id).toISOString(),
    from: headerValue(headers, 'from') ?? '',
    to: headerValue(headers, 'to') ?? '',
    subject: headerValue(headers, 'subject') ?? '',
    kind: headerValue(headers, MAIL_KIND_HEADER) ?? null,
    links: linksOf(text, html),
    headers,
    text,
    html,
  };
}

/** Every message in the mailbox, newest first; an absent mailbox is empty. */
export async function listMessages(dir: string): Promise<MailboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const ids = names
    .map(mailboxIdOf)
    .filter((id): id is string => id !== null)
    .sort()
    .reverse();
  const entries: MailboxEntry[] = [];
  for (const id of ids) {
    try {
      const { headers: _headers, text: _text, html: _html, ...entry } = await readMessage(dir, id);
      entries.push(entry);
    } catch (error) {
      // Removed between listing and reading: it is simply no longer in the mailbox.
      if (!(error instanceof NotFound)) throw error;
    }
  }
  return entries;
}
