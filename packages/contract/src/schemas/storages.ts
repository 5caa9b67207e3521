/**
 * Storages (media-server-api §4.4, §5.6): the REST `StorageModel`, the space and state report
 * (`StorageSpaceData[WithDbInfo]`), the legacy `/ec2` `StorageData` and the bodies of the calls that change
 * them. Paths in replies never carry a share's password (§3.10).
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { uuidSchema } from './users.ts';

/** Storage types (§5.6); the console also knows `usb` and `cloud`. */
export const STORAGE_TYPES = ['local', 'network', 'smb', 'usb', 'cloud'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];
export const storageTypeSchema = z.enum(STORAGE_TYPES);

/** Resource status of a storage record. */
export const STORAGE_RECORD_STATUSES = ['Online', 'Offline'] as const;
export type StorageRecordStatus = (typeof STORAGE_RECORD_STATUSES)[number];

/** Legacy resource type id of a storage (§5.1). */
export const STORAGE_TYPE_ID = 'f8544a40-880e-9442-b78a-9da6db6862b4';

/** `storageStatus` flags (§5.6), `|`-joined; `none` when empty. */
export const STORAGE_STATUS_FLAGS = {
  none: 0x0,
  used: 0x2,
  tooSmall: 0x4,
  system: 0x8,
  removable: 0x10,
  beingChecked: 0x20,
  beingRebuilt: 0x40,
  disabled: 0x80,
  dbReady: 0x100,
} as const;
export type StorageStatusFlag = Exclude<keyof typeof STORAGE_STATUS_FLAGS, 'none'>;

const FLAG_ORDER = Object.keys(STORAGE_STATUS_FLAGS).filter((f) => f !== 'none') as StorageStatusFlag[];

/** `used|system`, in the table's order; `none` for no flag. */
export function formatStorageStatus(flags: Iterable<StorageStatusFlag>): string {
  const set = new Set(flags);
  const list = FLAG_ORDER.filter((f) => set.has(f));
  return list.length ? list.join('|') : 'none';
}

/** The flags of a `storageStatus` text (unknown names are ignored). */
export function parseStorageStatus(text: string | undefined): Set<StorageStatusFlag> {
  const known = new Set<string>(FLAG_ORDER);
  return new Set(
    (text ?? '')
      .split('|')
      .map((f) => f.trim())
      .filter((f): f is StorageStatusFlag => known.has(f)),
  );
}

const int64 = z.number().check(z.int());
const nonNegativeInt64 = z.number().check(z.int(), z.gte(0));
const parametersSchema = z.record(z.string(), z.unknown());

export const storageModelSchema = z
  .object({
    id: z.string(),
    serverId: z.string(),
    name: z.string(),
    path: z.string(),
    type: storageTypeSchema,
    spaceLimitB: z.number(),
    isUsedForWriting: z.boolean(),
    isBackup: z.boolean(),
    status: z.enum(STORAGE_RECORD_STATUSES),
    parameters: parametersSchema,
  })
  .register(mediaServerRegistry, {
    id: 'StorageModel',
    description:
      'A storage location of a server (REST v1/v2). `path` is a local folder or a share URL without its password.',
  });
export type StorageModel = z.infer<typeof storageModelSchema>;

/** What a client may set on a storage. `type` is accepted and ignored: the server tells it from the path. */
const storageWriteShape = {
  name: z.optional(z.string()),
  path: z.string(),
  type: z.optional(storageTypeSchema),
  spaceLimitB: z.optional(nonNegativeInt64),
  isUsedForWriting: z.optional(z.boolean()),
  isBackup: z.optional(z.boolean()),
  parameters: z.optional(parametersSchema),
};

export const storageCreateRequestSchema = z
  .object({ ...storageWriteShape, id: z.optional(uuidSchema) })
  .register(mediaServerRegistry, {
    id: 'StorageCreateRequest',
    description:
      'POST body: a new storage of the server in the path. `path` is a local folder or ' +
      '`smb://[user[:password]@]host[:port]/share[/path]`, `nfs://host[:port]/export[/path]`; the password is ' +
      'stored sealed and never returned. `spaceLimitB` defaults to 10 GiB (local) or 100 GiB (network).',
  });
export type StorageCreateRequest = z.infer<typeof storageCreateRequestSchema>;

export const storageReplaceRequestSchema = z.object(storageWriteShape).register(mediaServerRegistry, {
  id: 'StorageReplaceRequest',
  description: 'PUT body: the writable fields of a storage; absent ones return to their defaults.',
});
export type StorageReplaceRequest = z.infer<typeof storageReplaceRequestSchema>;

export const storageChangeRequestSchema = z
  .object({ ...storageWriteShape, path: z.optional(z.string()) })
  .register(mediaServerRegistry, {
    id: 'StorageChangeRequest',
    description: 'PATCH body: given fields replace stored ones; `parameters` merge.',
  });
export type StorageChangeRequest = z.infer<typeof storageChangeRequestSchema>;

const storageSpaceShape = {
  url: z.string(),
  storageId: z.string(),
  totalSpace: int64,
  freeSpace: int64,
  reservedSpace: int64,
  isExternal: z.boolean(),
  isWritable: z.boolean(),
  isUsedForWriting: z.boolean(),
  isBackup: z.boolean(),
  isOnline: z.boolean(),
  storageType: storageTypeSchema,
  storageStatus: z.string(),
};

export const storageSpaceDataSchema = z.object(storageSpaceShape).register(mediaServerRegistry, {
  id: 'StorageSpaceData',
  description:
    'Space and state of a storage (`storageId` null id for a found, unsaved location); sizes in bytes, -1 unknown.',
});
export type StorageSpaceData = z.infer<typeof storageSpaceDataSchema>;

export const storageSpaceDataWithDbInfoSchema = z
  .object({ ...storageSpaceShape, serverId: z.string(), name: z.string() })
  .register(mediaServerRegistry, {
    id: 'StorageSpaceDataWithDbInfo',
    description: 'Space and state of a storage with its server and name (`/storages/{id}/status`).',
  });
export type StorageSpaceDataWithDbInfo = z.infer<typeof storageSpaceDataWithDbInfoSchema>;

// ── Legacy ──────────────────────────────────────────────────────────────────────────────────────────────────

const nameValueSchema = z.object({ name: z.string(), value: z.string() });

/** Legacy `StorageData` (`/ec2/getStorages`): ids in braces, `spaceLimit` as a string. */
export const legacyStorageDataSchema = z
  .object({
    id: z.string(),
    parentId: z.string(),
    name: z.string(),
    url: z.string(),
    typeId: z.string(),
    spaceLimit: z.string(),
    usedForWriting: z.boolean(),
    storageType: z.string(),
    addParams: z.array(nameValueSchema),
    status: z.string(),
    isBackup: z.boolean(),
  })
  .register(mediaServerRegistry, {
    id: 'LegacyStorageData',
    description: 'A storage in the legacy /ec2 form; `parentId` is its server, `url` has no password.',
  });
export type LegacyStorageData = z.infer<typeof legacyStorageDataSchema>;

export const legacySaveStorageRequestSchema = z
  .object({
    id: z.optional(uuidSchema),
    parentId: z.optional(uuidSchema),
    name: z.optional(z.string()),
    url: z.string(),
    typeId: z.optional(z.string()),
    spaceLimit: z.optional(z.union([nonNegativeInt64, z.string().check(z.regex(/^\d+$/))])),
    usedForWriting: z.optional(z.boolean()),
    storageType: z.optional(z.string()),
    addParams: z.optional(z.array(nameValueSchema)),
    status: z.optional(z.string()),
    isBackup: z.optional(z.boolean()),
  })
  .register(mediaServerRegistry, {
    id: 'LegacySaveStorageRequest',
    description:
      'Legacy create-or-replace of a storage. `parentId` defaults to the server handling the request; `url` may ' +
      'carry a share password, which is stored sealed.',
  });
export type LegacySaveStorageRequest = z.infer<typeof legacySaveStorageRequestSchema>;

export const legacySaveStoragesRequestSchema = z.array(legacySaveStorageRequestSchema);

export const legacyStorageQuerySchema = z
  .object({ id: z.optional(z.string()) })
  .register(mediaServerRegistry, {
    id: 'LegacyStorageQuery',
    description: 'Optional id (braces allowed) of a storage or of a server: that storage, or the server’s.',
  });

/** `/api/storageSpace` reply. */
export const storageSpaceReplySchema = z
  .object({ storages: z.array(storageSpaceDataSchema), storagePlugins: z.array(z.string()) })
  .register(mediaServerRegistry, {
    id: 'StorageSpaceReply',
    description: 'Saved storages of the server and the locations it found but nobody saved yet.',
  });
export type StorageSpaceReply = z.infer<typeof storageSpaceReplySchema>;

/**
 * What a probe of a path found (`/api/storageStatus`) [design]: `ok`, `wrongPath` (no writable folder there),
 * `createFailed` (the share's server does not answer), `wrongAuth` (the share refused the credentials).
 */
export const STORAGE_PROBE_RESULTS = ['ok', 'wrongPath', 'createFailed', 'wrongAuth'] as const;
export type StorageProbeResult = (typeof STORAGE_PROBE_RESULTS)[number];

export const legacyStorageStatusQuerySchema = z.object({ path: z.string() }).register(mediaServerRegistry, {
  id: 'LegacyStorageStatusQuery',
  description: 'The local folder or share URL to probe.',
});

export const storageProbeReplySchema = z
  .object({
    pluginExists: z.boolean(),
    storage: storageSpaceDataSchema,
    status: z.enum(STORAGE_PROBE_RESULTS),
  })
  .register(mediaServerRegistry, {
    id: 'StorageStatusReply',
    description: 'A probe of a path: whether it can be used, and its space.',
  });
export type StorageProbeReply = z.infer<typeof storageProbeReplySchema>;
