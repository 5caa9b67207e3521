/**
 * What a server brings into the system it joins (issue 20, merge): every row of the replicated tables it holds
 * except the system-wide settings, which the joining side gives up. Taken before its tables are emptied,
 * written back once it holds the other system's database, as this server's own new writes (so they reach
 * every server). A row that clashes with one the system has (the same id, or a user's or role's name) keeps
 * the system's: duplicates resolve to the side that kept its settings. A row whose parent did not survive
 * (a session of a user whose name the system had) is left out.
 */
import type Database from 'better-sqlite3';
import { quoted } from '../../replication/capture.ts';
import { REPLICATED_TABLES, SYSTEM_SETTINGS_TABLES } from './replicated-tables.ts';

export type Contributions = Map<string, Record<string, unknown>[]>;

const CONTRIBUTED = REPLICATED_TABLES.filter((t) => !SYSTEM_SETTINGS_TABLES.includes(t));

export function takeContributions(db: Database.Database): Contributions {
  const taken: Contributions = new Map();
  for (const table of CONTRIBUTED)
    taken.set(table, db.prepare(`SELECT * FROM ${quoted(table)}`).all() as Record<string, unknown>[]);
  return taken;
}

/** Empties every replicated table, children first, in one transaction. */
export function emptyReplicatedTables(db: Database.Database): void {
  db.transaction(() => {
    db.pragma('defer_foreign_keys = ON');
    for (const table of [...REPLICATED_TABLES].reverse()) db.exec(`DELETE FROM ${quoted(table)}`);
  })();
}

/** Writes the rows back, parents first; returns how many were kept and how many gave way. */
export function writeBackContributions(
  db: Database.Database,
  taken: Contributions,
): { kept: number; skipped: number } {
  let kept = 0;
  let skipped = 0;
  db.transaction(() => {
    for (const [table, rows] of taken) {
      const columns = Object.keys(rows[0] ?? {});
      if (columns.length === 0) continue;
      const insert = db.prepare(
        `INSERT OR IGNORE INTO ${quoted(table)} (${columns.map(quoted).join(', ')}) ` +
          `VALUES (${columns.map(() => '?').join(', ')})`,
      );
      // Each row in its own savepoint: a row refused by a foreign key leaves the others in.
      const insertRow = db.transaction((row: Record<string, unknown>) =>
        insert.run(...columns.map((c) => row[c])),
      );
      for (const row of rows) {
        try {
          if (insertRow(row).changes > 0) kept++;
          else skipped++;
        } catch {
          skipped++;
        }
      }
    }
  })();
  return { kept, skipped };
}
