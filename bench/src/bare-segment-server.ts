/**
 * The reference for HLS segment throughput: a bare Fastify server (no authentication, no key, no permission
 * check, no database) that remuxes the same part of the same chunk on every request, with the media server's
 * own ffmpeg arguments and spawn (apps/mediaserver/src/modules/media-streaming/media-args.ts,
 * src/media/tied-spawn.ts), piped to the client as the media server pipes it. Run as its own process:
 * `node --import tsx bench/src/bare-segment-server.ts --port <p> --file <chunk> --offset <ms> --duration <ms>
 * --timeline <s>`.
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { spawnTied } from '../../apps/mediaserver/src/media/tied-spawn.ts';
import { segmentArgs } from '../../apps/mediaserver/src/modules/media-streaming/media-args.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    file: { type: 'string' },
    offset: { type: 'string' },
    duration: { type: 'string' },
    timeline: { type: 'string' },
  },
});
if (!values.port || !values.file || !values.offset || !values.duration || !values.timeline)
  throw new Error('usage: bare-segment-server.ts --port --file --offset --duration --timeline');
const args = segmentArgs({
  file: values.file,
  offsetMs: Number(values.offset),
  durationMs: Number(values.duration),
  timelineS: Number(values.timeline),
});

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ready: true }));
app.get('/segment.ts', (_request, reply) => {
  const child = spawnTied('ffmpeg', args, { stdio: ['ignore', 'pipe', 'ignore'] });
  reply.raw.once('close', () => child.kill('SIGKILL'));
  return reply.type('video/mp2t').header('cache-control', 'no-store').send(child.stdout!);
});
await app.listen({ port: Number(values.port), host: '127.0.0.1' });
