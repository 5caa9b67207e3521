/** Finding free loopback ports, in blocks: camera n uses the block's first port + n - 1. */
import { createServer } from 'node:net';

/** Below Linux's ephemeral range (32768+), so outgoing connections do not take them meanwhile. */
const LOWEST = 20000;
const HIGHEST = 32767;
const ATTEMPTS = 20;

export function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export async function isBlockFree(first: number, count: number, host: string): Promise<boolean> {
  for (let port = first; port < first + count; port++) if (!(await isPortFree(port, host))) return false;
  return true;
}

/** The first port of `blocks` free, non-overlapping blocks of `count` ports each. */
export async function findFreeBlocks(count: number, blocks: number, host: string): Promise<number[]> {
  const span = count * blocks;
  if (span > HIGHEST - LOWEST) throw new Error(`cannot find ${span} free ports for ${count} cameras`);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const first = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST - span));
    if (await isBlockFree(first, span, host))
      return Array.from({ length: blocks }, (_, i) => first + i * count);
  }
  throw new Error(`no ${span} consecutive free ports found between ${LOWEST} and ${HIGHEST}`);
}
