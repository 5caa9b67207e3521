/**
 * Rows a table held before its capture was installed have no change in the log, so no other server would
 * ever hear of them. When the capture is installed for the first time, each such row is logged as an insert
 * by this server, in the same transaction as the triggers.
 */
import type Database from 'better-sqlite3';
import { logEntry, quoted, type TableShape } from './capture.ts';
import { keyJson, valuesJson } from './values.ts';

export function logExistingRows(db: Database.Database, shape: TableShape): number {
  const tracked = db.prepare('SELECT 1 FROM replication_rows WHERE table_name = ? AND pk = ?');
  const insert = db.prepare(logEntry(shape.name, 'insert', '?', '?'));
  const rows = db
    .prepare(`SELECT ${shape.columns.map(quoted).join(', ')} FROM ${quoted(shape.name)}`)
    .all() as Record<string, unknown>[];
  let logged = 0;
  for (const row of rows) {
    const pk = keyJson(...shape.key.map((c) => row[c]));
    if (tracked.get(shape.name, pk)) continue;
    insert.run(pk, valuesJson(...shape.columns.flatMap((c) => [c, row[c]])));
    logged++;
  }
  return logged;
}
