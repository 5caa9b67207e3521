/**
 * Capture: triggers that append every local insert, update and delete of a replicated table to
 * `replication_log`, in the writer's own transaction (so a committed write is in the log, kill -9 or not).
 * The stamp, the node id and the JSON of keys and values come from functions the replica registers on the
 * connection (replica.ts). `replication_capturing()` is 0 while received changes are applied: those are
 * logged by the apply with their own origin, not as local writes.
 *
 * An update logs only the columns it changed; an update that changes the key is logged as the old key's
 * delete and the new key's insert.
 */
import type Database from 'better-sqlite3';

/** A replicated table: its columns in order, and those of its primary key. */
export interface TableShape {
  name: string;
  columns: readonly string[];
  key: readonly string[];
}

const SUFFIXES = ['insert', 'update', 'rekey', 'delete'] as const;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function quoted(name: string): string {
  if (!NAME.test(name)) throw new Error(`Not a plain SQL name: ${name}`);
  return `"${name}"`;
}

interface ColumnInfo {
  name: string;
  pk: number;
}

/** Reads a table's shape from SQLite; a table without a declared primary key cannot be replicated. */
export function tableShape(db: Database.Database, name: string): TableShape {
  quoted(name);
  const info = db.prepare(`PRAGMA table_info(${quoted(name)})`).all() as ColumnInfo[];
  if (info.length === 0) throw new Error(`No table ${name}`);
  for (const column of info) quoted(column.name);
  const key = info
    .filter((c) => c.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => c.name);
  if (key.length === 0) throw new Error(`Table ${name} has no primary key to replicate by`);
  return { name, columns: info.map((c) => c.name), key };
}

/** The statement that logs one local change (`key` and `cols` are SQL expressions or parameters). */
export function logEntry(table: string, op: string, key: string, cols: string): string {
  return (
    'INSERT INTO replication_log (origin, origin_seq, table_name, pk, op, cols, hlc) VALUES (replication_node(), ' +
    '(SELECT coalesce(max(origin_seq), 0) + 1 FROM replication_log WHERE origin = replication_node()), ' +
    `'${table}', ${key}, '${op}', ${cols}, replication_hlc());`
  );
}

type Suffix = (typeof SUFFIXES)[number];

/** The trigger statements that capture a table's changes, by their name's suffix. */
export function captureTriggers(shape: TableShape): Record<Suffix, string> {
  const t = quoted(shape.name);
  const key = (row: 'NEW' | 'OLD') =>
    `replication_key(${shape.key.map((c) => `${row}.${quoted(c)}`).join(', ')})`;
  const values = `replication_values(${shape.columns.map((c) => `'${c}', NEW.${quoted(c)}`).join(', ')})`;
  const changed = `replication_changed(${shape.columns.map((c) => `'${c}', OLD.${quoted(c)}, NEW.${quoted(c)}`).join(', ')})`;
  const sameKey = shape.key.map((c) => `NEW.${quoted(c)} IS OLD.${quoted(c)}`).join(' AND ');
  const anyChange = shape.columns.map((c) => `NEW.${quoted(c)} IS NOT OLD.${quoted(c)}`).join(' OR ');
  const trigger = (suffix: Suffix, event: string, when: string, body: string) =>
    `CREATE TRIGGER "replication_${shape.name}_${suffix}" AFTER ${event} ON ${t} ` +
    `WHEN replication_capturing()${when} BEGIN ${body} END`;
  return {
    insert: trigger('insert', 'INSERT', '', logEntry(shape.name, 'insert', key('NEW'), values)),
    update: trigger(
      'update',
      'UPDATE',
      ` AND (${sameKey}) AND (${anyChange})`,
      logEntry(shape.name, 'update', key('NEW'), changed),
    ),
    rekey: trigger(
      'rekey',
      'UPDATE',
      ` AND NOT (${sameKey})`,
      logEntry(shape.name, 'delete', key('OLD'), "'{}'") + logEntry(shape.name, 'insert', key('NEW'), values),
    ),
    delete: trigger('delete', 'DELETE', '', logEntry(shape.name, 'delete', key('OLD'), "'{}'")),
  };
}

/** The table's capture triggers as SQLite holds them, by name. */
function installedTriggers(db: Database.Database, shape: TableShape): Map<string, string> {
  const rows = db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ? AND name LIKE 'replication\\_%' ESCAPE '\\'",
    )
    .all(shape.name) as { name: string; sql: string }[];
  return new Map(rows.map((r) => [r.name, r.sql]));
}

/**
 * Installs the table's triggers, or rebuilds them when the table's columns changed (a migration that added a
 * column gets it captured from the next open). Returns whether the table had no capture before.
 */
export function installCapture(db: Database.Database, shape: TableShape): boolean {
  const installed = installedTriggers(db, shape);
  const wanted = captureTriggers(shape);
  const name = (suffix: Suffix) => `replication_${shape.name}_${suffix}`;
  if (SUFFIXES.every((suffix) => installed.get(name(suffix)) === wanted[suffix])) return false;
  for (const suffix of SUFFIXES) {
    db.exec(`DROP TRIGGER IF EXISTS "${name(suffix)}"`);
    db.exec(wanted[suffix]);
  }
  return installed.size === 0;
}

/** Drops the table's capture triggers: its changes are no longer logged. */
export function removeCapture(db: Database.Database, shape: TableShape): void {
  for (const suffix of SUFFIXES) db.exec(`DROP TRIGGER IF EXISTS "replication_${shape.name}_${suffix}"`);
}
