/** Test helpers for storages: temporary folders, loopback ports that answer or refuse, storage records. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect } from 'vitest';
import type { TestApp } from './support/test-app.ts';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A fresh folder, removed after the test. */
export function tempFolder(prefix = 'argus-storage-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A loopback port that accepts connections (a share's server that answers); closed after the test. */
export async function answeringPort(): Promise<number> {
  const server: Server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as { port: number }).port;
}

/** A loopback port nobody listens on (connections are refused at once). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const STORAGES_URL = '/rest/v1/servers/this/storages';

/** Adds a storage through the API and returns its model (with every field). */
export async function addStorage(
  t: TestApp,
  auth: { authorization: string },
  body: Record<string, unknown>,
): Promise<Record<string, unknown> & { id: string }> {
  const res = await t.request({
    method: 'POST',
    url: `${STORAGES_URL}?_keepDefault=true`,
    headers: auth,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
