/**
 * Applying changes received from another server, in one transaction.
 *
 * Each change is logged with its origin (so it is forwarded to others) and its stamps enter the clock tables
 * through the log's trigger: per column, the greater stamp wins (ties cannot happen: stamps hold the node
 * id); per row, the greatest stamp of any change decides whether it exists, so a delete and a concurrent
 * update are decided by their stamps, the same way everywhere. Then every touched row is rebuilt from the
 * clocks ("materialised"): it exists iff its greatest change is not a delete and an insert of it has been
 * seen (its key columns have clocks), and each column holds the value of its winning change, read from the
 * log. An update that arrives before its row's insert therefore waits in the clocks and the log, and the row
 * appears, with that update's columns, when the insert arrives: never a half row with NOT NULL columns
 * missing. Since the result depends only on the set of changes held, any arrival order gives the same rows.
 *
 * A change already held (its origin's number at or below the version vector) is skipped, so a replay does
 * nothing; a change past a gap in its origin's numbers is skipped too (it comes again after the gap). Stamps
 * too far ahead of the local wall clock refuse the whole batch before anything is written (hlc.ts).
 */

import { quoted, type TableShape } from './capture.ts';
import { type Change, versionVector } from './change-log.ts';
import type { Replica } from './replica.ts';
import { statement } from './statements.ts';
import { fromJson, type SqlValue } from './values.ts';

export interface ApplyResult {
  applied: number;
  skipped: number;
}

function byOriginThenSeq(a: Change, b: Change): number {
  if (a.origin !== b.origin) return a.origin < b.origin ? -1 : 1;
  return a.seq - b.seq;
}

export function applyChanges(replica: Replica, changes: readonly Change[]): ApplyResult {
  const { db, clock } = replica;
  for (const change of changes) {
    if (!replica.tables.has(change.table)) throw new Error(`Table ${change.table} is not replicated here`);
    clock.check(change.hlc);
  }
  const insertLog = statement(
    db,
    'INSERT INTO replication_log (origin, origin_seq, table_name, pk, op, cols, hlc) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  return db.transaction(() => {
    // A batch holds a row and the rows it refers to in any order: foreign keys are checked at its commit.
    db.pragma('defer_foreign_keys = ON');
    const held = versionVector(db);
    const touched = new Map<string, { table: string; pk: string }>();
    let applied = 0;
    for (const change of [...changes].sort(byOriginThenSeq)) {
      if (change.seq !== (held[change.origin] ?? 0) + 1) continue;
      insertLog.run(change.origin, change.seq, change.table, change.pk, change.op, change.cols, change.hlc);
      held[change.origin] = change.seq;
      clock.receive(change.hlc);
      touched.set(`${change.table}\0${change.pk}`, { table: change.table, pk: change.pk });
      applied++;
    }
    replica.capturing = false;
    try {
      for (const { table, pk } of touched.values()) materialise(replica, replica.tables.get(table)!, pk);
    } finally {
      replica.capturing = true;
    }
    return { applied, skipped: changes.length - applied };
  })();
}

/** Makes the table's row equal to what the clocks say (see above). */
function materialise(replica: Replica, shape: TableShape, pk: string): void {
  const { db } = replica;
  const t = quoted(shape.name);
  const keyValues = (JSON.parse(pk) as unknown[]).map(fromJson);
  const where = shape.key.map((c) => `${quoted(c)} IS ?`).join(' AND ');
  const alive = statement(db, 'SELECT alive FROM replication_rows WHERE table_name = ? AND pk = ?').get(
    shape.name,
    pk,
  ) as { alive: number } | undefined;
  const held = statement(
    db,
    'SELECT column_name, hlc FROM replication_clock WHERE table_name = ? AND pk = ?',
  ).all(shape.name, pk) as { column_name: string; hlc: string }[];
  const clocks = new Map(
    held.filter((c) => shape.columns.includes(c.column_name)).map((c) => [c.column_name, c.hlc]),
  );
  const inserted = shape.key.every((c) => clocks.has(c));
  const exists = statement(db, `SELECT 1 FROM ${t} WHERE ${where}`).get(...keyValues) !== undefined;
  if (!alive?.alive || !inserted) {
    if (exists) statement(db, `DELETE FROM ${t} WHERE ${where}`).run(...keyValues);
    return;
  }
  const readCols = statement(db, 'SELECT cols FROM replication_log WHERE hlc = ?');
  const entries = new Map<string, Record<string, unknown>>();
  const row = new Map<string, SqlValue>();
  for (const [column, hlc] of clocks) {
    let entry = entries.get(hlc);
    if (!entry) {
      entry = JSON.parse((readCols.get(hlc) as { cols: string }).cols) as Record<string, unknown>;
      entries.set(hlc, entry);
    }
    row.set(column, fromJson(entry[column]));
  }
  const names = [...row.keys()];
  if (exists) {
    const sets = names.map((c) => `${quoted(c)} = ?`).join(', ');
    statement(db, `UPDATE ${t} SET ${sets} WHERE ${where}`).run(...row.values(), ...keyValues);
  } else {
    const placeholders = names.map(() => '?').join(', ');
    statement(db, `INSERT INTO ${t} (${names.map(quoted).join(', ')}) VALUES (${placeholders})`).run(
      ...row.values(),
    );
  }
}
