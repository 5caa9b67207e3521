/**
 * Replies of unchanging (frozen) models: the lists of cached rows, which are replaced whenever their table
 * changes. Each is serialised once, and compressed once per encoding, however many clients ask for it.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { legacyOk } from '@argus/contract/mediaserver';

/** Smaller replies are not worth compressing (nor is the work of it). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

interface Cached {
  text: string;
  /** The text as bytes (made once: a list of 10,000 users is megabytes to convert on every send). */
  bytes?: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

const plain = new WeakMap<object, Cached>();
const enveloped = new WeakMap<object, Cached>();

/** The best encoding the client accepts (`br` over `gzip`), or null. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q === undefined || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function encode(text: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(text);
}

export interface PreparedReply {
  body: string | Buffer;
  encoding: Encoding | null;
}

/** The reply body of a model: cached and compressed once when the model is frozen. */
export function prepareReply(
  value: unknown,
  envelope: boolean,
  acceptEncoding: string | undefined,
): PreparedReply {
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value))
    return { body: JSON.stringify(envelope ? legacyOk(value) : value), encoding: null };
  const cache = envelope ? enveloped : plain;
  let cached = cache.get(value);
  if (!cached) {
    cached = { text: JSON.stringify(envelope ? legacyOk(value) : value), encoded: {} };
    cache.set(value, cached);
  }
  const encoding = cached.text.length >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(acceptEncoding) : null;
  if (!encoding) {
    cached.bytes ??= Buffer.from(cached.text);
    return { body: cached.bytes, encoding: null };
  }
  cached.encoded[encoding] ??= encode(cached.text, encoding);
  return { body: cached.encoded[encoding], encoding };
}
