/**
 * Bad input of every kind gets the documented error body quickly, never a 500, never Node's own reply, and
 * never an echo of what was sent; every reply carries the security headers.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';

const restBody = expect.objectContaining({ error: expect.any(String), errorId: expect.any(String) });

async function listening(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as { port: number }).port;
}

/** Sends raw bytes and reads the whole reply. */
function raw(port: number, bytes: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (d) => {
      text += d.toString();
    });
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const end = text.indexOf('\r\n\r\n');
      resolve({ status, head: text.slice(0, end).toLowerCase(), body: text.slice(end + 4) });
    });
    socket.on('error', reject);
  });
}

describe('hostile input', () => {
  it('answers 10,000 nested brackets on the unauthenticated login with a 400, at once', async () => {
    const t = await startTestApp();
    const started = performance.now();
    const res = await t.request({
      method: 'POST',
      url: '/rest/v1/login/sessions',
      headers: { 'content-type': 'application/json' },
      payload: '['.repeat(10_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: '5',
      errorId: 'badRequest',
      errorString: 'The request body nests too deeply.',
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    const broken = await t.request({
      method: 'POST',
      url: '/rest/v1/login/sessions',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "<script>',
    });
    expect(broken.json()).toEqual({
      error: '5',
      errorId: 'badRequest',
      errorString: 'The request body is not valid JSON.',
    });
  });

  it('never repeats a huge value in an error text', async () => {
    const t = await startTestApp();
    const res = await t.request({
      method: 'POST',
      url: '/rest/v1/login/sessions',
      payload: { username: Array.from({ length: 5_000 }, (_, i) => i), password: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorString.length).toBeLessThan(300);
  });

  it('answers a body over the limit with 413, a URL over the limit with 414, both with the error body', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    const big = await t.request({
      method: 'PATCH',
      url: '/rest/v1/system/settings',
      headers: bearer(token),
      payload: { systemName: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      error: '5',
      errorId: 'badRequest',
      errorString: 'The request body is too large.',
    });
    const long = await t.request({ method: 'GET', url: `/rest/v1/users/${'a'.repeat(9000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ errorId: 'badRequest', errorString: 'The request URL is too long.' });
  });

  it('answers what Node refuses itself (431, malformed requests) with the error body too', async () => {
    const t = await startTestApp();
    const port = await listening(t);
    const headers = await raw(
      port,
      `GET /rest/v1/system/info HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(headers.status).toBe(431);
    expect(JSON.parse(headers.body)).toEqual(restBody);
    const malformed = await raw(port, 'GET /\x00 HTTP/1.1\r\n\r\n');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toMatchObject({ errorId: 'badRequest' });
    for (const reply of [headers, malformed]) {
      expect(reply.head).toContain("content-security-policy: default-src 'none'; frame-ancestors 'none'");
      expect(reply.head).toContain('x-content-type-options: nosniff');
      expect(reply.head).toContain('referrer-policy: same-origin');
    }
  });

  it('answers bad percent-encoding and over-long path parameters with the error body, path not echoed', async () => {
    const t = await startTestApp();
    const marker = 'zq<svg>';
    const cases = [
      { method: 'GET', url: `/rest/v1/users/${marker}%E0%A4%A`, status: 400, family: 'rest' },
      { method: 'GET', url: `/api/${marker}%zz`, status: 400, family: 'legacy' },
      { method: 'PATCH', url: `/rest/v2/devices/${marker}${'a'.repeat(1000)}`, status: 414, family: 'rest' },
      {
        method: 'DELETE',
        url: `/web/rest/v1/users/${marker}${'b'.repeat(1000)}`,
        status: 414,
        family: 'rest',
      },
    ] as const;
    for (const { method, url, status, family } of cases) {
      const res = await t.request({ method, url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toBe('application/json');
      const body = res.json();
      expect(body, url).toMatchObject({ error: '5', errorId: 'badRequest' });
      if (family === 'legacy') expect(body.reply ?? null, url).toBeNull();
      expect(res.body, url).not.toContain('zq');
      expect(res.body, url).not.toContain('FST_');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('never echoes the request path', async () => {
    const t = await startTestApp();
    for (const url of ['/rest/v1/<script>x</script>', '/api/<b>x', '/ec2/zz<svg>']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<');
    }
  });
});

describe('security headers', () => {
  it('come with every page and API reply; frame-ancestors follows the embed allow-list', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    for (const url of ['/', '/settings', '/rest/v1/system/info', '/api/moduleInformation', '/nothing.js']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['content-security-policy'], url).toMatch(/frame-ancestors 'self'(;|$)/);
      expect(res.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
      expect(res.headers['strict-transport-security'], 'no HSTS over plain HTTP').toBeUndefined();
    }
    await t.request({
      method: 'PATCH',
      url: '/rest/v1/system/settings',
      headers: bearer(token),
      payload: { embedAllowedOrigins: 'https://portal.example' },
    });
    const framed = await t.request({ method: 'GET', url: '/' });
    expect(framed.headers['content-security-policy']).toMatch(
      /frame-ancestors 'self' https:\/\/portal\.example/,
    );
  });
});
