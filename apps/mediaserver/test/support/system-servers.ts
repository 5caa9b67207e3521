/**
 * Servers of one system in a test: each listens on a loopback port, has the same users (password
 * credentials, which every server checks itself until sessions replicate), and knows the others' records
 * as replication or a merge will write them; plain HTTP requests to a port, bodies sent in pieces.
 */
import { request as httpRequest } from 'node:http';
import { PERMISSION_PRESETS } from '@argus/contract';
import { servers } from '../../src/modules/servers/index.ts';
import { basic, createUser } from '../auth-fixtures.ts';
import type { TestApp } from './test-app.ts';

export const ADMIN = basic('sysadmin', 'Admin-Pass-1');
export const VIEWER = basic('watcher', 'Viewer-Pass-1');

export interface Node {
  t: TestApp;
  id: string;
  port: number;
}

export async function node(t: TestApp): Promise<Node> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  await createUser(t, {
    name: 'sysadmin',
    password: 'Admin-Pass-1',
    digest: true,
    permissions: PERMISSION_PRESETS.administrator,
  });
  await createUser(t, { name: 'watcher', password: 'Viewer-Pass-1', digest: true });
  return { t, id: t.root.identity.serverId, port };
}

/** Writes `other`'s record into `into`'s database, as replication would. */
export function know(into: Node, other: Node): void {
  into.t.root.db
    .insert(servers)
    .values({
      id: other.id,
      name: `Server ${other.port}`,
      url: `https://127.0.0.1:${other.port}`,
      endpoints: [`127.0.0.1:${other.port}`],
      version: '5.1.0.0',
    })
    .run();
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A plain HTTP request to a server's port; the body is sent in pieces (chunked) when given. */
export function call(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) {
      req.write(body.slice(0, 5));
      req.end(body.slice(5));
    } else req.end();
  });
}

export const json = (r: Reply) => JSON.parse(r.body.toString('utf8'));
