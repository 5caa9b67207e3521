/** Backup and restore of the system database (Nx 5.1 calls, REST and legacy): the owner, proven anew. */
import { databaseEndpoints } from '@argus/contract';
import type Database from 'better-sqlite3';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../../auth/caller.ts';
import { readRestoreOutcome } from '../../db/restore-swap.ts';
import { type Route, route } from '../../http/route.ts';
import { backupDatabase } from './database.backup.ts';
import { stageRestore } from './database.restore.ts';

export interface DatabaseRoutesDeps {
  client: Database.Database;
  dataDir: string;
  /** Restarts the process once the reply is out; the staged backup replaces the database at the start. */
  restartAfterReply(reply: FastifyReply): void;
}

export function databaseRoutes(d: DatabaseRoutesDeps): Route<Caller>[] {
  const backup = async () => ({ data: (await backupDatabase(d.client, d.dataDir)).toString('base64') });
  const restore = (body: { data: string }, reply: FastifyReply) => {
    stageRestore(d.dataDir, body.data);
    d.restartAfterReply(reply);
    return {};
  };
  return [
    route(databaseEndpoints.backup, backup),
    route(databaseEndpoints.restoreState, () => readRestoreOutcome(d.dataDir) ?? { state: 'none' as const }),
    route(databaseEndpoints.legacyBackup, backup),
    route(databaseEndpoints.restore, ({ body, reply }) => restore(body, reply)),
    route(databaseEndpoints.legacyRestore, ({ body, reply }) => restore(body, reply)),
  ];
}
