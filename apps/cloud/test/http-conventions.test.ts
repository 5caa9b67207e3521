/** The cloud's HTTP conventions (cloud-api §1.1, §1.4): error bodies for everything, paths, headers. */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startCloud } from './support/test-cloud.ts';

describe.each(['pglite', 'postgres'] as const)('HTTP conventions (%s)', (database) => {
  it('answers an unknown route, bad JSON, a body too large and a wrong method in the cloud body', async () => {
    const cloud = await startCloud({ database });
    const unknown = await cloud.request({ method: 'GET', url: '/api/no/such/thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ resultCode: 'notFound', errorText: 'Not found', errorData: null });

    const badJson = await cloud.request({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.cc", "password": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({
      resultCode: 'deserializationError',
      errorText: 'The request body is not valid JSON.',
      errorData: null,
    });
    expect(badJson.body).not.toContain('a@b.cc');

    const large = await cloud.request({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.cc', password: 'x'.repeat(2_000_000) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ resultCode: 'badRequest', errorData: null });

    const method = await cloud.request({ method: 'DELETE', url: '/api/account/login' });
    expect(method.statusCode).toBe(405);
    expect(method.json()).toMatchObject({ resultCode: 'badRequest' });

    const type = await cloud.request({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(type.statusCode).toBe(415);
    expect(type.json().resultCode).toBe('badRequest');
  });

  it('serves every path with and without a trailing slash', async () => {
    const cloud = await startCloud({ database });
    const account = await cloud.createAccount();
    for (const url of ['/api/ping', '/api/ping/']) {
      const res = await cloud.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ resultCode: 'ok' });
    }
    expect((await cloud.request({ method: 'GET', url: '/api/account/' })).json()).toEqual({
      is_authenticated: false,
    });
    const login = await cloud.request({
      method: 'POST',
      url: '/api/account/login/',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('sends the security headers on replies and errors', async () => {
    const cloud = await startCloud({ database });
    for (const url of ['/api/ping', '/api/nothing']) {
      const res = await cloud.request({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['content-type']).toBe('application/json');
    }
  });

  it('answers what Node refuses on the socket and the router refuses in the cloud body', async () => {
    const cloud = await startCloud({ database, listen: true });
    const { port } = new URL(cloud.url!);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk;
      });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain('X-Content-Type-Options: nosniff');
    expect(raw).toContain('X-Frame-Options: SAMEORIGIN');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({
      resultCode: 'badRequest',
      errorData: null,
    });

    const badPath = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${cloud.url}/api/%E0%A4%A`, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(badPath.status).toBe(400);
    expect(JSON.parse(badPath.body)).toMatchObject({ resultCode: 'badRequest' });
  });
});
