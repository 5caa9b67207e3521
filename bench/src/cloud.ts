/**
 * Cloud nodes for benchmarks: a throwaway PostgreSQL database on the test server (like the cloud's tests), one
 * or more cloud processes on it (cloud-server.ts, each on a free loopback port with a data dir of its own),
 * an account with systems seeded straight through the cloud's repositories, and a session cookie from a real
 * login.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRoot } from '../../apps/cloud/src/composition.ts';
import type { CloudConfig } from '../../apps/cloud/src/config.ts';
import { openDatabase } from '../../apps/cloud/src/db/database.ts';
import { SystemUsersRepository } from '../../apps/cloud/src/modules/system-users/index.ts';
import {
  createPostgresDatabase,
  type PostgresTestDatabase,
} from '../../apps/cloud/test/support/test-database.ts';
import { type NodeServerProcess, startNodeServer } from '../../e2e/support/servers.ts';

export type { PostgresTestDatabase as BenchDatabase };

/** A fresh database on the test server (TEST_DATABASE_URL, else postgres@127.0.0.1:5432); drop() removes it. */
export const benchDatabase = createPostgresDatabase;

/**
 * A cloud node on the database; the first one to start migrates it. `webDist`: the portal it serves (a
 * snapshot of the built web app, for browser benchmarks); else the cloud's default, apps/web/dist.
 */
export function startBenchCloud(
  databaseUrl: string,
  { webDist }: { webDist?: string } = {},
): Promise<NodeServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-bench-cloud-'));
  return startNodeServer(
    join(import.meta.dirname, 'cloud-server.ts'),
    (port) => [
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--database-url',
      databaseUrl,
      '--data-dir',
      dataDir,
      '--public-url',
      `http://127.0.0.1:${port}`,
      '--log-level',
      'warn',
      ...(webDist ? ['--web-dist', webDist] : []),
    ],
    { readyPath: '/api/ping', onStopped: () => rmSync(dataDir, { recursive: true, force: true }) },
  );
}

export interface SeededAccount {
  email: string;
  password: string;
  /** Its systems (it owns each), oldest first. */
  systemIds: string[];
}

/**
 * An activated account owning `systems` systems, written through the cloud's repositories on a migrated
 * database (start a node first). The systems share one auth-key hash: hashing a thousand keys would take
 * the seeding a minute and measure nothing.
 */
export async function seedAccount(databaseUrl: string, systems: number): Promise<SeededAccount> {
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-bench-seed-'));
  const config: CloudConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: { kind: 'postgres', url: databaseUrl },
    smtpUrl: undefined,
    publicUrl: 'http://127.0.0.1',
    nodeUrl: undefined,
    mailFrom: 'Argus Cloud <noreply@localhost>',
    webDist: join(dataDir, 'no-web-dist'),
    logLevel: 'silent',
    debugHooks: false,
  };
  const database = await openDatabase(config);
  const root = await createRoot(config, { database });
  try {
    const password = 'Bench-password-1';
    const account = await root.accountsService.create({
      firstName: 'Bench',
      lastName: 'Owner',
      status: 'activated',
      email: `bench.${Date.now()}@example.com`,
      password,
    });
    const shares = new SystemUsersRepository(root.database);
    const authKeyHash = account.passwordHash!;
    const systemIds: string[] = [];
    await root.database.transaction(async () => {
      for (let i = 0; i < systems; i++) {
        const now = new Date(Date.now() - (systems - i) * 1000);
        const system = await root.systems.insert({
          name: `Bench system ${String(i + 1).padStart(4, '0')}`,
          ownerAccountId: account.id,
          authKeyHash,
          customization: 'default',
          registrationTime: now,
        });
        await shares.insert({
          systemId: system.id,
          accountId: account.id,
          accessRole: 'owner',
          createdAt: now,
        });
        systemIds.push(system.id);
      }
    });
    return { email: account.email, password, systemIds };
  } finally {
    root.mailer.close();
    await root.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Logs in through the API; the `Cookie` header value that carries the session. */
export async function sessionCookie(baseUrl: string, account: SeededAccount): Promise<string> {
  const res = await fetch(`${baseUrl}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`login on ${baseUrl}: ${res.status} ${await res.text()}`);
  const session = res.headers.getSetCookie().find((c) => c.startsWith('sessionid='));
  if (!session) throw new Error(`login on ${baseUrl} set no session cookie`);
  return session.split(';')[0]!;
}
