/**
 * The reference for throughput: a bare Fastify server (no authentication, no database, no hooks) answering
 * the same JSON bodies the media server returned, serialised per request and compressed the way the media
 * server compresses (@fastify/compress with the options of apps/mediaserver/src/app.ts: brotli quality 5 or
 * gzip, over 1 KB). Run as its own process:
 * `node --import tsx bench/src/bare-server.ts --port <port> --fixtures <file.json>` where the file maps
 * paths to bodies.
 *
 * Each body is also served under `/precompressed<path>`: serialised and compressed once at start, sent by
 * content negotiation. That is the ceiling for a reply cached per change (no work per request but the
 * write).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';

const { values } = parseArgs({ options: { port: { type: 'string' }, fixtures: { type: 'string' } } });
if (!values.port || !values.fixtures)
  throw new Error('usage: bare-server.ts --port <port> --fixtures <file>');
const fixtures = JSON.parse(readFileSync(values.fixtures, 'utf8')) as Record<string, unknown>;

const BROTLI_QUALITY = 5;
const app = Fastify({ logger: false });
await app.register(compress, {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
});
app.get('/ready', async () => ({ ready: true }));
for (const [path, body] of Object.entries(fixtures)) {
  app.get(path, async () => body);
  const json = Buffer.from(JSON.stringify(body));
  const encoded = {
    br: brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
    gzip: gzipSync(json),
  };
  app.get(`/precompressed${path}`, async (request, reply) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (!encoding) return reply.send(json);
    return reply.header('content-encoding', encoding).send(encoded[encoding]);
  });
}
await app.listen({ port: Number(values.port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
