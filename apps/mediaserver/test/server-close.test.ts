/**
 * Closing the server ends every connection still open on its port, whatever the client's request said:
 * HTTP/1.1 keeps a connection alive without `Connection: keep-alive`, and a notification stream never ends by
 * itself. Before, such connections held the close (a stop or restart) until the client let go.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.ts';

/** A raw HTTP/1.1 request without a Connection header; resolves with the socket once the reply has begun. */
function openRequest(port: number, path: string, headers: Record<string, string>): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const lines = Object.entries({ host: `127.0.0.1:${port}`, ...headers }).map(([k, v]) => `${k}: ${v}`);
      socket.write(`GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
    });
    socket.once('error', reject);
    socket.once('data', (chunk) => {
      expect(chunk.toString('latin1')).toMatch(/^HTTP\/1\.1 200 /);
      resolve(socket);
    });
  });
}

const closed = (socket: Socket) =>
  socket.destroyed ? Promise.resolve() : new Promise<void>((done) => socket.once('close', () => done()));

describe('closing the server', () => {
  it('ends an idle kept-alive connection and an open notification stream', async () => {
    const t = await startTestApp({ shared: true });
    const token = await t.login('admin', 'admin');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const idle = await openRequest(port, '/rest/v1/system/info', {});
    const stream = await openRequest(port, '/api/notifications', {
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
    });

    await t.close();
    await Promise.all([closed(idle), closed(stream)]);
    expect([idle.destroyed, stream.destroyed]).toEqual([true, true]);
  });
});
