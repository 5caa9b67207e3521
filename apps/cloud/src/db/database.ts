/**
 * The cloud database: PostgreSQL through node-postgres, or PGlite (PostgreSQL in WebAssembly, one process)
 * when no URL is given. Both run the same Drizzle pg-core schema, queries and migrations; the migrations in
 * `drizzle/` are applied at open. Times are `timestamptz`, read as `Date`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { PACKAGE_DIR } from '../package-dir.ts';
import { listenOnPostgres } from './pg-listener.ts';
import * as schema from './schema.ts';
import { TransactionScope } from './transaction.ts';

export type Schema = typeof schema;

/** A Drizzle handle on the cloud schema: the database itself or a transaction (same query API). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = join(PACKAGE_DIR, 'drizzle');

/** Any value; the nodes of one cloud serialise their migrations on it (pg_advisory_lock). */
const MIGRATION_LOCK = 4_240_015;

export interface CloudDatabase {
  readonly kind: 'pglite' | 'postgres';
  /** The database, or the transaction the current code runs in (see `transaction`). */
  readonly db: Db;
  /**
   * Runs `work` in one transaction: every query through `db` inside it (also from repositories it calls)
   * belongs to it. A nested call joins the outer transaction.
   */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with every `NOTIFY channel` payload of the database (from any node, this one too),
   * until the returned stop is called. `channel` is a fixed identifier of the code, never user input.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Opens the database `config.database` names and brings its schema up to date. */
export async function openDatabase(config: { database: DatabaseTarget }): Promise<CloudDatabase> {
  const target = config.database;
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dir);
}

function openPglite(dir: string | null): Promise<CloudDatabase> {
  if (dir) mkdirSync(dir, { recursive: true });
  return openPgliteClient(dir ? new PGlite(dir) : new PGlite());
}

/** A cloud database on a PGlite instance (tests start it from a copy); closing the database closes it. */
export async function openPgliteClient(client: PGlite): Promise<CloudDatabase> {
  try {
    const root = drizzlePglite({ client, schema });
    await migratePglite(root, { migrationsFolder: MIGRATIONS_FOLDER });
    const listen: Listen = (channel, onPayload) => client.listen(channel, onPayload);
    return scoped('pglite', root as unknown as Db, listen, () => client.close());
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function openPostgres(url: string): Promise<CloudDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops must not end the process; the next query opens another.
  pool.on('error', () => {});
  try {
    // Several nodes may start at once on one database: one migrates, the others wait and find it done.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    const listen: Listen = (channel, onPayload) => listenOnPostgres(url, channel, onPayload);
    return scoped('postgres', drizzlePg({ client: pool, schema }) as unknown as Db, listen, () => pool.end());
  } catch (error) {
    await pool.end();
    throw error;
  }
}

type Listen = CloudDatabase['listen'];

function scoped(
  kind: CloudDatabase['kind'],
  root: Db,
  listen: Listen,
  close: () => Promise<void>,
): CloudDatabase {
  const scope = new TransactionScope(root);
  return {
    kind,
    get db() {
      return scope.current();
    },
    transaction: (work) => scope.run(work),
    listen,
    close,
  };
}
