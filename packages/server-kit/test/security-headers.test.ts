import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createServerApp, HSTS, policyFollowing } from '../src/index.ts';
import { FAKE_FAMILY } from './fake-family.ts';

describe('security headers', () => {
  it('send HSTS over HTTPS only while the server accepts nothing else', async () => {
    let httpsOnly = true;
    const { app } = createServerApp({
      // The protocol from X-Forwarded-Proto: a request over TLS without a TLS server.
      fastify: { trustProxy: true },
      logLevel: 'silent',
      errors: FAKE_FAMILY,
      securityHeaders: { contentSecurityPolicy: () => "default-src 'self'", httpsOnly: () => httpsOnly },
    });
    const overTls = { method: 'GET', url: '/nothing', headers: { 'x-forwarded-proto': 'https' } } as const;
    expect((await app.inject(overTls)).headers['strict-transport-security']).toBe(HSTS);
    expect((await app.inject({ method: 'GET', url: '/nothing' })).headers['strict-transport-security']).toBe(
      undefined,
    );
    httpsOnly = false;
    expect((await app.inject(overTls)).headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it("build the web app's policy with its inline scripts and framing origins", () => {
    const policy = contentSecurityPolicy(['sha256-abc'], ['https://portal.example']);
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).toMatch(/frame-ancestors 'self' https:\/\/portal\.example$/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self';");
  });

  it('let the page call the given origins besides its own (a console calls its cloud)', () => {
    expect(contentSecurityPolicy([], [], ['http://127.0.0.1:8000'])).toContain(
      "connect-src 'self' http://127.0.0.1:8000;",
    );
    expect(policyFollowing([], () => [], ['https://cloud.example'])()).toContain(
      "connect-src 'self' https://cloud.example;",
    );
  });

  it('follow a framing list that a setting decides, building the text again only when the list changes', () => {
    let origins: readonly string[] = [];
    const policy = policyFollowing([], () => origins);
    const first = policy();
    expect(first).toMatch(/frame-ancestors 'self'$/);
    expect(policy()).toBe(first);
    origins = ['https://portal.example'];
    expect(policy()).toMatch(/frame-ancestors 'self' https:\/\/portal\.example$/);
  });
});
