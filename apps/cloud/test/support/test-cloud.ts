/**
 * `startCloud()`: a cloud app on a database of its own (PGlite in memory or a fresh PostgreSQL database),
 * answering through `app.inject` (or on a real loopback port with `listen`). Every reply is checked for
 * secrets. Closed, and its database dropped, after each test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { secretId } from '../../src/auth/secrets.ts';
import type { Clock } from '../../src/clock.ts';
import type { RootOverrides } from '../../src/composition.ts';
import type { CloudConfig } from '../../src/config.ts';
import type { AccountRow, NewAccount } from '../../src/modules/accounts/index.ts';
import { findSecrets } from './secrets.ts';
import {
  createPostgresDatabase,
  openPostgresAt,
  type PostgresTestDatabase,
  pgliteDatabase,
  type TestDatabaseKind,
} from './test-database.ts';

export interface StartCloudOptions {
  /** A database of its own (default PGlite), or `{url}` of a PostgreSQL database several clouds share. */
  database?: TestDatabaseKind | { url: string };
  /** Listen on a loopback port (`url` then names it). */
  listen?: boolean;
  clock?: Clock;
  /** A built web app to serve (default: none). */
  webDist?: string;
  loginRateLimit?: RootOverrides['loginRateLimit'];
  /** Serve the test hook (`--debug-hooks`). */
  debugHooks?: boolean;
  /** Shorter link clocks (grace, stale, ping), so a test awaits a state instead of sleeping. */
  linkTimings?: RootOverrides['linkTimings'];
}

export interface TestCloud extends BuiltApp {
  config: CloudConfig;
  /** `http://127.0.0.1:<port>` when started with `listen`. */
  url: string | null;
  /** Inject a request; every reply is checked for secrets. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** An account made directly through the service (registration comes later); activated unless told. */
  createAccount(fields?: Partial<NewAccount>): Promise<TestAccount>;
  close(): Promise<void>;
}

export interface TestAccount {
  row: AccountRow;
  email: string;
  password: string;
}

/** Values no reply may show: the passwords tests set and the session secrets they were given. */
export const knownSecrets = new Set<string>();

/**
 * PGlite compiles its WebAssembly on its first start in a process, which takes seconds on a busy machine:
 * paid here once per test file rather than inside the first test's time limit.
 */
beforeAll(async () => {
  await (await pgliteDatabase()).close();
}, 120_000);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
  knownSecrets.clear();
});

/** A PostgreSQL database for several clouds of one test (two nodes); dropped after the test. */
export async function sharedPostgres(): Promise<PostgresTestDatabase> {
  const database = await createPostgresDatabase();
  cleanups.unshift(database.drop);
  return database;
}

function assertNoSecrets(url: string, body: string): void {
  const found = findSecrets(body, knownSecrets);
  if (found.length) throw new Error(`reply to ${url} carries secrets: ${JSON.stringify(found)}`);
}

let accountCounter = 0;

export async function startCloud(options: StartCloudOptions = {}): Promise<TestCloud> {
  const kind = options.database ?? 'pglite';
  let dropDatabase: (() => Promise<void>) | null = null;
  let database: Awaited<ReturnType<typeof pgliteDatabase>>;
  if (kind === 'pglite') database = await pgliteDatabase();
  else if (kind === 'postgres') {
    const created = await createPostgresDatabase();
    dropDatabase = created.drop;
    database = await openPostgresAt(created.url);
  } else database = await openPostgresAt(kind.url);

  // A data dir of its own: the development mailbox lives in it.
  const dataDir = await mkdtemp(join(tmpdir(), 'argus-cloud-test-'));
  const config: CloudConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: { kind: 'pglite', dir: null },
    smtpUrl: undefined,
    publicUrl: 'http://localhost:8000',
    nodeUrl: undefined,
    mailFrom: 'Argus Cloud <noreply@localhost>',
    webDist: options.webDist ?? join('/nonexistent', 'web-dist'),
    logLevel: 'silent',
    debugHooks: options.debugHooks ?? false,
  };
  const built = await buildApp(config, {
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.loginRateLimit ? { loginRateLimit: options.loginRateLimit } : {}),
    ...(options.linkTimings ? { linkTimings: options.linkTimings } : {}),
  });
  let url: string | null = null;
  if (options.listen) {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  const cloud: TestCloud = {
    ...built,
    config,
    url,
    async request(o) {
      const res = await built.app.inject(o);
      const sessionCookie = res.cookies.find((c) => c.name === 'sessionid')?.value;
      if (sessionCookie) {
        knownSecrets.add(sessionCookie);
        knownSecrets.add(secretId(sessionCookie));
      }
      assertNoSecrets(String(o.url ?? o.path ?? ''), res.body);
      return res;
    },
    async createAccount(fields = {}) {
      accountCounter += 1;
      const email = fields.email ?? `user${accountCounter}.${Date.now()}@example.com`;
      const password = fields.password ?? `Secret-${accountCounter}-${Math.random().toString(36).slice(2)}`;
      knownSecrets.add(password);
      const row = await built.root.accountsService.create({
        firstName: 'Test',
        lastName: `User ${accountCounter}`,
        status: 'activated',
        ...fields,
        email,
        password,
      });
      return { row, email: row.email, password };
    },
    async close() {
      await built.app.close();
      if (dropDatabase) await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  cleanups.push(() => cloud.close());
  return cloud;
}

/** A clock a test moves by hand. */
export function manualClock(start = Date.now()) {
  let now = start;
  const clock: Clock = () => new Date(now);
  return {
    clock,
    advance(ms: number) {
      now += ms;
    },
  };
}
