/**
 * Whether this server replicates a system database, kept in local state (per server): the system it is a
 * server of and its own sync key. A server of a one-server system has none and pays nothing for replication;
 * a merge turns it on.
 */
export interface ReplicationState {
  /** The system's `localId`, which the sync handshake names. */
  systemId: string;
  /** This server's own sync key (sync-keys.ts). */
  syncKey: string;
}

export interface LocalStateStore {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
}

const KEY = 'replication';

export function replicationStateOf(state: LocalStateStore): ReplicationState | null {
  const stored = state.get<ReplicationState>(KEY);
  return stored?.systemId && stored.syncKey ? stored : null;
}

export function saveReplicationState(state: LocalStateStore, value: ReplicationState | null): void {
  state.set(KEY, value ?? {});
}
