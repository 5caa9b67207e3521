/**
 * Servers (media-server-api §4.3): the REST `ServerModel`, module and runtime information, the legacy
 * `/ec2` server records and the bodies of the calls that change a server record.
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { legacyStorageDataSchema } from './storages.ts';
import { uuidSchema } from './users.ts';

/** Server flags (§5.4), `|`-joined in `flags` and `serverFlags`. */
export const SERVER_FLAGS = {
  SF_None: 0x0,
  SF_Edge: 0x1,
  SF_RemoteEC: 0x2,
  SF_HasPublicIP: 0x4,
  SF_IfListCtrl: 0x8,
  SF_timeCtrl: 0x10,
  SF_AutoSystemName: 0x20,
  SF_ArmServer: 0x40,
  SF_Has_HDD: 0x80,
  SF_NewSystem: 0x100,
  SF_SupportsTranscoding: 0x200,
  SF_P2pSyncDone: 0x1000000,
  SF_RequiresEdgeLicense: 0x2000000,
  SF_HasPoeManagementCapability: 0x4000000,
  SF_HasFanMonitoringCapability: 0x8000000,
  SF_HasBuzzer: 0x10000000,
  SF_OwnerApiForAdmins: 0x20000000,
} as const;
export type ServerFlag = keyof typeof SERVER_FLAGS;

/** `SF_a|SF_b`, or `SF_None` for no flag. */
export function formatServerFlags(flags: Iterable<ServerFlag>): string {
  const list = [...new Set(flags)].filter((f) => f !== 'SF_None');
  return list.length ? list.join('|') : 'SF_None';
}

/** Resource status of a server (§5.5). */
export const SERVER_STATUSES = [
  'Offline',
  'Unauthorized',
  'Online',
  'NotDefined',
  'Incompatible',
  'mismatchedCertificate',
] as const;
export type ServerStatus = (typeof SERVER_STATUSES)[number];

/** Legacy resource type id of a media server (§4.3.8). */
export const MEDIA_SERVER_TYPE_ID = 'be5d1ee0-b92c-3b34-86d9-bca2dab7826f';
export const SERVER_TYPE_NAME = 'Media Server';
export const SERVER_REALM = 'VMS';
export const HW_PLATFORMS = ['unknown', 'raspberryPi', 'bananaPi'] as const;
export type HwPlatform = (typeof HW_PLATFORMS)[number];

export const serverOsInfoSchema = z
  .object({
    platform: z.string(),
    variant: z.string(),
    variantVersion: z.string(),
    flavor: z.optional(z.string()),
  })
  .register(mediaServerRegistry, {
    id: 'ServerOsInfo',
    description: 'Operating system of a server, e.g. `linux_x64`, `ubuntu`, `22.04`.',
  });
export type ServerOsInfo = z.infer<typeof serverOsInfoSchema>;

export const BACKUP_WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** Backup bandwidth per week hour; a missing slot is unlimited, 0 means no backup in that hour. */
export const backupBitrateSchema = z.array(
  z.object({
    key: z.object({
      day: z.enum(BACKUP_WEEK_DAYS),
      hour: z.number().check(z.int(), z.gte(0), z.lte(23)),
    }),
    value: z.number().check(z.int(), z.gte(0)),
  }),
);
export type BackupBitrate = z.infer<typeof backupBitrateSchema>;

/** The legacy form: `/ec2` writes the 64-bit values as strings and accepts numbers or numeric strings. */
export const legacyBackupBitrateSchema = z.array(
  z.object({
    key: z.object({
      day: z.enum(BACKUP_WEEK_DAYS),
      hour: z.number().check(z.int(), z.gte(0), z.lte(23)),
    }),
    value: z.union([z.number().check(z.int(), z.gte(0)), z.string().check(z.regex(/^\d+$/))]),
  }),
);
export type LegacyBackupBitrate = z.infer<typeof legacyBackupBitrateSchema>;

export const serverModelSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    version: z.string(),
    endpoints: z.array(z.string()),
    authKey: z.string(),
    osInfo: serverOsInfoSchema,
    flags: z.string(),
    isFailoverEnabled: z.boolean(),
    maxCameras: z.number(),
    backupBitrateBytesPerSecond: backupBitrateSchema,
    status: z.enum(SERVER_STATUSES),
    parameters: z.record(z.string(), z.unknown()),
  })
  .register(mediaServerRegistry, { id: 'ServerModel', description: 'A server of the system (REST v1/v2).' });
export type ServerModel = z.infer<typeof serverModelSchema>;

/** Reply fields whose default is not the empty value of their type (§1.5). */
export const SERVER_MODEL_DEFAULTS = { flags: 'SF_None' } as const;

const nonNegativeInt = z.number().check(z.int(), z.gte(0));

/** What a client may change on a server record; everything else in a body is ignored. */
const serverChangeShape = {
  name: z.optional(z.string().check(z.minLength(1))),
  isFailoverEnabled: z.optional(z.boolean()),
  maxCameras: z.optional(nonNegativeInt),
  backupBitrateBytesPerSecond: z.optional(backupBitrateSchema),
  parameters: z.optional(z.record(z.string(), z.unknown())),
};

export const serverChangeRequestSchema = z.object(serverChangeShape).register(mediaServerRegistry, {
  id: 'ServerChangeRequest',
  description:
    'PATCH body of a server record: given fields replace stored ones, `parameters` merge. Read-only fields ' +
    '(id, url, endpoints, version, osInfo, flags, status, authKey) are ignored.',
});
export type ServerChangeRequest = z.infer<typeof serverChangeRequestSchema>;

/** What a new record may also say about the other server (read-only once the record exists). */
const serverRecordShape = {
  ...serverChangeShape,
  name: z.string().check(z.minLength(1)),
  url: z.optional(z.string()),
  endpoints: z.optional(z.array(z.string())),
  version: z.optional(z.string()),
  osInfo: z.optional(serverOsInfoSchema),
};

export const serverReplaceRequestSchema = z.object(serverRecordShape).register(mediaServerRegistry, {
  id: 'ServerReplaceRequest',
  description:
    'PUT body of a server record: the writable fields, absent ones return to their defaults; at an unknown id ' +
    'it creates the record as POST does.',
});
export type ServerReplaceRequest = z.infer<typeof serverReplaceRequestSchema>;

export const serverCreateRequestSchema = z
  .object({ ...serverRecordShape, id: z.optional(uuidSchema) })
  .register(mediaServerRegistry, {
    id: 'ServerCreateRequest',
    description:
      'POST body: the record of another server of the system. `authKey` is never stored or returned.',
  });
export type ServerCreateRequest = z.infer<typeof serverCreateRequestSchema>;

export const transactionLogTimeSchema = z.object({ sequence: z.number(), ticksMs: z.number() });

export const serverInformationSchema = z
  .object({
    type: z.string(),
    customization: z.string(),
    brand: z.string(),
    version: z.string(),
    systemName: z.string(),
    name: z.string(),
    port: z.number(),
    id: z.string(),
    sslAllowed: z.boolean(),
    protoVersion: z.number(),
    runtimeId: z.string(),
    serverFlags: z.string(),
    realm: z.string(),
    ecDbReadOnly: z.boolean(),
    cloudSystemId: z.string(),
    /** [design] While bound: whether this server's link to the cloud is open (docs/cloud-link.md §1). */
    cloudLinked: z.optional(z.boolean()),
    cloudHost: z.string(),
    localSystemId: z.string(),
    hwPlatform: z.enum(HW_PLATFORMS),
    synchronizedTimeMs: z.number(),
    cloudOwnerId: z.optional(z.string()),
    remoteAddresses: z.array(z.string()),
    userProvidedCertificatePem: z.string(),
    certificatePem: z.string(),
    systemIdentityTimeMs: z.number(),
    transactionLogTime: transactionLogTimeSchema,
    collectedByThisServer: z.boolean(),
  })
  .register(mediaServerRegistry, {
    id: 'ServerInformation',
    description:
      'Module information of a server (§4.3.3); `serverFlags` contains `SF_NewSystem` until setup.',
  });
export type ServerInformation = z.infer<typeof serverInformationSchema>;

export const serverRuntimeInformationSchema = z
  .object({
    port: z.number(),
    id: z.string(),
    osInfo: serverOsInfoSchema,
    osTimeMs: z.number(),
    synchronizedTimeMs: z.number(),
    timeZoneOffsetMs: z.number(),
    timeZoneId: z.string(),
    runtimeData: z.object({
      version: z.number(),
      peer: z.object({
        id: z.string(),
        persistentId: z.string(),
        instanceId: z.string(),
        peerType: z.literal('PT_Server'),
        dataFormat: z.literal('JsonFormat'),
      }),
      platform: z.string(),
      box: z.string(),
      brand: z.string(),
      customization: z.string(),
      publicIP: z.string(),
      prematureLicenseExperationDate: z.string(),
      videoWallInstanceGuid: z.string(),
      videoWallControlSession: z.string(),
      hardwareIds: z.array(z.string()),
      nx1mac: z.string(),
      nx1serial: z.string(),
      updateStarted: z.boolean(),
      userId: z.string(),
      flags: z.string(),
      activeAnalyticsEngines: z.array(z.string()),
      prematureVideoWallLicenseExpirationDate: z.string(),
    }),
  })
  .register(mediaServerRegistry, {
    id: 'ServerRuntimeInformation',
    description: 'Time, time zone and hardware ids of a running server (§4.3.4).',
  });
export type ServerRuntimeInformation = z.infer<typeof serverRuntimeInformationSchema>;

/** Legacy `MediaServerData` (`/ec2/getMediaServers`): ids in braces. */
export const legacyMediaServerDataSchema = z
  .object({
    id: z.string(),
    parentId: z.string(),
    name: z.string(),
    url: z.string(),
    typeId: z.string(),
    networkAddresses: z.string(),
    flags: z.string(),
    version: z.string(),
    systemInfo: z.string(),
    authKey: z.string(),
    osInfo: z.string(),
  })
  .register(mediaServerRegistry, {
    id: 'LegacyMediaServerData',
    description: 'A server in the legacy /ec2 form; `osInfo` is JSON text, `networkAddresses` `;`-joined.',
  });
export type LegacyMediaServerData = z.infer<typeof legacyMediaServerDataSchema>;

/** Legacy `MediaServerDataEx` (`/ec2/getMediaServersEx`). */
export const legacyMediaServerDataExSchema = z
  .object({
    ...legacyMediaServerDataSchema.def.shape,
    maxCameras: z.number(),
    allowAutoRedundancy: z.boolean(),
    backupBitrateBytesPerSecond: legacyBackupBitrateSchema,
    locationId: z.number(),
    status: z.string(),
    addParams: z.array(z.object({ name: z.string(), value: z.string() })),
    storages: z.array(legacyStorageDataSchema),
  })
  .register(mediaServerRegistry, {
    id: 'LegacyMediaServerDataEx',
    description: 'A server in the legacy /ec2 form with its user attributes, parameters and storages.',
  });
export type LegacyMediaServerDataEx = z.infer<typeof legacyMediaServerDataExSchema>;

export const legacyServerQuerySchema = z
  .object({ id: z.optional(uuidSchema) })
  .register(mediaServerRegistry, {
    id: 'LegacyServerQuery',
    description: 'Optional server id (with or without braces) to return one server only.',
  });

export const saveMediaServerUserAttributesSchema = z
  .object({
    serverId: uuidSchema,
    serverName: z.optional(z.string().check(z.minLength(1))),
    maxCameras: z.optional(nonNegativeInt),
    allowAutoRedundancy: z.optional(z.boolean()),
    backupBitrateBytesPerSecond: z.optional(legacyBackupBitrateSchema),
    locationId: z.optional(z.number().check(z.int())),
  })
  .register(mediaServerRegistry, {
    id: 'MediaServerUserAttributes',
    description: 'Legacy partial change of a server: `serverId` plus the fields to change.',
  });
export type MediaServerUserAttributes = z.infer<typeof saveMediaServerUserAttributesSchema>;

/** `/ec2/getTimeOfServers` entries: times as decimal strings (§1.8, §4.3.9). */
export const legacyServerTimeSchema = z
  .object({ serverId: z.string(), osTime: z.string(), vmsTime: z.string(), timeZoneOffset: z.string() })
  .register(mediaServerRegistry, {
    id: 'LegacyServerTime',
    description: 'OS and system time of a server, and its time zone offset, in ms as strings.',
  });
export type LegacyServerTime = z.infer<typeof legacyServerTimeSchema>;

/** `/ec2/getHardwareIdsOfServers` entries. */
export const legacyServerHardwareIdsSchema = z
  .object({ serverId: z.string(), hardwareIds: z.array(z.string()) })
  .register(mediaServerRegistry, { id: 'LegacyServerHardwareIds', description: 'Hardware ids of a server.' });
export type LegacyServerHardwareIds = z.infer<typeof legacyServerHardwareIdsSchema>;

/** `/api/synchronizedTime` reply. */
export const synchronizedTimeSchema = z
  .object({ utcTimeMs: z.string(), isTakenFromInternet: z.boolean() })
  .register(mediaServerRegistry, { id: 'SynchronizedTime', description: 'The system time.' });
export type SynchronizedTime = z.infer<typeof synchronizedTimeSchema>;

/** Legacy module information (`/api/moduleInformation`): the fields up to `cloudOwnerId`, ids in braces. */
export const legacyModuleInformationSchema = z
  .object({
    type: z.string(),
    customization: z.string(),
    brand: z.string(),
    version: z.string(),
    systemName: z.string(),
    name: z.string(),
    port: z.number(),
    id: z.string(),
    sslAllowed: z.boolean(),
    protoVersion: z.number(),
    runtimeId: z.string(),
    serverFlags: z.string(),
    realm: z.string(),
    ecDbReadOnly: z.boolean(),
    cloudSystemId: z.string(),
    /** [design] While bound: whether this server's link to the cloud is open (docs/cloud-link.md §1). */
    cloudLinked: z.optional(z.boolean()),
    cloudHost: z.string(),
    localSystemId: z.string(),
    hwPlatform: z.string(),
    synchronizedTimeMs: z.number(),
    cloudOwnerId: z.optional(z.string()),
    remoteAddresses: z.array(z.string()),
  })
  .register(mediaServerRegistry, {
    id: 'LegacyModuleInformation',
    description: 'Module information of a server in the legacy form.',
  });
export type LegacyModuleInformation = z.infer<typeof legacyModuleInformationSchema>;

/**
 * Local-mode client configuration served at `/static/customization/webadmin_config.json` (spec 000 §3
 * "Client config") [design]. The web app reads its mode, cloud link and feature flags from it.
 */
export const CONSOLE_FEATURE_FLAGS = [
  'customClients',
  'landingPage',
  'bookmarks',
  'kbInstantSearch',
  'dashboard',
  'archiveSelection',
  'systemGroups',
  'readonlyAPIs',
  'dashboardRedirect',
  'cloudOwnershipTransfer',
  'viewCameraDetails',
  'themesEnabled',
  'paginatorExperimental',
  'newHeader',
  'cloudStorage',
  'fullStory',
  'layouts',
] as const;
export type ConsoleFeatureFlag = (typeof CONSOLE_FEATURE_FLAGS)[number];

export const webAdminConfigSchema = z
  .object({
    mode: z.enum(['local', 'cloud']),
    cloudName: z.string(),
    cloudHost: z.string(),
    /**
     * Argus: the origin of the cloud this server is told to use (`--cloud-url`), which the console calls to
     * connect the system; `""` when none is configured.
     */
    cloudUrl: z.optional(z.string()),
    supportLink: z.string(),
    footerLinks: z.array(z.object({ display_name: z.string(), url: z.string(), new_window: z.boolean() })),
    features: z.record(z.string(), z.boolean()),
    cloudCapabilities: z.object({ developersEnabled: z.boolean() }),
    allowDebugMode: z.boolean(),
    redirect: z.object({ page404: z.string(), unauthorised: z.string() }),
    newSystem: z.boolean(),
  })
  .register(mediaServerRegistry, {
    id: 'WebAdminConfig',
    description: 'Client configuration of the web console in local mode.',
  });
export type WebAdminConfig = z.infer<typeof webAdminConfigSchema>;
