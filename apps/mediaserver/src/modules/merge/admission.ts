/**
 * Admitting a server of another system into this one (issue 20): this server starts replicating the system
 * database if it did not yet (a one-server system), records the joining server and its sync key (both
 * replicate to every server of the system), and names the system and the server to pull it from.
 */
import { Conflict } from '@argus/contract';
import type { AdmitServerReply, SystemServerRecord } from '@argus/contract/mediaserver';
import type Database from 'better-sqlite3';
import { newSyncKey, type SystemReplication } from '../system-replication/index.ts';

/** The servers' records (the servers module's repository). */
export interface ServerRecords {
  upsert(row: { id: string; name: string; endpoints: string[]; version: string }): void;
  update(id: string, changes: { endpoints?: string[]; version?: string }): unknown;
}

export interface AdmissionDeps {
  db: Database.Database;
  servers: ServerRecords;
  replication: SystemReplication;
  serverId: string;
  /** The system's `localId`, empty before setup. */
  systemId(): string;
  ownRecord(): SystemServerRecord;
  /** Told after the tables changed (the change feed looks). */
  changed(): void;
}

export function admitServer(d: AdmissionDeps, server: SystemServerRecord, syncKey: string): AdmitServerReply {
  const systemId = d.systemId();
  if (!systemId) throw new Conflict('This system is not set up: a server cannot join it.');
  if (server.id === d.serverId) throw new Conflict('A server cannot admit itself.');
  if (!d.replication.active) d.replication.enable(systemId, newSyncKey());
  d.db.transaction(() => {
    d.servers.upsert(server);
    d.replication.setKey(server.id, syncKey);
    // The joining server dials this one at the addresses its record names.
    const own = d.ownRecord();
    d.servers.update(own.id, { endpoints: own.endpoints, version: own.version });
  })();
  d.changed();
  return { systemId, server: d.ownRecord() };
}
