/**
 * A restore upload streamed to a file. The body `{"data": "<base64>"}` is read as it arrives and its base64
 * decoded straight into a file, so a backup of hundreds of MB never sits in memory (before, it was held as
 * the JSON text, the parsed string and the decoded buffer at once). What the JSON parser then reads is the
 * body without the bytes: `{"data": ""}`, so the endpoint's schema still checks the rest.
 */

import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { BadRequest, PayloadTooLarge } from '@argus/contract';

const NOT_JSON = 'The request body is not valid JSON.';
/** Base64 decoded at a time: a multiple of 4 characters. */
const DECODE_CHARS = 4 * 16 * 1024;
const MAX_KEY_CHARS = 256;

type State =
  | 'start'
  | 'firstKey'
  | 'key'
  | 'keyEscape'
  | 'colon'
  | 'value'
  | 'data'
  | 'dataEscape'
  | 'skip'
  | 'afterValue'
  | 'nextKey'
  | 'done';

const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\r' || c === '\t';

/** Reads the body object member by member; the `data` string goes to `out` as bytes, other values are skipped. */
class DumpBodyReader {
  private state: State = 'start';
  private key = '';
  private base64 = '';
  private skipDepth = 0;
  private skipInString = false;
  private skipEscape = false;
  /** What `data` was: absent, a string (now in the file) or something else (left to the schema to refuse). */
  data: 'absent' | 'string' | 'other' = 'absent';

  constructor(private readonly write: (bytes: Buffer) => Promise<void>) {}

  async push(text: string): Promise<void> {
    for (let i = 0; i < text.length; i += 1) {
      if (this.state === 'data') {
        // The hot path: runs of base64 characters are taken whole.
        let end = i;
        while (end < text.length && text[end] !== '"' && text[end] !== '\\') end += 1;
        if (end > i) this.base64 += text.slice(i, end).replace(/\s+/g, '');
        if (this.base64.length >= DECODE_CHARS) await this.decode(false);
        i = end;
        if (i >= text.length) break;
      }
      this.step(text[i]!);
      if (this.state === 'afterValue' && this.base64) await this.decode(true);
    }
  }

  async end(): Promise<void> {
    if (this.state !== 'done' && this.state !== 'start') throw new BadRequest(NOT_JSON);
  }

  /** The body the JSON parser reads in place of the upload. */
  replacement(): string {
    if (this.state === 'start') return '';
    if (this.data === 'string') return '{"data":""}';
    return this.data === 'other' ? '{"data":0}' : '{}';
  }

  private async decode(all: boolean): Promise<void> {
    const usable = all ? this.base64.length : this.base64.length - (this.base64.length % 4);
    const chunk = this.base64.slice(0, usable);
    this.base64 = this.base64.slice(usable);
    if (chunk) await this.write(Buffer.from(chunk, 'base64'));
  }

  private step(c: string): void {
    switch (this.state) {
      case 'start':
        if (c === '{') this.state = 'firstKey';
        else if (!isSpace(c)) throw new BadRequest(NOT_JSON);
        return;
      case 'firstKey':
      case 'nextKey':
        if (c === '"') {
          this.key = '';
          this.state = 'key';
        } else if (c === '}' && this.state === 'firstKey') this.state = 'done';
        else if (!isSpace(c)) throw new BadRequest(NOT_JSON);
        return;
      case 'key':
        if (c === '"') this.state = 'colon';
        else if (c === '\\') this.state = 'keyEscape';
        else this.appendKey(c);
        return;
      case 'keyEscape':
        this.appendKey(c);
        this.state = 'key';
        return;
      case 'colon':
        if (c === ':') this.state = 'value';
        else if (!isSpace(c)) throw new BadRequest(NOT_JSON);
        return;
      case 'value':
        if (isSpace(c)) return;
        if (this.key === 'data') this.data = c === '"' ? 'string' : 'other';
        if (this.key === 'data' && c === '"') {
          this.state = 'data';
          return;
        }
        this.skipDepth = 0;
        this.skipInString = false;
        this.skipEscape = false;
        this.state = 'skip';
        this.skip(c);
        return;
      case 'data':
        if (c === '"') this.state = 'afterValue';
        else if (c === '\\') this.state = 'dataEscape';
        return;
      case 'dataEscape':
        // Base64 has one character JSON may escape; line breaks may be written as escapes too.
        if (c === '/') this.base64 += '/';
        else if (c !== 'n' && c !== 'r') throw new BadRequest(NOT_JSON);
        this.state = 'data';
        return;
      case 'skip':
        this.skip(c);
        return;
      case 'afterValue':
        if (c === ',') this.state = 'nextKey';
        else if (c === '}') this.state = 'done';
        else if (!isSpace(c)) throw new BadRequest(NOT_JSON);
        return;
      case 'done':
        if (!isSpace(c)) throw new BadRequest(NOT_JSON);
        return;
    }
  }

  private appendKey(c: string): void {
    if (this.key.length >= MAX_KEY_CHARS) throw new BadRequest(NOT_JSON);
    this.key += c;
  }

  /** Skips a value of another member (a string, number, literal, object or array). */
  private skip(c: string): void {
    if (this.skipInString) {
      if (this.skipEscape) this.skipEscape = false;
      else if (c === '\\') this.skipEscape = true;
      else if (c === '"') {
        this.skipInString = false;
        if (this.skipDepth === 0) this.state = 'afterValue';
      }
      return;
    }
    if (c === '"') this.skipInString = true;
    else if (c === '{' || c === '[') this.skipDepth += 1;
    else if ((c === '}' || c === ']') && this.skipDepth > 0) {
      this.skipDepth -= 1;
      if (this.skipDepth === 0) this.state = 'afterValue';
    } else if ((c === ',' || c === '}') && this.skipDepth === 0) {
      this.state = 'afterValue';
      this.step(c);
    }
  }
}

async function writeTo(out: WriteStream, bytes: Buffer): Promise<void> {
  if (!out.write(bytes)) await once(out, 'drain');
}

/**
 * Reads a `{"data": base64}` body from `body` into `file` (the decoded bytes), refusing more than `limit`
 * bytes of body (from Content-Length before reading, and as it comes). Resolves the stream the JSON parser
 * reads instead, with the length the parser expects.
 */
export async function receiveDump(
  body: AsyncIterable<Buffer>,
  file: string,
  limit: number,
  announced: number | undefined,
): Promise<Readable & { receivedEncodedLength: number }> {
  if (announced !== undefined && announced > limit) throw new PayloadTooLarge();
  const out = createWriteStream(file, { flags: 'wx' });
  const reader = new DumpBodyReader((bytes) => writeTo(out, bytes));
  let received = 0;
  try {
    for await (const chunk of body) {
      received += chunk.length;
      if (received > limit) throw new PayloadTooLarge();
      // Latin-1 keeps one character per byte: the syntax and base64 are ASCII, other bytes are only skipped.
      await reader.push(chunk.toString('latin1'));
    }
    await reader.end();
  } finally {
    out.end();
    await once(out, 'close');
  }
  const replacement = Readable.from([Buffer.from(reader.replacement())]) as Readable & {
    receivedEncodedLength: number;
  };
  replacement.receivedEncodedLength = announced ?? received;
  return replacement;
}
