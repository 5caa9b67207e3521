/**
 * HTTPS and HTTP on one port (media-server-api §1.1), as the official Nx samples expect
 * (`https://<host>:7001` with certificate checks off): the server's own self-signed certificate or the
 * user's, reported in server information, and `trafficEncryptionForced` sending plain HTTP to HTTPS.
 */
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import selfsigned from 'selfsigned';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  peerCertificate?: string;
}

/** One request over a real connection; certificate checks off, as the samples do. */
function call(
  scheme: 'http' | 'https',
  port: number,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Raw> {
  const send = scheme === 'https' ? httpsRequest : httpRequest;
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        rejectUnauthorized: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        const socket = res.socket as { getPeerCertificate?: () => { raw?: Buffer } };
        const raw = socket.getPeerCertificate?.().raw;
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            ...(raw ? { peerCertificate: new X509Certificate(raw).fingerprint256 } : {}),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function listening(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as { port: number }).port;
}

const fingerprintOf = (pem: string) => new X509Certificate(pem).fingerprint256;

describe('HTTPS and HTTP on one port', () => {
  it('answers both on the same port with the server’s own certificate, kept across restarts', async () => {
    const first = await startTestApp();
    const port = await listening(first);
    const plain = await call('http', port, 'GET', '/rest/v1/servers/this/info');
    const tls = await call('https', port, 'GET', '/rest/v1/servers/this/info');
    expect(plain.status).toBe(200);
    expect(tls.status).toBe(200);
    const info = JSON.parse(tls.body);
    expect(info.sslAllowed).toBe(true);
    expect(info).not.toHaveProperty('userProvidedCertificatePem');
    expect(tls.peerCertificate).toBe(fingerprintOf(info.certificatePem));
    const sans = new X509Certificate(info.certificatePem).subjectAltName ?? '';
    expect(sans).toContain('DNS:localhost');
    expect(sans).toContain('IP Address:127.0.0.1');
    await first.app.close();

    const second = await startTestApp({ dataDir: first.dataDir });
    const again = await call('https', await listening(second), 'GET', '/rest/v1/servers/this/info');
    expect(again.peerCertificate).toBe(tls.peerCertificate);
  });

  it('presents the user’s own certificate when it is given, and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'argus-cert-'));
    const pems = await selfsigned.generate([{ name: 'commonName', value: 'vms.example' }], { keyType: 'ec' });
    writeFileSync(join(dir, 'my.crt'), pems.cert);
    writeFileSync(join(dir, 'my.key'), pems.private);
    const t = await startTestApp({ certificate: join(dir, 'my.crt'), key: join(dir, 'my.key') });
    const res = await call(
      'https',
      await listening(t),
      'GET',
      '/rest/v1/servers/this/info?_keepDefault=true',
    );
    const info = JSON.parse(res.body);
    expect(res.peerCertificate).toBe(fingerprintOf(pems.cert));
    expect(info.userProvidedCertificatePem).toBe(pems.cert);
    expect(info.certificatePem).toBe(pems.cert);
  });

  it('sets the session cookie Secure over HTTPS', async () => {
    const t = await startTestApp();
    const res = await call('https', await listening(t), 'POST', '/rest/v1/login/sessions', {
      body: { username: 'admin', password: 'admin', setCookie: true },
    });
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('x-runtime-guid='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
  });
});

describe('trafficEncryptionForced', () => {
  it('sends plain HTTP to HTTPS once the system is set up to force it: pages redirect, API calls are refused', async () => {
    const t = await startTestApp();
    const port = await listening(t);
    // A new system takes plain HTTP: its settings are chosen at setup.
    const login = await call('http', port, 'POST', '/rest/v1/login/sessions', {
      body: { username: 'admin', password: 'admin' },
    });
    expect(login.status).toBe(200);
    const token = JSON.parse(login.body).token as string;
    const setup = await call('http', port, 'POST', '/rest/v1/system/setup', {
      headers: { authorization: `Bearer ${token}` },
      body: { name: 'Secure site', settingsPreset: 'recommended', local: { password: 'Owner-pass-1' } },
    });
    expect(setup.status, setup.body).toBe(200);

    const api = await call('http', port, 'GET', '/rest/v1/system/settings', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(api.status).toBe(403);
    expect(api.headers['content-type']).toBe('application/json');
    const target = `https://127.0.0.1:${port}/rest/v1/system/settings`;
    expect(JSON.parse(api.body)).toEqual({
      error: '4',
      errorId: 'forbidden',
      errorString: `This system accepts only HTTPS connections. Use ${target}`,
    });
    expect(api.headers.location).toBe(target);
    const legacy = await call('http', port, 'GET', '/web/api/moduleInformation');
    expect(JSON.parse(legacy.body)).toMatchObject({ error: '4', errorId: 'forbidden', reply: null });

    const page = await call('http', port, 'GET', '/settings/users?x=1');
    expect(page.status).toBe(307);
    expect(page.headers.location).toBe(`https://127.0.0.1:${port}/settings/users?x=1`);

    const secure = await call('https', port, 'GET', '/rest/v1/system/settings', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(secure.status).toBe(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    const off = await call('https', port, 'PATCH', '/rest/v1/system/settings', {
      headers: { authorization: `Bearer ${token}` },
      body: { trafficEncryptionForced: false },
    });
    expect(off.status).toBe(200);
    expect((await call('http', port, 'GET', '/api/moduleInformation')).status).toBe(200);
  });
});
