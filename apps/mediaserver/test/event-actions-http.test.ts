/**
 * `execHttpRequestAction` against a real HTTP receiver on loopback: the method follows `requestType` (empty:
 * GET without a body, POST with one), the body goes with its content type, the URL's user and password log in
 * (Basic at once with `authBasic`, else on the receiver's challenge) and never travel in the URL; non-HTTP
 * URLs are refused, and an error status or no reply within the timeout fails the action.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpRequestAction } from '../src/modules/event-actions/index.ts';
import { contextOf } from './support/event-actions.ts';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

const BASIC_DOOR = `Basic ${Buffer.from('door:op3n').toString('base64')}`;
let server: Server;
let base: string;
let received: Received[] = [];

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await read(req);
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    });
    if (req.url?.startsWith('/locked') && req.headers.authorization !== BASIC_DOOR) {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="door"' }).end();
      return;
    }
    if (req.url === '/broken') return void res.writeHead(500).end('no');
    if (req.url === '/silent') return; // never answers
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
});

const run = (params: Record<string, unknown>, action = new HttpRequestAction()) =>
  action.run(contextOf('execHttpRequestAction', params));

describe('execHttpRequestAction', () => {
  it('GETs without a body and POSTs a body with its content type when requestType is empty', async () => {
    await run({ url: `${base}/hook?camera=1` });
    await run({ url: `${base}/hook`, text: '{"alarm":true}', contentType: 'application/json' });
    await run({ url: `${base}/plain`, text: 'door opened' });
    expect(received).toEqual([
      { method: 'GET', url: '/hook?camera=1', authorization: undefined, contentType: undefined, body: '' },
      {
        method: 'POST',
        url: '/hook',
        authorization: undefined,
        contentType: 'application/json',
        body: '{"alarm":true}',
      },
      {
        method: 'POST',
        url: '/plain',
        authorization: undefined,
        contentType: 'text/plain',
        body: 'door opened',
      },
    ]);
  });

  it('uses requestType as the method', async () => {
    await run({ url: `${base}/state`, requestType: 'put', text: 'on' });
    await run({ url: `${base}/state`, requestType: 'DELETE' });
    expect(received.map((r) => [r.method, r.body])).toEqual([
      ['PUT', 'on'],
      ['DELETE', ''],
    ]);
    await expect(run({ url: `${base}/state`, requestType: 'BREW' })).rejects.toThrow(
      'Unknown HTTP method: BREW',
    );
  });

  it("logs in with the URL's user and password: Basic at once, or on the receiver's challenge", async () => {
    const url = `http://door:op3n@${base.slice('http://'.length)}/locked`;
    await run({ url, authType: 'authBasic' });
    expect(received).toEqual([expect.objectContaining({ url: '/locked', authorization: BASIC_DOOR })]);

    received = [];
    await run({ url, authType: 'authBasicAndDigest' });
    expect(received.map((r) => r.authorization)).toEqual([undefined, BASIC_DOOR]);

    received = [];
    await expect(run({ url: `${base}/locked` })).rejects.toThrow(`GET ${base}/locked answered 401`);
  });

  it('refuses URLs that are not http or https, and sends nothing', async () => {
    await expect(run({ url: 'file:///etc/passwd' })).rejects.toThrow(
      'The HTTP action calls http and https URLs only, not file:',
    );
    await expect(run({ url: 'not a url' })).rejects.toThrow("The HTTP action's URL is not a URL");
    expect(received).toEqual([]);
  });

  it('fails on an error status and on no reply within the timeout', async () => {
    await expect(run({ url: `${base}/broken` })).rejects.toThrow(`GET ${base}/broken answered 500`);
    await expect(run({ url: `${base}/silent` }, new HttpRequestAction(300))).rejects.toThrow(
      'No reply within the timeout.',
    );
  });
});
