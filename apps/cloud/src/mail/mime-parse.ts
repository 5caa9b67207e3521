/**
 * Just enough of a MIME reader for the development mailbox (mailparser is not a dependency): header
 * unfolding and RFC 2047 encoded words, nested multiparts, quoted-printable and base64 bodies, and charsets
 * through TextDecoder. It finds the message's headers and its first text/plain and text/html parts that are
 * not attachments.
 */

export interface MimeHeader {
  name: string;
  /** Unfolded, encoded words decoded. */
  value: string;
}

export interface ParsedMail {
  headers: MimeHeader[];
  text: string | null;
  html: string | null;
}

interface ContentType {
  type: string;
  params: Record<string, string>;
}

function decodeBytes(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/** `=XX` escapes and soft line breaks (RFC 2045 §6.7); the input is a byte-per-character string. */
function decodeQuotedPrintable(binary: string): Buffer {
  const joined = binary.replace(/[ \t]+(?=\r?\n)/g, '').replace(/=\r?\n/g, '');
  const unescaped = joined.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(unescaped, 'latin1');
}

/** RFC 2047 encoded words; whitespace between two adjacent encoded words belongs to neither. */
export function decodeEncodedWords(value: string): string {
  const word = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
  return value
    .replace(/(=\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)\s+(?==\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)/g, '$1')
    .replace(word, (_, charset: string, encoding: string, text: string) => {
      const label = charset.split('*')[0]; // RFC 2231 language suffix
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replace(/_/g, ' ').replace(/=(?![0-9A-Fa-f]{2})/g, '=3D'));
      return decodeBytes(bytes, label);
    });
}

/** Splits a block of header lines (byte-per-character) into unfolded, decoded headers. */
function parseHeaders(block: string): MimeHeader[] {
  const unfolded = block.replace(/\r?\n(?=[ \t])/g, '');
  const headers: MimeHeader[] = [];
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    // Raw 8-bit header bytes (SMTPUTF8) are UTF-8.
    const raw = Buffer.from(line.slice(colon + 1), 'latin1').toString('utf8');
    headers.push({ name: line.slice(0, colon).trim(), value: decodeEncodedWords(raw.trim()) });
  }
  return headers;
}

export function headerValue(headers: MimeHeader[], name: string): string | undefined {
  const wanted = name.toLowerCase();
  return headers.find((h) => h.name.toLowerCase() === wanted)?.value;
}

/** `type/subtype; key=value; key="quoted value"`; parameter names lower-cased. */
function parseContentType(value: string | undefined): ContentType {
  const [type = 'text/plain', ...rest] = (value ?? 'text/plain').split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq <= 0) continue;
    const key = param.slice(0, eq).trim().toLowerCase();
    const raw = param.slice(eq + 1).trim();
    params[key] = raw.startsWith('"') ? raw.slice(1, raw.lastIndexOf('"')).replace(/\\(.)/g, '$1') : raw;
  }
  return { type: type.trim().toLowerCase(), params };
}

/** The header block and the body of an entity (byte-per-character). */
function splitEntity(binary: string): { headers: MimeHeader[]; body: string } {
  const end = /\r?\n\r?\n/.exec(binary);
  if (!end) return { headers: parseHeaders(binary), body: '' };
  return { headers: parseHeaders(binary.slice(0, end.index)), body: binary.slice(end.index + end[0].length) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The parts of a multipart body, without preamble and epilogue. */
function splitMultipart(body: string, boundary: string): string[] {
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${escapeRegExp(boundary)}(--)?[ \\t]*(?:\\r?\\n|$)`, 'g');
  const parts: string[] = [];
  let start: number | null = null;
  for (let m = delimiter.exec(body); m; m = delimiter.exec(body)) {
    if (start !== null) parts.push(body.slice(start, m.index));
    if (m[1]) break;
    start = m.index + m[0].length;
  }
  return parts;
}

function decodeBody(body: string, headers: MimeHeader[], contentType: ContentType): string {
  const encoding = (headerValue(headers, 'content-transfer-encoding') ?? '7bit').trim().toLowerCase();
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(body);
  else bytes = Buffer.from(body, 'latin1');
  return decodeBytes(bytes, contentType.params.charset);
}

function collectParts(
  entity: string,
  found: { text: string | null; html: string | null },
  depth: number,
): void {
  const { headers, body } = splitEntity(entity);
  const contentType = parseContentType(headerValue(headers, 'content-type'));
  const boundary = contentType.params.boundary;
  if (contentType.type.startsWith('multipart/') && boundary && depth < 10) {
    for (const part of splitMultipart(body, boundary)) collectParts(part, found, depth + 1);
    return;
  }
  if (/^\s*attachment/i.test(headerValue(headers, 'content-disposition') ?? '')) return;
  if (contentType.type === 'text/plain' && found.text === null) {
    found.text = decodeBody(body, headers, contentType);
  } else if (contentType.type === 'text/html' && found.html === null) {
    found.html = decodeBody(body, headers, contentType);
  }
}

export function parseMail(raw: Buffer): ParsedMail {
  const binary = raw.toString('latin1');
  const found: { text: string | null; html: string | null } = { text: null, html: null };
  collectParts(binary, found, 0);
  return { headers: splitEntity(binary).headers, ...found };
}
