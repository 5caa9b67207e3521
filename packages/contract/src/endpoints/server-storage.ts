/** A server's archive as a whole (media-server-api §4.3.5, §4.3.7): backup settings, rebuild of the archive. */
import * as z from 'zod/mini';
import { endpointGroup, V1_V2 } from '../mediaserver/endpoint.ts';
import {
  backupSettingsChangeSchema,
  backupSettingsSchema,
  legacyRebuildArchiveQuerySchema,
  rebuildArchiveRequestSchema,
  rebuildArchiveStatusSchema,
  storageScanInfoSchema,
} from '../schemas/server-storage.ts';

const servers = endpointGroup({ family: 'rest', tag: 'Servers', versions: V1_V2, defaults: {} });
const v2 = endpointGroup({ family: 'rest', tag: 'Servers', versions: ['v2'], defaults: {} });
const legacy = endpointGroup({ family: 'legacy', tag: 'Servers (legacy)' });

/** `{main, backup}` for one server; `{<serverId>: {main, backup}}` for `*`. */
const rebuildReply = z.union([rebuildArchiveStatusSchema, z.record(z.string(), rebuildArchiveStatusSchema)]);

const REBUILD = '/rest/:version/servers/:id/rebuildArchive';
const REBUILD_POOL = `${REBUILD}/:pool`;

export const serverStorageEndpoints = {
  backupSettings: servers({
    method: 'GET',
    path: '/rest/:version/servers/:id/backupSettings',
    summary: 'Backup settings of a server',
    access: 'admin',
    reply: backupSettingsSchema,
  }),
  changeBackupSettings: servers({
    method: 'POST',
    path: '/rest/:version/servers/:id/backupSettings',
    summary: 'Change the backup settings of a server (merged); `caption` starts or stops the backup',
    access: 'admin',
    body: backupSettingsChangeSchema,
    reply: backupSettingsSchema,
  }),
  rebuildStatus: v2({
    method: 'GET',
    path: REBUILD,
    summary: 'Re-index state of the main and backup archives (`*`: of every server, by id)',
    access: 'admin',
    reply: rebuildReply,
  }),
  rebuildStart: v2({
    method: 'POST',
    path: REBUILD,
    summary: 'Start a full re-index (`location`: both, main or backup)',
    access: 'admin',
    body: rebuildArchiveRequestSchema,
    reply: rebuildReply,
  }),
  rebuildStop: v2({
    method: 'DELETE',
    path: REBUILD,
    summary: 'Stop the re-index of both archives',
    access: 'admin',
    reply: rebuildReply,
  }),
  rebuildPoolStatus: v2({
    method: 'GET',
    path: REBUILD_POOL,
    summary: 'Re-index state of the main or backup archive',
    access: 'admin',
    reply: rebuildReply,
  }),
  rebuildPoolStart: v2({
    method: 'POST',
    path: REBUILD_POOL,
    summary: 'Start a full re-index of the main or backup archive',
    access: 'admin',
    body: rebuildArchiveRequestSchema,
    reply: rebuildReply,
  }),
  rebuildPoolStop: v2({
    method: 'DELETE',
    path: REBUILD_POOL,
    summary: 'Stop the re-index of the main or backup archive',
    access: 'admin',
    reply: rebuildReply,
  }),
  rebuildLegacy: legacy({
    method: 'GET',
    path: '/api/rebuildArchive',
    getWrite: true,
    summary: 'Re-index state of one archive; `action=start|stop` starts or stops it',
    access: 'admin',
    envelope: true,
    query: legacyRebuildArchiveQuerySchema,
    reply: storageScanInfoSchema,
  }),
};
