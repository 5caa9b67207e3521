/**
 * A long-lived abort signal (the status monitor checks every camera with one) must not collect a listener
 * per connection: each ended connection stops following it, and aborting still closes an open one.
 */
import { getEventListeners } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RtspConnection } from '../src/media/rtsp-connection.ts';

let server: Server;
let port = 0;
const accepted = new Set<Socket>();
beforeAll(async () => {
  server = createServer((socket) => {
    accepted.add(socket);
    socket.on('error', () => {}).on('close', () => accepted.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of accepted) socket.destroy();
  await new Promise<void>((done) => server.close(() => done()));
});

describe('RtspConnection and the abort signal', () => {
  it('leaves no listener behind once a connection is closed', async () => {
    const abort = new AbortController();
    for (let i = 0; i < 20; i++) {
      const connection = await RtspConnection.open({ host: '127.0.0.1', port }, 2000, abort.signal);
      connection.close();
    }
    expect(getEventListeners(abort.signal, 'abort')).toHaveLength(0);
  });

  it('still closes an open connection when the signal aborts', async () => {
    const abort = new AbortController();
    const connection = await RtspConnection.open({ host: '127.0.0.1', port }, 2000, abort.signal);
    const reply = connection.request('OPTIONS', `rtsp://127.0.0.1:${port}/`);
    abort.abort();
    await expect(reply).rejects.toMatchObject({ failure: 'aborted' });
  });
});
