/**
 * A database of its own for each test: PGlite in memory (started from a migrated copy made once per test
 * file, which skips PGlite's slow first start), or a fresh PostgreSQL database on the test server, dropped
 * when the test ends.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type CloudDatabase,
  MIGRATIONS_FOLDER,
  openDatabase,
  openPgliteClient,
} from '../../src/db/database.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The PostgreSQL server the tests may create databases on (trust auth, loopback). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let template: Promise<Blob> | null = null;

/** Where the migrated template of these migrations is kept between runs (PGlite's first start is slow). */
function templateFile(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER).sort())
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  return join(tmpdir(), `argus-cloud-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** A migrated, empty PGlite data dir: made once (then read from the temp dir), shared by the tests. */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = templateFile();
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const client = new PGlite();
      const database = await openPgliteClient(client);
      const dump = await client.dumpDataDir('none');
      await database.close();
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    }
  })();
  return template;
}

/** A fresh in-memory PGlite database with the cloud's schema. */
export async function pgliteDatabase(): Promise<CloudDatabase> {
  return openPgliteClient(new PGlite({ loadDataDir: await pgliteTemplate() }));
}

export interface PostgresTestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `CREATE DATABASE argus_test_<random>` on the test server; `drop()` removes it with its connections. */
export async function createPostgresDatabase(): Promise<PostgresTestDatabase> {
  const name = `argus_test_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/** Opens a cloud database on a PostgreSQL URL (as the app does from `--database-url`). */
export function openPostgresAt(url: string): Promise<CloudDatabase> {
  return openDatabase({ database: { kind: 'postgres', url } });
}
