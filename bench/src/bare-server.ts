/**
 * The reference for throughput: a bare Fastify server (no auth, no database, no hooks) answering the same
 * JSON bodies the media server returned, serialised per request. Run as its own process:
 * `node --import tsx bench/src/bare-server.ts --port <port> --fixtures <file.json>` where the file maps
 * paths to bodies.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';

const { values } = parseArgs({ options: { port: { type: 'string' }, fixtures: { type: 'string' } } });
if (!values.port || !values.fixtures)
  throw new Error('usage: bare-server.ts --port <port> --fixtures <file>');
const fixtures = JSON.parse(readFileSync(values.fixtures, 'utf8')) as Record<string, unknown>;

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ready: true }));
for (const [path, body] of Object.entries(fixtures)) app.get(path, async () => body);
await app.listen({ port: Number(values.port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
