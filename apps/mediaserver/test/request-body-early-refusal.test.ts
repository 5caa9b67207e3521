/**
 * No body is read before the caller is known (issue 14): access is decided from the headers, and a body
 * longer than the endpoint takes is refused from its Content-Length, so a reply comes before any of the body
 * is sent and nothing is buffered. Over a real socket: the client announces 512 MiB and sends none of it.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.ts';
import { OWNER_PASSWORD, setUpSystem } from './system-fixtures.ts';

const ANNOUNCED = 512 * 1024 * 1024;

/** Sends only the head of a POST that announces `length` bytes; resolves the reply's head once it comes. */
function headOnly(port: number, path: string, length: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; head: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.destroy();
      resolve({ status: Number(received.split(' ')[1]), head: received.slice(0, end) });
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed without a reply: ${received}`)));
    const lines = [
      `POST ${path} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${length}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n{"data":"`);
  });
}

describe('a restore upload from a caller who may not restore', () => {
  it('is refused from its headers, before the body is sent', async () => {
    const t = await startTestApp();
    await setUpSystem(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = t.root.listening.port();
    for (const path of ['/rest/v1/system/database', '/ec2/restoreDatabase', '/web/rest/v2/system/database']) {
      const anonymous = await headOnly(port, path, ANNOUNCED);
      expect(anonymous.status, `${path}: ${anonymous.head}`).toBe(401);
    }
    // Known but not the owner: 403, still before the body.
    await t.request({
      method: 'POST',
      url: '/rest/v1/users',
      headers: { authorization: `Bearer ${await t.login('admin', OWNER_PASSWORD)}` },
      payload: {
        name: 'viewer',
        password: 'Viewer-pass-1',
        userRoleId: '00000000-0000-0000-0000-100000000003',
      },
    });
    const viewer = await t.login('viewer', 'Viewer-pass-1');
    const forbidden = await headOnly(port, '/rest/v1/system/database', ANNOUNCED, {
      Authorization: `Bearer ${viewer}`,
    });
    expect(forbidden.status, forbidden.head).toBe(403);
  });

  it('is refused with 413 from its Content-Length when the owner announces more than a backup can be', async () => {
    const t = await startTestApp();
    await setUpSystem(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await t.login('admin', OWNER_PASSWORD);
    const tooBig = await headOnly(t.root.listening.port(), '/rest/v1/system/database', 4 * ANNOUNCED, {
      Authorization: `Bearer ${owner}`,
    });
    expect(tooBig.status, tooBig.head).toBe(413);
  });
});
