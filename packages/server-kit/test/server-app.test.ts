/**
 * The kit's HTTP conventions on a tiny server with a fake error family: whatever fails (a domain error, a
 * body Fastify or the JSON parser refuses, a URL the router refuses, bytes Node refuses) answers in the
 * family's body, and every reply carries the security headers.
 */
import { connect } from 'node:net';
import { UnsupportedMediaType } from '@argus/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createServerApp,
  ERROR_ONLY_HEADERS,
  type HttpLogEntry,
  type ServerAppOptions,
  serveEndpoints,
} from '../src/index.ts';
import { authorize, FAKE_FAMILY, route, thingsEndpoint } from './fake-family.ts';

const POLICY = "default-src 'self'; frame-ancestors 'none'";
const opened: FastifyInstance[] = [];

afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});

function start(options: Partial<ServerAppOptions> = {}) {
  const built = createServerApp({
    logLevel: 'silent',
    errors: FAKE_FAMILY,
    securityHeaders: { contentSecurityPolicy: () => POLICY, httpsOnly: () => true },
    ...options,
  });
  serveEndpoints(built.app, [route(thingsEndpoint, ({ caller }) => ({ addedBy: caller.name }))], authorize);
  opened.push(built.app);
  return built;
}

const caller = { 'x-caller': 'ann' };

/** Sends raw bytes and reads the whole reply. */
function raw(port: number, bytes: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (d) => {
      text += d.toString();
    });
    socket.on('end', () => {
      const end = text.indexOf('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        head: text.slice(0, end).toLowerCase(),
        body: text.slice(end + 4),
      });
    });
    socket.on('error', reject);
  });
}

describe('a server on the kit', () => {
  it('serves its endpoints with exactly application/json and the security headers', async () => {
    const { app } = start();
    const res = await app.inject({ method: 'POST', url: '/api/things', headers: caller, payload: { a: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ addedBy: 'ann' });
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['content-security-policy']).toBe(POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security'], 'no HSTS over plain HTTP').toBeUndefined();
  });

  it('answers an unknown route with the family 404, with the security headers', async () => {
    const { app } = start();
    const res = await app.inject({ method: 'GET', url: '/api/<b>nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ problem: 'notFound', text: null });
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['content-security-policy']).toBe(POLICY);
    expect(res.body).not.toContain('<b>');
  });

  it('answers unknown page paths with the web app when the server has one, API paths with the 404', async () => {
    const { app } = start({
      pages: {
        isPage: (request) => request.method === 'GET' && !request.url.startsWith('/api/'),
        sendPage: (reply) => reply.type('text/html').send('<p>app</p>'),
      },
    });
    const page = await app.inject({ method: 'GET', url: '/settings/users' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<p>app</p>');
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ problem: 'notFound', text: null });
  });

  it('answers a malformed JSON body with the family 400, never quoting it', async () => {
    const { app } = start();
    const res = await app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { ...caller, 'content-type': 'application/json; charset=utf-8' },
      payload: '{"zq<svg>": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ problem: 'badRequest', text: 'The request body is not valid JSON.' });
    expect(res.body).not.toContain('zq');
  });

  it('refuses JSON nested deeper than the cap before parsing it', async () => {
    const { app } = start();
    const res = await app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { ...caller, 'content-type': 'application/json' },
      payload: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ problem: 'badRequest', text: 'The request body nests too deeply.' });
  });

  it('answers a body over the limit with the family 413', async () => {
    const { app } = start();
    const res = await app.inject({
      method: 'POST',
      url: '/api/things',
      headers: caller,
      payload: { big: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ problem: 'payloadTooLarge' });
  });

  it('answers a URL over the limit with the family 414', async () => {
    const { app } = start();
    const res = await app.inject({ method: 'GET', url: `/api/${'a'.repeat(9000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ problem: 'uriTooLong' });
  });

  it('refuses bodies of types it does not read; an untyped body is JSON only where the server says so', async () => {
    const plain = start().app;
    const typed = await plain.inject({
      method: 'POST',
      url: '/api/things',
      headers: { ...caller, 'content-type': 'application/xml' },
      payload: '<thing/>',
    });
    expect(typed.statusCode).toBe(415);
    expect(typed.json()).toMatchObject({ problem: 'unsupportedMediaType' });
    const untyped = { method: 'POST', url: '/api/things', headers: caller, payload: '{"a":1}' } as const;
    expect((await plain.inject(untyped)).statusCode).toBe(415);
    const lenient = start({ json: { untypedBodyIsJson: true } }).app;
    expect((await lenient.inject(untyped)).statusCode).toBe(200);
  });

  it('answers a URL the router refuses in the family shape with the headers of an error-only reply', async () => {
    const { app } = start();
    const res = await app.inject({ method: 'GET', url: '/api/things/zq<svg>%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ problem: 'badRequest', text: 'The request URL is not valid.' });
    expect(res.body).not.toContain('zq');
    for (const [name, value] of Object.entries(ERROR_ONLY_HEADERS))
      expect(res.headers[name.toLowerCase()]).toBe(value);
  });

  it("answers what Node's parser refuses with the family body and the error-only headers", async () => {
    const { app } = start();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const big = await raw(
      port,
      `GET /api/things HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toEqual({
      problem: 'badRequest',
      text: 'The request headers are too large.',
    });
    const malformed = await raw(port, 'GET /\x00 HTTP/1.1\r\n\r\n');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toEqual({
      problem: 'badRequest',
      text: 'The request is not valid HTTP.',
    });
    for (const reply of [big, malformed]) {
      expect(reply.head).toContain('content-type: application/json');
      for (const [name, value] of Object.entries(ERROR_ONLY_HEADERS))
        expect(reply.head).toContain(`${name.toLowerCase()}: ${value.toLowerCase()}`);
    }
  });

  it("takes a family's own error for bodies that do not parse, and its own depth cap", async () => {
    const { app } = start({
      json: { maxDepth: 2, invalidBody: (text) => new UnsupportedMediaType(`own: ${text}`) },
    });
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/things',
        headers: { ...caller, 'content-type': 'application/json' },
        payload,
      });
    expect((await post('{"a": ')).json()).toEqual({
      problem: 'unsupportedMediaType',
      text: 'own: The request body is not valid JSON.',
    });
    expect((await post('[[[]]]')).json()).toEqual({
      problem: 'unsupportedMediaType',
      text: 'own: The request body nests too deeply.',
    });
    expect((await post('[[]]')).statusCode).toBe(200);
  });

  it("picks the policy per reply and sends the server's other headers, also on socket and router errors", async () => {
    const other = { 'X-Frame-Options': 'SAMEORIGIN' };
    const { app } = start({
      securityHeaders: {
        contentSecurityPolicy: (reply) =>
          String(reply.getHeader('content-type')).startsWith('text/html') ? 'page-policy' : POLICY,
        httpsOnly: () => false,
        otherHeaders: other,
      },
      pages: { isPage: () => true, sendPage: (reply) => reply.type('text/html').send('<p>app</p>') },
    });
    const page = await app.inject({ method: 'GET', url: '/settings' });
    expect(page.headers['content-security-policy']).toBe('page-policy');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const api = await app.inject({ method: 'POST', url: '/api/things', headers: caller, payload: {} });
    expect(api.headers['content-security-policy']).toBe(POLICY);
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
    const badUrl = await app.inject({ method: 'GET', url: '/api/things/%E0%A4%A' });
    expect(badUrl.headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    expect((await raw(port, 'GET /\x00 HTTP/1.1\r\n\r\n')).head).toContain('x-frame-options: sameorigin');
  });

  it('answers methods a path does not serve with 405, only to callers who pass its access', async () => {
    const { app } = start();
    const anonymous = await app.inject({ method: 'GET', url: '/api/things' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ problem: 'unauthorized' });
    const known = await app.inject({ method: 'DELETE', url: '/api/things', headers: caller });
    expect(known.statusCode).toBe(405);
    expect(known.json()).toMatchObject({ problem: 'methodNotAllowed' });
  });

  it('writes one HTTP log line per answered request, without the query', async () => {
    const lines: HttpLogEntry[] = [];
    const { app, requestsInFlight } = start({
      httpLog: { sink: { httpEnabled: () => true, writeHttp: (entry) => lines.push(entry) } },
    });
    await app.inject({ method: 'GET', url: '/api/nothing?auth=secret' });
    expect(lines).toEqual([expect.objectContaining({ method: 'GET', url: '/api/nothing', statusCode: 404 })]);
    expect(requestsInFlight()).toBe(0);
  });
});
