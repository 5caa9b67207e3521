/**
 * The replication engine's own tables, created by the engine on the connection (like the change feed's):
 * - `replication_log`: every row-level change, local or received, with its origin server, the origin's
 *   sequence number (1, 2, 3… per origin, no gaps), the table, the row's key, the op, the columns it set and
 *   its HLC stamp. Received changes stay in it with their origin, so a server forwards them to a third one.
 * - `replication_clock`: per row and column, the stamp of the change whose value the column holds (the
 *   last writer). Kept for deleted rows too, so a row that comes back takes each column's winner.
 * - `replication_rows`: per row, whether it exists (0: a tombstone) and the stamp that decided it: the
 *   greatest stamp of any change to the row (insert and update say it exists, delete that it does not).
 * - `replication_heads`: per origin, the greatest number held (the version vector, without scanning the log).
 * The clock tables and the heads follow the log through one trigger, for local and received changes alike; a stamp
 * replaces another only when greater, so the order in which changes arrive does not matter.
 */
import type Database from 'better-sqlite3';

const TABLES = `
CREATE TABLE IF NOT EXISTS replication_log (
  id INTEGER PRIMARY KEY,
  origin TEXT NOT NULL,
  origin_seq INTEGER NOT NULL,
  table_name TEXT NOT NULL,
  pk TEXT NOT NULL,
  op TEXT NOT NULL CHECK (op IN ('insert', 'update', 'delete')),
  cols TEXT NOT NULL,
  hlc TEXT NOT NULL UNIQUE,
  UNIQUE (origin, origin_seq)
);
CREATE TABLE IF NOT EXISTS replication_clock (
  table_name TEXT NOT NULL,
  pk TEXT NOT NULL,
  column_name TEXT NOT NULL,
  hlc TEXT NOT NULL,
  PRIMARY KEY (table_name, pk, column_name)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS replication_rows (
  table_name TEXT NOT NULL,
  pk TEXT NOT NULL,
  alive INTEGER NOT NULL,
  hlc TEXT NOT NULL,
  PRIMARY KEY (table_name, pk)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS replication_heads (
  origin TEXT PRIMARY KEY NOT NULL,
  seq INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS replication_log_clocks AFTER INSERT ON replication_log BEGIN
  INSERT INTO replication_clock (table_name, pk, column_name, hlc)
    SELECT NEW.table_name, NEW.pk, key, NEW.hlc FROM json_each(NEW.cols) WHERE true
    ON CONFLICT (table_name, pk, column_name) DO UPDATE SET hlc = excluded.hlc
    WHERE excluded.hlc > replication_clock.hlc;
  INSERT INTO replication_rows (table_name, pk, alive, hlc) VALUES (NEW.table_name, NEW.pk, NEW.op <> 'delete', NEW.hlc)
    ON CONFLICT (table_name, pk) DO UPDATE SET alive = excluded.alive, hlc = excluded.hlc
    WHERE excluded.hlc > replication_rows.hlc;
  INSERT INTO replication_heads (origin, seq) VALUES (NEW.origin, NEW.origin_seq)
    ON CONFLICT (origin) DO UPDATE SET seq = max(seq, excluded.seq);
END;
`;

export function createReplicationTables(db: Database.Database): void {
  db.exec(TABLES);
}

/** Empties the engine's tables (a server that leaves its system starts over in the next). */
export function clearReplicationTables(db: Database.Database): void {
  for (const table of ['replication_log', 'replication_clock', 'replication_rows', 'replication_heads'])
    db.exec(`DELETE FROM ${table}`);
}
