/**
 * Each server's sync key: the secret it proves in the handshake of every sync connection it dials
 * (replication/sync-auth.ts). A server keeps its own in local state; every server of the system holds all of
 * them in `server_sync_keys`, which replicates like the rest of the system database, so a server admitted to
 * the system is known everywhere once its key row arrives. Keys travel in requests and in the replication
 * stream only, never in a reply.
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

export function createSyncKeysTable(db: Database.Database): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS server_sync_keys (server_id TEXT PRIMARY KEY NOT NULL, sync_key TEXT NOT NULL) WITHOUT ROWID',
  );
}

export function newSyncKey(): string {
  return randomBytes(32).toString('base64url');
}

export class SyncKeys {
  constructor(private readonly db: Database.Database) {
    createSyncKeysTable(db);
  }

  /**
   * Statements are prepared at first use: preparing one on a table whose capture triggers call the replica's
   * functions fails until the replica has registered them (replica.ts).
   */
  private statements?: {
    read: Database.Statement;
    write: Database.Statement;
    forgetRemoved: Database.Statement;
  };

  private get s() {
    this.statements ??= {
      read: this.db.prepare('SELECT sync_key FROM server_sync_keys WHERE server_id = ?').pluck(),
      write: this.db.prepare(
        'INSERT INTO server_sync_keys (server_id, sync_key) VALUES (?, ?) ' +
          'ON CONFLICT (server_id) DO UPDATE SET sync_key = excluded.sync_key WHERE sync_key IS NOT excluded.sync_key',
      ),
      // A server's record deleted (removed or detached): its key goes too, so it cannot sync back in.
      forgetRemoved: this.db.prepare(
        "DELETE FROM server_sync_keys WHERE json_array(server_id) IN (SELECT pk FROM replication_rows WHERE table_name = 'servers' AND alive = 0)",
      ),
    };
    return this.statements;
  }

  keyOf(serverId: string): string | undefined {
    return (this.s.read.get(serverId) as string | undefined) ?? undefined;
  }

  set(serverId: string, key: string): void {
    this.s.write.run(serverId, key);
  }

  /** Deletes the keys of servers whose records the system deleted; returns how many. */
  forgetRemoved(): number {
    return this.s.forgetRemoved.run().changes;
  }
}
