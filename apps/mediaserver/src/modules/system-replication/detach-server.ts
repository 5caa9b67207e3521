/**
 * Detaching this server from its system (media-server-api §4.3.2 `detach`): the server becomes a new,
 * unconfigured system of its own (no `localId`, `admin`/`admin`), keeping its own record, cameras, storages
 * and their parameters (its archive stays on disk), and forgetting everything else of the system. While it
 * replicates, it first removes its own record as a change of the system — the other servers remove it with its
 * cameras and storages — and waits a few seconds for another server to pull that change.
 */
import type Database from 'better-sqlite3';
import { quoted } from '../../replication/capture.ts';
import { REPLICATED_TABLES } from './replicated-tables.ts';
import type { SystemReplication } from './system-replication.ts';

export interface DetachDeps {
  db: Database.Database;
  replication: SystemReplication;
  serverId: string;
  /** Deletes a server's record (the servers module: its cameras and storages go with it). */
  removeServer(id: string): void;
  /** Gives the new system its built-in `admin` with the initial password (users.bootstrap). */
  ensureBuiltInAdmin(): Promise<void>;
  /** Told after the tables changed behind the modules' backs (the change feed looks). */
  changed(): void;
  deliveryTimeoutMs?: number;
}

/** [design] How long a detaching server waits for another server of the system to learn that it left. */
const DELIVERY_TIMEOUT_MS = 5000;

/** This server's rows by table: the column naming the server, in the order parents come first. */
const OWN_ROWS: readonly [table: string, column: string][] = [
  ['servers', 'id'],
  ['devices', 'server_id'],
  ['storages', 'server_id'],
  ['server_backup_settings', 'server_id'],
  ['server_log_settings', 'server_id'],
];

type Rows = [table: string, rows: Record<string, unknown>[]][];

/** The rows of a replicated table whose `column` holds one of `values` (the engine reads tables by name). */
function rowsWhere(
  db: Database.Database,
  table: string,
  column: string,
  values: readonly unknown[],
): Record<string, unknown>[] {
  return db
    .prepare(`SELECT * FROM ${quoted(table)} WHERE ${quoted(column)} IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify(values)) as Record<string, unknown>[];
}

function ownRows(db: Database.Database, serverId: string): Rows {
  const kept: Rows = OWN_ROWS.map(([table, column]) => [table, rowsWhere(db, table, column, [serverId])]);
  const resources = [
    serverId,
    ...kept.flatMap(([table, rows]) => (table === 'servers' ? [] : rows.map((r) => r.id))),
  ];
  const params = rowsWhere(db, 'resource_params', 'resource_id', resources);
  return [...kept, ['resource_params', params]];
}

function insertRows(db: Database.Database, rows: Rows): void {
  for (const [table, list] of rows) {
    for (const row of list) {
      const columns = Object.keys(row);
      db.prepare(
        `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      ).run(...columns.map((c) => row[c]));
    }
  }
}

export async function detachServer(d: DetachDeps): Promise<void> {
  const kept = ownRows(d.db, d.serverId);
  if (d.replication.active) {
    d.removeServer(d.serverId);
    await d.replication.delivered(d.deliveryTimeoutMs ?? DELIVERY_TIMEOUT_MS);
    await d.replication.disable();
  }
  d.db.transaction(() => {
    d.db.pragma('defer_foreign_keys = ON');
    for (const table of [...REPLICATED_TABLES].reverse()) d.db.exec(`DELETE FROM ${quoted(table)}`);
    insertRows(d.db, kept);
  })();
  await d.ensureBuiltInAdmin();
  d.changed();
}
