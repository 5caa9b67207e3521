/**
 * The shared per-request path (authentication, security headers, request count) does its work once per
 * change, not once per request, and stays right when things change.
 */
import { describe, expect, it } from 'vitest';
import { bearer, startTestApp } from './support/test-app.ts';

describe('per-request path', () => {
  it('splits the embed allow-list once per change: the same list until the setting changes', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    const before = t.root.settings.embedAllowedOrigins();
    expect(t.root.settings.embedAllowedOrigins()).toBe(before);
    await t.request({
      method: 'PATCH',
      url: '/rest/v1/system/settings',
      headers: bearer(token),
      payload: { embedAllowedOrigins: 'https://portal.example https://other.example' },
    });
    const after = t.root.settings.embedAllowedOrigins();
    expect(after).toEqual(['https://portal.example', 'https://other.example']);
    expect(t.root.settings.embedAllowedOrigins()).toBe(after);
    const res = await t.request({ method: 'GET', url: '/rest/v1/system/info' });
    expect(res.headers['content-security-policy']).toMatch(
      /frame-ancestors 'self' https:\/\/portal\.example https:\/\/other\.example$/,
    );
  });

  it('a token that worked is refused on the next request once its session ends', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    const info = { method: 'GET' as const, url: '/rest/v1/users', headers: bearer(token) };
    expect((await t.request(info)).statusCode).toBe(200);
    expect((await t.request(info)).statusCode).toBe(200);
    expect(t.root.sessions.revoke(token)).toBe(true);
    expect(t.root.sessions.resolve(token)).toBeUndefined();
    const refused = await t.request(info);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-auth-result']).toBe('Auth_WrongSessionToken');
  });

  it('counts no request in flight once keep-alive requests are answered', async () => {
    const t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/rest/v1/system/info`);
      await res.arrayBuffer();
    }
    await expect.poll(() => t.requestsInFlight()).toBe(0);
  });
});
