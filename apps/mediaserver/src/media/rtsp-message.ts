/**
 * The RTSP byte stream of one TCP connection as the relay sees it: text messages (a start line, headers, a
 * body of `Content-Length` bytes) mixed with interleaved binary frames (`$`, a channel, a 16-bit length,
 * RTP or RTCP), in either direction (RFC 2326 §10.12).
 */

export interface RtspMessage {
  kind: 'message';
  startLine: string;
  /** In their order, names as sent. */
  headers: [string, string][];
  body: Buffer;
}

export interface InterleavedFrame {
  kind: 'data';
  bytes: Buffer;
}

/** A head larger than this is not RTSP (or not a camera worth waiting for). */
const MAX_HEAD_BYTES = 64 * 1024;
const MAX_BODY_BYTES = 1024 * 1024;
const DOLLAR = 0x24;

export class RtspMessageReader {
  private buffer: Buffer = Buffer.alloc(0);

  /** The whole items that `chunk` completes; `'invalid'` ends the stream (nothing after it is read). */
  push(chunk: Buffer): (RtspMessage | InterleavedFrame | 'invalid')[] {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const out: (RtspMessage | InterleavedFrame | 'invalid')[] = [];
    let offset = 0;
    for (;;) {
      const item = this.take(offset);
      if (item === null) break;
      if (item === 'invalid') {
        out.push('invalid');
        this.buffer = Buffer.alloc(0);
        return out;
      }
      out.push(item.item);
      offset = item.end;
    }
    this.buffer = offset ? this.buffer.subarray(offset) : this.buffer;
    return out;
  }

  private take(offset: number): { item: RtspMessage | InterleavedFrame; end: number } | null | 'invalid' {
    const buffer = this.buffer;
    if (offset >= buffer.length) return null;
    if (buffer[offset] === DOLLAR) {
      if (buffer.length - offset < 4) return null;
      const end = offset + 4 + buffer.readUInt16BE(offset + 2);
      if (buffer.length < end) return null;
      return { item: { kind: 'data', bytes: buffer.subarray(offset, end) }, end };
    }
    const headEnd = buffer.indexOf('\r\n\r\n', offset);
    if (headEnd < 0) return buffer.length - offset > MAX_HEAD_BYTES ? 'invalid' : null;
    const [startLine = '', ...lines] = buffer.subarray(offset, headEnd).toString('latin1').split('\r\n');
    if (!/^(RTSP\/\d\.\d \d{3}|[A-Z_]+ \S+ RTSP\/\d\.\d)/.test(startLine)) return 'invalid';
    const headers: [string, string][] = [];
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
    const length = Number(headers.find(([n]) => n.toLowerCase() === 'content-length')?.[1] ?? 0) || 0;
    if (length < 0 || length > MAX_BODY_BYTES) return 'invalid';
    const end = headEnd + 4 + length;
    if (buffer.length < end) return null;
    const body = Buffer.from(buffer.subarray(headEnd + 4, end));
    return { item: { kind: 'message', startLine, headers, body }, end };
  }
}

/** The bytes of a message, its `Content-Length` set to its body's. */
export function writeMessage(message: RtspMessage): Buffer {
  const headers = message.headers.filter(([name]) => name.toLowerCase() !== 'content-length');
  if (message.body.length) headers.push(['Content-Length', String(message.body.length)]);
  const head = [message.startLine, ...headers.map(([n, v]) => `${n}: ${v}`)].join('\r\n');
  return Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), message.body]);
}
