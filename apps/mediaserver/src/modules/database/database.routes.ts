/** Backup and restore of the system database (Nx 5.1 calls, REST and legacy): the owner, proven anew. */
import { InvalidParameter } from '@argus/contract';
import { databaseEndpoints } from '@argus/contract/mediaserver';
import type { RouteOptions } from '@argus/http-kit';
import type Database from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../auth/caller.ts';
import { readRestoreOutcome } from '../../db/restore-swap.ts';
import { type Route, route } from '../../http/route.ts';
import { backupDatabase } from './database.backup.ts';
import { NOT_A_BACKUP_TEXT, removeUpload, stageRestore, uploadFile } from './database.restore.ts';
import { receiveDump } from './dump-upload.ts';

export interface DatabaseRoutesDeps {
  client: Database.Database;
  dataDir: string;
  /** Restarts the process once the reply is out; the staged backup replaces the database at the start. */
  restartAfterReply(reply: FastifyReply): void;
}

export function databaseRoutes(d: DatabaseRoutesDeps): Route<Caller>[] {
  const backup = async () => ({ data: (await backupDatabase(d.client, d.dataDir)).toString('base64') });
  // The upload is streamed into a file of its own as it arrives (once access is granted), and removed
  // when the reply is out unless it was staged.
  const uploads = new WeakMap<FastifyRequest, string>();
  const receive: RouteOptions = {
    preParsing: async (request, reply, payload) => {
      const file = uploadFile(d.dataDir);
      uploads.set(request, file);
      reply.raw.once('close', () => removeUpload(file));
      const length = request.headers['content-length'];
      const limit = databaseEndpoints.restore.maxBodyBytes;
      return receiveDump(payload, file, limit, length === undefined ? undefined : Number(length));
    },
  };
  const restore = (request: FastifyRequest, reply: FastifyReply) => {
    const file = uploads.get(request);
    if (!file) throw new InvalidParameter({ text: NOT_A_BACKUP_TEXT });
    stageRestore(d.dataDir, file);
    d.restartAfterReply(reply);
    return {};
  };
  return [
    route(databaseEndpoints.backup, backup),
    route(databaseEndpoints.restoreState, () => readRestoreOutcome(d.dataDir) ?? { state: 'none' as const }),
    route(databaseEndpoints.legacyBackup, backup),
    route(databaseEndpoints.restore, ({ request, reply }) => restore(request, reply), receive),
    route(databaseEndpoints.legacyRestore, ({ request, reply }) => restore(request, reply), receive),
  ];
}
