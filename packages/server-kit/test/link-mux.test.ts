import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { PassThrough, Readable, Writable } from 'node:stream';
import { LINK_WINDOW_BYTES, type LinkResponse } from '@argus/contract/cloud';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { attachLinkMux, type LinkMux, type LinkStream } from '../src/link/index.ts';

/** A real WebSocket pair on loopback: the cloud's end (opens streams) and the server's end (answers). */
async function linkPair(answer: (path: string, stream: LinkStream) => void) {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  const accepted = once(wss, 'connection');
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  await once(client, 'open');
  const [serverSide] = (await accepted) as [WebSocket];
  const cloud = attachLinkMux(serverSide, { role: 'cloud' });
  attachLinkMux(client, { role: 'server', onRequest: (request, stream) => answer(request.path, stream) });
  cleanups.push(() => {
    client.terminate();
    wss.close();
  });
  return { cloud, client, serverSide };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function responseOf(stream: LinkStream): Promise<LinkResponse> {
  return new Promise((resolve, reject) => {
    stream.once('response', resolve);
    stream.once('reset', (reason) => reject(new Error(reason)));
  });
}

function collect(stream: LinkStream): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.receiveBody(sink);
  return once(sink, 'end').then(() => Buffer.concat(chunks));
}

function send(cloud: LinkMux, method: string, path: string, body?: Buffer): LinkStream {
  const stream = cloud.request({ method, path, headers: [['content-type', 'text/plain']] });
  if (body) stream.sendBody(Readable.from([body]));
  else stream.sendNoBody();
  return stream;
}

describe('the link mux', () => {
  it('carries a request with its body and the response with its body', async () => {
    const { cloud } = await linkPair((path, stream) => {
      const received = new PassThrough();
      const chunks: Buffer[] = [];
      received.on('data', (c: Buffer) => chunks.push(c));
      received.on('end', () => {
        stream.respond(201, [['x-path', path]]);
        stream.sendBody(Readable.from([Buffer.from(`echo:${Buffer.concat(chunks).toString()}`)]));
      });
      stream.receiveBody(received);
    });
    const stream = send(cloud, 'POST', '/rest/v1/echo?x=1', Buffer.from('hello'));
    const head = await responseOf(stream);
    expect(head.status).toBe(201);
    expect(head.headers).toContainEqual(['x-path', '/rest/v1/echo?x=1']);
    expect((await collect(stream)).toString()).toBe('echo:hello');
    expect(cloud.size).toBe(0);
  });

  it('multiplexes streams: a slow one does not hold up another', async () => {
    const { cloud } = await linkPair((path, stream) => {
      stream.receiveBody(new PassThrough().resume());
      if (path === '/slow') return; // never answers
      stream.respond(200, []);
      stream.sendBody(Readable.from([Buffer.from('quick')]));
    });
    const slow = send(cloud, 'GET', '/slow');
    const quick = send(cloud, 'GET', '/quick');
    expect((await responseOf(quick)).status).toBe(200);
    expect((await collect(quick)).toString()).toBe('quick');
    expect(slow.isClosed).toBe(false);
  });

  it('reads no further than the credit window while the viewer is stuck, then delivers the whole body', async () => {
    const total = 10 * 1024 * 1024;
    let read = 0;
    const source = new Readable({
      read(size) {
        if (read >= total) return this.push(null);
        const chunk = Buffer.alloc(Math.min(size, total - read), read % 251);
        read += chunk.byteLength;
        this.push(chunk);
      },
    });
    const expected = createHash('sha256');
    for (let done = 0; done < total; ) {
      const size = Math.min(16 * 1024, total - done);
      expected.update(Buffer.alloc(size, done % 251));
      done += size;
    }
    const { cloud } = await linkPair((_path, stream) => {
      stream.receiveBody(new PassThrough().resume());
      stream.respond(200, []);
      stream.sendBody(source);
    });
    const stream = send(cloud, 'GET', '/big');
    await responseOf(stream);
    const release: (() => void)[] = [];
    const hash = createHash('sha256');
    let stuck = true;
    const viewer = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        if (stuck) release.push(callback);
        else callback();
      },
    });
    stream.receiveBody(viewer);
    await vi.waitFor(() => expect(source.isPaused()).toBe(true));
    expect(read).toBeLessThan(LINK_WINDOW_BYTES + 256 * 1024);
    stuck = false;
    for (const callback of release.splice(0)) callback();
    await once(viewer, 'finish');
    expect(hash.digest('hex')).toBe(expected.digest('hex'));
  });

  it('fails the streams in flight when the link drops', async () => {
    const { cloud, client } = await linkPair((_path, stream) =>
      stream.receiveBody(new PassThrough().resume()),
    );
    const stream = send(cloud, 'GET', '/hangs');
    const reset = once(stream, 'reset');
    client.terminate();
    const [reason] = await reset;
    expect(reason).toMatch(/link closed/);
    const later = cloud.request({ method: 'GET', path: '/after', headers: [] });
    await expect(once(later, 'reset')).resolves.toEqual([expect.stringMatching(/link closed/)]);
  });

  it('passes a reset from the requesting end to the answering end', async () => {
    let answered: LinkStream | undefined;
    const { cloud } = await linkPair((_path, stream) => {
      answered = stream;
      stream.receiveBody(new PassThrough().resume());
    });
    const stream = send(cloud, 'GET', '/cancelled');
    await vi.waitFor(() => expect(answered).toBeDefined());
    const reset = once(answered as LinkStream, 'reset');
    stream.reset('viewer went away');
    expect(await reset).toEqual(['viewer went away']);
  });
});
