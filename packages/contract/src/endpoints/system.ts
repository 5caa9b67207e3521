/** System identity, setup and settings (media-server-api §4.2). */
import * as z from 'zod/mini';
import { endpointGroup, V1_V2 } from '../mediaserver/endpoint.ts';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import {
  cloudSystemAuthSchema,
  cloudUnbindSchema,
  configureReplySchema,
  configureRequestSchema,
  databaseDumpSchema,
  databaseRestoreStateSchema,
  legacySettingSchema,
  legacySettingsDocumentationSchema,
  legacySystemSettingsSchema,
  pingReplySchema,
  settingsChangeSchema,
  settingsManifestSchema,
  setupSystemDataSchema,
  systemInformationSchema,
  systemSettingsSchema,
} from '../schemas/system.ts';

const system = endpointGroup({ family: 'rest', tag: 'System', versions: V1_V2 });
const settings = endpointGroup({ family: 'rest', tag: 'System settings', versions: V1_V2 });
const legacy = endpointGroup({ family: 'legacy', tag: 'System (legacy)' });

/** `_with` of the settings object: the names to return. */
export const settingsQuerySchema = z
  .object({ _with: z.optional(z.string()) })
  .register(mediaServerRegistry, { id: 'SettingsQuery', description: '`_with=a,b`: only these settings.' });

export const systemEndpoints = {
  info: system({
    method: 'GET',
    path: '/rest/:version/system/info',
    summary: 'System identity; `localId` is absent until setup',
    access: 'none',
    reply: systemInformationSchema,
    // `cloudLinked: false` is an answer, not a default to omit (null never matches it).
    defaults: { cloudLinked: null },
  }),
  setup: system({
    method: 'POST',
    path: '/rest/:version/system/setup',
    summary: 'One-time setup of a new system (owner with a fresh session; before setup admin/admin)',
    access: 'owner*',
    body: setupSystemDataSchema,
  }),
  cloudBind: system({
    method: 'POST',
    path: '/rest/:version/system/cloudBind',
    summary:
      'Bind to the cloud with the credentials of `POST /api/systems/connect`; the cloud confirms them first',
    access: 'owner*',
    body: cloudSystemAuthSchema,
  }),
  cloudUnbind: system({
    method: 'POST',
    path: '/rest/:version/system/cloudUnbind',
    summary: 'Unbind from the cloud: the cloud forgets the system, cloud users are removed',
    access: 'owner*',
    body: z.optional(cloudUnbindSchema),
  }),
  ping: legacy({
    method: 'GET',
    path: '/api/ping',
    summary: 'Server and system identity probe',
    access: 'none',
    envelope: true,
    reply: pingReplySchema,
  }),
  configure: legacy({
    method: 'POST',
    path: '/api/configure',
    summary: 'System name, HTTP port (restart) and the caller’s password',
    access: 'admin',
    envelope: true,
    body: z.optional(configureRequestSchema),
    reply: configureReplySchema,
  }),
  specificFeatures: system({
    method: 'GET',
    path: '/static/specific_features.txt',
    summary: 'Feature list, one `name=int` per line',
    access: 'none',
    raw: true,
  }),
};

/** A restore upload: the base64 of a database of up to 384 MB. */
const MAX_BACKUP_BODY_BYTES = 512 * 1024 * 1024;

const database = endpointGroup({ family: 'rest', tag: 'System database', versions: V1_V2 });
const legacyDatabase = endpointGroup({ family: 'legacy', tag: 'System database' });

/** Backup and restore of the system database (users, settings, servers, layouts; not the archive). */
export const databaseEndpoints = {
  backup: database({
    method: 'GET',
    path: '/rest/:version/system/database',
    summary: 'A consistent copy of the system database (owner, with a fresh session or its password)',
    access: 'owner+',
    reply: databaseDumpSchema,
  }),
  restore: database({
    method: 'POST',
    path: '/rest/:version/system/database',
    summary:
      'Replace the system database with a backup of it, then restart (owner, fresh session or password)',
    access: 'owner+',
    body: databaseDumpSchema,
    reply: z.object({}),
    maxBodyBytes: MAX_BACKUP_BODY_BYTES,
  }),
  restoreState: database({
    method: 'GET',
    path: '/rest/:version/system/database/restore',
    summary: 'How the last restore of the system database ended (Argus only)',
    access: 'admin',
    reply: databaseRestoreStateSchema,
  }),
  legacyBackup: legacyDatabase({
    method: 'GET',
    path: '/ec2/dumpDatabase',
    summary: 'A consistent copy of the system database',
    access: 'owner+',
    reply: databaseDumpSchema,
  }),
  legacyRestore: legacyDatabase({
    method: 'POST',
    path: '/ec2/restoreDatabase',
    summary: 'Replace the system database with a backup of it, then restart',
    access: 'owner+',
    body: databaseDumpSchema,
    reply: z.object({}),
    maxBodyBytes: MAX_BACKUP_BODY_BYTES,
  }),
};

export const settingsEndpoints = {
  all: settings({
    method: 'GET',
    path: '/rest/:version/system/settings',
    summary: 'All readable settings (write-only ones are absent)',
    access: 'user',
    query: settingsQuerySchema,
    reply: systemSettingsSchema,
  }),
  change: settings({
    method: 'PATCH',
    path: '/rest/:version/system/settings',
    summary: 'Change settings, all or nothing; replies with every readable setting',
    access: 'admin*',
    body: settingsChangeSchema,
    reply: systemSettingsSchema,
  }),
  one: settings({
    method: 'GET',
    path: '/rest/:version/system/settings/:name',
    summary: 'One setting, as a bare JSON value',
    access: 'user',
    reply: z.unknown(),
  }),
  setOne: settings({
    method: 'PUT',
    path: '/rest/:version/system/settings/:name',
    summary: 'Change one setting; the body is the bare JSON value; replies with the new value',
    access: 'admin*',
    body: z.unknown(),
    reply: z.unknown(),
  }),
  manifest: settings({
    method: 'GET',
    path: '/rest/:version/system/settingsManifest',
    versions: ['v1'],
    summary: 'Description of every setting',
    access: 'user',
    reply: settingsManifestSchema,
  }),
  manifestV2: settings({
    method: 'GET',
    path: '/rest/:version/system/settings/:name/manifest',
    versions: ['v2'],
    summary: 'Description of every setting (`*`, also sent as `%2A`)',
    access: 'user',
    reply: settingsManifestSchema,
  }),
  legacyAll: legacy({
    method: 'GET',
    path: '/api/systemSettings',
    getWrite: true,
    summary: 'Settings as strings; `?name=value` changes them (admin)',
    access: 'user',
    envelope: true,
    query: z.record(z.string(), z.unknown()),
    reply: legacySystemSettingsSchema,
  }),
  legacyChange: legacy({
    method: 'POST',
    path: '/api/systemSettings',
    summary: 'Change settings from a JSON body `{name: value}` (and the query)',
    access: 'admin',
    envelope: true,
    body: z.optional(settingsChangeSchema),
    reply: legacySystemSettingsSchema,
  }),
  legacyList: legacy({
    method: 'GET',
    path: '/ec2/getSettings',
    summary: 'Settings as a name/value list',
    access: 'user',
    reply: z.array(legacySettingSchema),
  }),
  documentation: legacy({
    method: 'GET',
    path: '/api/settingsDocumentation',
    summary: 'Setting descriptions and defaults',
    access: 'user',
    envelope: true,
    reply: legacySettingsDocumentationSchema,
  }),
};
