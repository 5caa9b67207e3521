/**
 * The system database replicated between the servers of a system (issue 20; the engine is
 * src/replication/, the choice is in docs/architecture.md): while this server is a server of a
 * many-server system (replication-state.ts), its connection is a `Replica` of the replicated tables, it serves
 * the sync socket to the other servers and dials each of them (their records in `servers`, followed as they
 * change). Changes received are applied to the same tables every module reads, so caches and followers see
 * them through the change feed as they see local writes.
 *
 * The replica is opened when this object is built, before anything else writes: the capture triggers call
 * functions that exist only on a connection the replica registered them on.
 */
import type Database from 'better-sqlite3';
import type { WebSocket } from 'ws';
import { versionVector } from '../../replication/change-log.ts';
import type { PeerStatus } from '../../replication/peer-link.ts';
import { PeerLinks } from '../../replication/peer-links.ts';
import { Replica } from '../../replication/replica.ts';
import { type SyncLog, SyncServer } from '../../replication/sync-server.ts';
import type { ServerRow } from '../servers/index.ts';
import { peersOf } from './peer-addresses.ts';
import { REPLICATED_TABLES } from './replicated-tables.ts';
import {
  type LocalStateStore,
  type ReplicationState,
  replicationStateOf,
  saveReplicationState,
} from './replication-state.ts';
import { SyncKeys } from './sync-keys.ts';

export interface SystemReplicationDeps {
  db: Database.Database;
  serverId: string;
  localState: LocalStateStore;
  servers: { list(): readonly ServerRow[] };
  /** Calls the listener when the `servers` table changed; returns the unsubscribe. */
  followServers(listener: () => void): () => void;
  /** Told after received changes were applied (the change feed looks for them). */
  applied(): void;
  /**
   * Writes this server's live facts (addresses, version, OS) into its record, where they differ, so the
   * other servers dial it at its addresses and show what it runs on.
   */
  refreshOwnRecord(): Promise<void>;
  log: SyncLog;
}

interface Running {
  state: ReplicationState;
  replica: Replica;
  server: SyncServer | null;
  links: PeerLinks | null;
  unfollow: () => void;
  unsubscribe: () => void;
}

export class SystemReplication {
  private running: Running | null = null;
  private started = false;
  private readonly keys: SyncKeys;

  constructor(private readonly d: SystemReplicationDeps) {
    this.keys = new SyncKeys(d.db);
    const state = replicationStateOf(d.localState);
    if (state) this.open(state);
  }

  /** Whether this server replicates a system database now. */
  get active(): boolean {
    return this.running !== null;
  }

  get systemId(): string | null {
    return this.running?.state.systemId ?? null;
  }

  /** The sync key this server proves, once replicating. */
  get syncKey(): string | null {
    return this.running?.state.syncKey ?? null;
  }

  /** Starts serving and dialing (lifecycle start). */
  start(): void {
    this.started = true;
    if (this.running) this.connect(this.running);
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.running) await this.disconnect(this.running);
  }

  /**
   * Resolves true once another server has pulled every change this server holds now (its dialer
   * acknowledged them), false after `timeoutMs` without one (no other server is online).
   */
  delivered(timeoutMs: number, pollMs = 50): Promise<boolean> {
    const running = this.running;
    if (!running?.server) return Promise.resolve(false);
    const vector = versionVector(this.d.db);
    const deadline = Date.now() + timeoutMs;
    return new Promise((resolve) => {
      const look = () => {
        if (running.server?.delivered(vector)) return resolve(true);
        if (Date.now() > deadline || !running.server) return resolve(false);
        setTimeout(look, pollMs).unref();
      };
      look();
    });
  }

  /** The links to the other servers: online, lag, last error. */
  peers(): PeerStatus[] {
    return this.running?.links?.status() ?? [];
  }

  /** Serves one other server's sync connection, or refuses it while this server replicates nothing. */
  serve(socket: WebSocket): void {
    if (this.running?.server) this.running.server.handle(socket);
    else socket.close(4403, 'not a server of a many-server system');
  }

  /**
   * Turns replication on as a server of `systemId` (a merge): every row already held is logged as this
   * server's, so the other servers receive it. Keeps the key this server has, or makes one.
   */
  enable(systemId: string, syncKey: string): void {
    if (this.running?.state.systemId === systemId && this.running.state.syncKey === syncKey) return;
    if (this.running) throw new Error('This server already replicates another system');
    const state = { systemId, syncKey };
    saveReplicationState(this.d.localState, state);
    this.open(state);
    if (this.started && this.running) this.connect(this.running);
  }

  /**
   * Runs `work` without logging its writes: a row written so that this server has it before the system's
   * own version of it arrives, which then replaces it.
   */
  unlogged<T>(work: () => T): T {
    const replica = this.running?.replica;
    if (!replica) return work();
    replica.capturing = false;
    try {
      return work();
    } finally {
      replica.capturing = true;
    }
  }

  /** Records another server's sync key (it was admitted, or its record came with a merge). */
  setKey(serverId: string, syncKey: string): void {
    this.keys.set(serverId, syncKey);
  }

  /**
   * Stops replicating and forgets the engine's state (the server leaves its system: a merge into another
   * one, or a detach). The tables keep their rows; nothing is logged from here on.
   */
  async disable(): Promise<void> {
    const running = this.running;
    if (!running) return;
    await this.disconnect(running);
    running.unsubscribe();
    this.running = null;
    running.replica.uninstall();
    saveReplicationState(this.d.localState, null);
  }

  private open(state: ReplicationState): void {
    const replica = new Replica(this.d.db, { node: this.d.serverId, tables: REPLICATED_TABLES });
    this.keys.set(this.d.serverId, state.syncKey);
    const unsubscribe = replica.onChange(() => this.d.applied());
    this.running = { state, replica, server: null, links: null, unfollow: () => {}, unsubscribe };
  }

  private connect(running: Running): void {
    if (running.server) return;
    const { replica, state } = running;
    running.server = new SyncServer({
      replica,
      system: state.systemId,
      keyOf: (node) => this.keys.keyOf(node),
      log: this.d.log,
    });
    const links = new PeerLinks({
      replica,
      system: state.systemId,
      secret: state.syncKey,
      log: this.d.log,
      // Servers of a system present their own (often self-signed) certificates; the handshake proves who
      // each side is with its sync key, which no one outside the system holds.
      client: { rejectUnauthorized: false },
    });
    running.links = links;
    const follow = () => {
      links.setPeers(peersOf(this.d.servers.list(), this.d.serverId));
      this.keys.forgetRemoved();
    };
    running.unfollow = this.d.followServers(follow);
    follow();
    this.d.refreshOwnRecord().catch((error: unknown) =>
      this.d.log('warn', 'This server’s record could not be brought up to date', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }

  private async disconnect(running: Running): Promise<void> {
    running.unfollow();
    running.unfollow = () => {};
    const { server, links } = running;
    running.server = null;
    running.links = null;
    await Promise.all([server?.stop(), links?.stop()]);
  }
}
