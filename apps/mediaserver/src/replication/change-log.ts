/**
 * Reading the change log: what a server holds (its version vector) and what a peer lacks.
 *
 * Each origin's changes are numbered 1, 2, 3… and a server holds a prefix of every origin's numbers: the
 * apply takes an origin's next number only (applyChanges), and the log's local order (`id`) keeps each
 * origin's numbers ascending. So the greatest number per origin says everything a server holds, and a peer
 * lacks exactly the changes above its numbers.
 */
import type Database from 'better-sqlite3';
import { statement } from './statements.ts';

export type Op = 'insert' | 'update' | 'delete';

/** One row-level change as servers exchange it. */
export interface Change {
  origin: string;
  seq: number;
  table: string;
  /** The row's primary key values as a JSON array (values.ts). */
  pk: string;
  op: Op;
  /** The columns the change set, as a JSON object (`{}` for a delete). */
  cols: string;
  hlc: string;
}

/** The greatest sequence number held per origin. */
export type VersionVector = Record<string, number>;

const CHANGE_COLUMNS = 'origin, origin_seq AS seq, table_name AS "table", pk, op, cols, hlc';

export function versionVector(db: Database.Database): VersionVector {
  const rows = statement(db, 'SELECT origin, seq FROM replication_heads').all() as {
    origin: string;
    seq: number;
  }[];
  return Object.fromEntries(rows.map((r) => [r.origin, r.seq]));
}

/**
 * The changes this server holds and a peer with `vector` lacks, at most `limit`, in this server's log order:
 * each origin's in ascending number from the peer's next one, so any prefix of the answer applies.
 */
export function changesSince(db: Database.Database, vector: VersionVector, limit = 1000): Change[] {
  const perOrigin = statement(
    db,
    `SELECT id, ${CHANGE_COLUMNS} FROM replication_log WHERE origin = ? AND origin_seq > ? ORDER BY origin_seq LIMIT ?`,
  );
  const found: (Change & { id: number })[] = [];
  for (const [origin, seq] of Object.entries(versionVector(db))) {
    const has = vector[origin] ?? 0;
    if (seq > has) found.push(...(perOrigin.all(origin, has, limit) as (Change & { id: number })[]));
  }
  found.sort((a, b) => a.id - b.id);
  return found.slice(0, limit).map(({ id: _id, ...change }) => change);
}
