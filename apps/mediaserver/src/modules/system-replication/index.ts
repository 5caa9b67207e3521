export { detachServer } from './detach-server.ts';
export { JoinFailed, joinSystem, type SystemJoinDeps } from './join-system.ts';
export { peersOf, SYNC_PATH, syncUrlOf } from './peer-addresses.ts';
export { REPLICATED_TABLES } from './replicated-tables.ts';
export { newSyncKey, SyncKeys } from './sync-keys.ts';
export { SystemReplication, type SystemReplicationDeps } from './system-replication.ts';
