/**
 * The relay's entrance (docs/cloud-link.md §6): a private Unix socket whose connections reach the server's own
 * listener as HTTPS connections from loopback; a data dir too deep for a socket's name gets a private folder.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RELAY_CLIENT_ADDRESS, RelayEntrance } from '../src/modules/cloud-link/index.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function dataDir(depth = 0): string {
  const root = mkdtempSync(join(tmpdir(), 'argus-ms-entrance-'));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  const dir = join(root, ...Array.from({ length: depth }, (_, i) => `folder-${i}-of-a-deep-data-dir`));
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** An HTTP server that answers how it saw the connection; listening unless told not to. */
async function listener(listen = true): Promise<Server> {
  const server = createServer((req: IncomingMessage, res) => {
    const socket = req.socket as IncomingMessage['socket'] & { encrypted?: boolean };
    res.end(JSON.stringify({ address: socket.remoteAddress, encrypted: socket.encrypted === true }));
  });
  if (listen) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return server;
}

async function entranceTo(server: Server, dir: string): Promise<RelayEntrance> {
  const entrance = new RelayEntrance(dir);
  entrance.attach(server);
  await entrance.start();
  cleanups.unshift(() => entrance.stop());
  return entrance;
}

function get(entrance: RelayEntrance): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: entrance.socketPath(), path: '/', agent: entrance.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the relay entrance', () => {
  it("hands its connections to the server's listener as HTTPS ones from loopback, on a socket only the server may use", async () => {
    const dir = dataDir();
    const entrance = await entranceTo(await listener(), dir);
    expect(entrance.socketPath()).toBe(join(dir, 'relay.sock'));
    expect(statSync(entrance.socketPath()).mode & 0o777).toBe(0o600);
    const res = await get(entrance);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ address: RELAY_CLIENT_ADDRESS, encrypted: true });
    await entrance.stop();
    expect(existsSync(join(dir, 'relay.sock'))).toBe(false);
  });

  it('puts its socket in a private folder when the data dir is too deep for a socket name, and removes it', async () => {
    const dir = dataDir(4);
    const entrance = await entranceTo(await listener(), dir);
    const folder = dirname(entrance.socketPath());
    expect(folder.startsWith(dir)).toBe(false);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect((await get(entrance)).status).toBe(200);
    await entrance.stop();
    expect(existsSync(folder)).toBe(false);
  });

  it('takes no connection while the server does not listen', async () => {
    const entrance = await entranceTo(await listener(false), dataDir());
    await expect(get(entrance)).rejects.toThrow();
  });
});
