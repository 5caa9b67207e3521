/**
 * A replica: one connection to a database whose listed tables replicate. Opening it creates the engine's
 * tables, registers the SQL functions the capture triggers call (this server's node id, its HLC, the JSON of
 * keys and values, whether writes are captured now) and installs the triggers. The clock starts above every
 * stamp in the log, so a wall clock set back after a restart never issues a smaller stamp. A table captured
 * for the first time has its rows logged as inserts (seed.ts).
 *
 * Every connection that writes replicated tables must be opened as a replica: the triggers call functions
 * that exist only where they are registered (a connection without them fails its writes to those tables
 * rather than writing unlogged changes). Only one of them per database should be writing for a node at a time
 * (the server's own connection): two clocks with the same node id could issue the same stamp, and the log
 * refuses a stamp twice (the second write fails).
 */
import type Database from 'better-sqlite3';
import { installCapture, removeCapture, type TableShape, tableShape } from './capture.ts';
import { HybridClock, MAX_DRIFT_MS } from './hlc.ts';
import { clearReplicationTables, createReplicationTables } from './replication-tables.ts';
import { logExistingRows } from './seed.ts';
import { changedJson, keyJson, valuesJson } from './values.ts';

export interface ReplicaOptions {
  /** This server's id, unique in the system (the last part of its stamps). */
  node: string;
  /** The replicated tables (each with a primary key). */
  tables: readonly string[];
  wall?: () => number;
  maxDriftMs?: number;
}

export class Replica {
  readonly clock: HybridClock;
  readonly tables = new Map<string, TableShape>();
  /** False while received changes are applied: the triggers then log nothing (the apply logs them). */
  capturing = true;
  private readonly listeners = new Set<() => void>();
  private notifying: NodeJS.Immediate | null = null;

  constructor(
    readonly db: Database.Database,
    options: ReplicaOptions,
  ) {
    createReplicationTables(db);
    const since = db.prepare('SELECT max(hlc) FROM replication_log').pluck().get() as string | null;
    this.clock = new HybridClock(
      options.node,
      options.wall ?? Date.now,
      since ?? undefined,
      options.maxDriftMs ?? MAX_DRIFT_MS,
    );
    db.function('replication_node', { deterministic: true }, () => this.clock.node);
    db.function('replication_hlc', { deterministic: false }, () => {
      this.changed();
      return this.clock.now();
    });
    db.function('replication_capturing', { deterministic: false }, () => (this.capturing ? 1 : 0));
    db.function('replication_key', { varargs: true, deterministic: true }, keyJson);
    db.function('replication_values', { varargs: true, deterministic: true }, valuesJson);
    db.function('replication_changed', { varargs: true, deterministic: true }, changedJson);
    for (const name of options.tables) {
      const shape = tableShape(db, name);
      db.transaction(() => {
        if (installCapture(db, shape)) logExistingRows(db, shape);
      })();
      this.tables.set(name, shape);
    }
  }

  get node(): string {
    return this.clock.node;
  }

  /**
   * Calls `listener` after the log may have grown: a local write stamped a change (told on the next turn of
   * the event loop, after its transaction ended: a rolled-back one is a call for nothing), or `changed()`
   * was called (the sync after applying received changes). Returns the unsubscribe.
   */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Stops capturing and forgets the engine's state: the triggers go and the log, clocks and heads are
   * emptied (the server leaves its system; the tables keep their rows). The replica is not used after.
   */
  uninstall(): void {
    this.listeners.clear();
    this.db.transaction(() => {
      for (const shape of this.tables.values()) removeCapture(this.db, shape);
      clearReplicationTables(this.db);
    })();
  }

  /** Tells the listeners, once per turn of the event loop however many changes came. */
  changed(): void {
    if (this.notifying || this.listeners.size === 0) return;
    this.notifying = setImmediate(() => {
      this.notifying = null;
      for (const listener of [...this.listeners]) listener();
    });
  }
}
