/**
 * A database of its own for each test: PGlite in memory (started from a migrated copy made once per test
 * file, which skips PGlite's slow first start), or a fresh PostgreSQL database on the test server, copied
 * from a migrated template (`CREATE DATABASE … TEMPLATE`, a file copy on the server, instead of running every
 * migration again for each test), dropped when the test ends.
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

/** A short hash of the migrations: a template made from other migrations is never used. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER).sort())
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  return hash.digest('hex').slice(0, 16);
}

/** Where the migrated template of these migrations is kept between runs (PGlite's first start is slow). */
function templateFile(): string {
  return join(tmpdir(), `argus-cloud-pglite-${migrationsHash()}.tar`);
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

/** The URL of a database on the test server. */
function urlOf(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

let postgresTemplate: Promise<string> | null = null;

/**
 * The name of a migrated, unused database to copy from, made once per set of migrations (kept on the server
 * between runs). It is migrated under a name of its own and then renamed, so that no run ever copies a
 * half-migrated template; a run that loses the race to rename drops its own.
 */
function migratedTemplate(): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `argus_template_${migrationsHash()}`;
    const exists = await onServer((client) =>
      client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]),
    );
    if (exists.rowCount) return name;
    const draft = `${name}_${randomBytes(4).toString('hex')}`;
    await onServer((client) => client.query(`CREATE DATABASE ${draft}`));
    await (await openPostgresAt(urlOf(draft))).close();
    await onServer(async (client) => {
      try {
        await client.query(`ALTER DATABASE ${draft} RENAME TO ${name}`);
      } catch {
        await client.query(`DROP DATABASE IF EXISTS ${draft} WITH (FORCE)`);
      }
    });
    return name;
  })();
  return postgresTemplate;
}

/**
 * `CREATE DATABASE argus_test_<random>` on the test server, migrated (a copy of the template);
 * `drop()` removes it with its connections.
 */
export async function createPostgresDatabase(): Promise<PostgresTestDatabase> {
  const name = `argus_test_${randomBytes(6).toString('hex')}`;
  const template = await migratedTemplate();
  await onServer((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: urlOf(name),
    drop: () =>
      onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/** Opens a cloud database on a PostgreSQL URL (as the app does from `--database-url`). */
export function openPostgresAt(url: string): Promise<CloudDatabase> {
  return openDatabase({ database: { kind: 'postgres', url } });
}
