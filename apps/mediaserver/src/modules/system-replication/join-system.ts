/**
 * This server leaves its system for another one that admitted it (issue 20, merge): it keeps what it brings
 * (server-contributions.ts), empties the replicated tables, replicates as a server of the other system, pulls
 * that system's database from the server given, and then writes back what it brought as new changes, which
 * reach every server of the system. Until the pull is done the server serves the other system's database as
 * far as it has it.
 */

import type { JoinSystemData, SystemServerRecord } from '@argus/contract/mediaserver';
import type Database from 'better-sqlite3';
import { emptyReplicatedTables, takeContributions, writeBackContributions } from './server-contributions.ts';
import type { SystemReplication } from './system-replication.ts';

export interface SystemJoinDeps {
  db: Database.Database;
  replication: SystemReplication;
  /** Writes a server's record (the servers module's repository). */
  recordServer(record: SystemServerRecord): void;
  /** Told after the tables changed behind the modules' backs (the change feed looks). */
  applied(): void;
  /** How long the pull may take before the join is given up (ms). */
  pullTimeoutMs?: number;
  /** How often the pull's progress is looked at (ms). */
  pollMs?: number;
}

/** [design] A system database of 100,000 rows arrives in well under this on a LAN. */
const PULL_TIMEOUT_MS = 10 * 60_000;
const POLL_MS = 100;

export class JoinFailed extends Error {}

export async function joinSystem(
  d: SystemJoinDeps,
  data: JoinSystemData,
): Promise<{ kept: number; skipped: number }> {
  const taken = takeContributions(d.db);
  await d.replication.disable();
  emptyReplicatedTables(d.db);
  d.replication.enable(data.systemId, data.syncKey);
  // The server to pull from, so that this server dials it; its own record replaces this one when it comes.
  d.replication.unlogged(() => d.recordServer(data.server));
  d.applied();
  await pulled(d, data.server.id);
  const result = writeBackContributions(d.db, taken);
  d.applied();
  return result;
}

/** Resolves once the link to `serverId` is up and this server holds everything that server held. */
function pulled(d: SystemJoinDeps, serverId: string): Promise<void> {
  const deadline = Date.now() + (d.pullTimeoutMs ?? PULL_TIMEOUT_MS);
  return new Promise((resolve, reject) => {
    const look = () => {
      const link = d.replication.peers().find((p) => p.id === serverId);
      if (link?.online && link.applied > 0 && link.lag === 0) return resolve();
      if (Date.now() > deadline)
        return reject(
          new JoinFailed(
            `The system's database did not arrive from server ${serverId}: ${link?.lastError ?? 'no connection'}`,
          ),
        );
      setTimeout(look, d.pollMs ?? POLL_MS).unref();
    };
    look();
  });
}
