/**
 * The change feed: a monotonically increasing revision per table, bumped by triggers in the same transaction
 * as the change itself, whoever writes (this process, a tool on the data dir, a later replica). Caches
 * invalidate from it, and components that follow changes (merge, the cloud link, pools) subscribe to it.
 */
import type Database from 'better-sqlite3';
import { writeCountOf } from './write-count.ts';

export type ChangeListener = (tables: readonly string[]) => void;

/** How often the feed looks for changes made by other connections, when somebody listens. */
export const CHANGE_POLL_MS = 1000;

function quoted(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a table name: ${name}`);
  return `"${name}"`;
}

/** When the revisions were last read: this connection's write count and SQLite's count of other commits. */
interface Stamp {
  writes: number;
  dataVersion: number;
}

export class ChangeFeed {
  private readonly readRevision;
  private readonly readAll;
  private readonly readDataVersion;
  private readonly writes: () => number;
  /** Every table's revision as last read, and when; re-read when a write may have moved one. */
  private revisions = new Map<string, number>();
  private stamp: Stamp | null = null;
  /**
   * SQLite's `data_version` within one turn of the event loop (one request's arrival and what it runs at
   * once): another connection's commit cannot be told apart from one a moment later, so SQLite is asked once
   * per turn, not once per revision (each question takes the database's shared-memory locks).
   */
  private dataVersion: number | null = null;
  /** Told of a listener that threw (the others and the writer that polled go on). */
  onListenerError: (error: unknown) => void = () => {};
  private readonly listeners = new Map<ChangeListener, ReadonlySet<string>>();
  private readonly seen = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly client: Database.Database) {
    client.exec(
      'CREATE TABLE IF NOT EXISTS change_feed (table_name TEXT PRIMARY KEY NOT NULL, revision INTEGER NOT NULL DEFAULT 0)',
    );
    this.writes = writeCountOf(client);
    this.readRevision = client.prepare('SELECT revision FROM change_feed WHERE table_name = ?').pluck();
    this.readAll = client.prepare('SELECT table_name, revision FROM change_feed').raw();
    this.readDataVersion = client.prepare('PRAGMA data_version').pluck();
  }

  /** Starts counting the changes of a table (idempotent): every insert, update and delete bumps its revision. */
  track(table: string): void {
    const t = quoted(table);
    this.client.transaction(() => {
      this.client.prepare('INSERT OR IGNORE INTO change_feed (table_name) VALUES (?)').run(table);
      for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
        this.client.exec(
          `CREATE TRIGGER IF NOT EXISTS "change_feed_${table}_${op.toLowerCase()}" AFTER ${op} ON ${t} ` +
            `BEGIN UPDATE change_feed SET revision = revision + 1 WHERE table_name = '${table}'; END`,
        );
      }
    })();
  }

  /**
   * The table's current revision (tables that are not tracked stay at 0). Hot paths ask it many times per
   * request: it is read from memory while neither this connection nor another one has written since the last
   * read. Inside a transaction it is read from the database (what the transaction sees may be rolled back).
   */
  revision(table: string): number {
    if (this.client.inTransaction) return (this.readRevision.get(table) as number | undefined) ?? 0;
    const writes = this.writes();
    const dataVersion = this.currentDataVersion();
    if (this.stamp?.writes !== writes || this.stamp.dataVersion !== dataVersion) {
      this.revisions = new Map(this.readAll.all() as [string, number][]);
      this.stamp = { writes, dataVersion };
    }
    return this.revisions.get(table) ?? 0;
  }

  private currentDataVersion(): number {
    if (this.dataVersion === null) {
      this.dataVersion = this.readDataVersion.get() as number;
      setImmediate(() => {
        this.dataVersion = null;
      });
    }
    return this.dataVersion;
  }

  /** Calls `listener` with the tables that changed since the last look; returns the unsubscribe function. */
  subscribe(tables: readonly string[], listener: ChangeListener): () => void {
    for (const t of tables) if (!this.seen.has(t)) this.seen.set(t, this.revision(t));
    this.listeners.set(listener, new Set(tables));
    return () => this.listeners.delete(listener);
  }

  /** Looks for changes now and tells the listeners (writers in this process call it after committing). */
  poll(): void {
    if (this.listeners.size === 0 || this.client.inTransaction) return;
    // Looking for changes is asking SQLite now, even within the run that last asked.
    this.dataVersion = null;
    const changed: string[] = [];
    for (const [table, last] of this.seen) {
      const now = this.revision(table);
      if (now !== last) {
        this.seen.set(table, now);
        changed.push(table);
      }
    }
    if (changed.length === 0) return;
    for (const [listener, tables] of this.listeners) {
      const mine = changed.filter((t) => tables.has(t));
      if (mine.length === 0) continue;
      // A follower's failure is its own: the write that polled has committed and its request must not fail.
      try {
        listener(mine);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  /** Polls for changes by other connections while the process runs. */
  start(): void {
    this.timer ??= setInterval(() => this.poll(), CHANGE_POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
