/**
 * Module and runtime information of this server (media-server-api §4.3.3, §4.3.4), and the legacy module
 * information built from it.
 */
import {
  legacyId,
  NULL_ID,
  PRODUCT_BRAND,
  PRODUCT_CUSTOMIZATION,
  PRODUCT_VERSION,
  PROTO_VERSION,
} from '@argus/contract';
import {
  type LegacyModuleInformation,
  SERVER_REALM,
  SERVER_TYPE_NAME,
  type ServerInformation,
  type ServerRuntimeInformation,
} from '@argus/contract/mediaserver';
import { timeZoneId, timeZoneOffsetMs } from '../../host/clock.ts';
import type { HostInfo } from '../../host/host-info.ts';
import type { SettingsService } from '../settings/index.ts';
import { localSystemIdOf, type ServerIdentity } from '../system/index.ts';
import type { UserRow } from '../users/index.ts';
import type { LiveServer } from './servers.model.ts';
import type { ServerRow } from './servers.table.ts';

export interface InfoSources {
  settings: SettingsService;
  users: { list(): readonly UserRow[] };
  identity: ServerIdentity;
  host: HostInfo;
  nowMs: number;
  /** When the system got its identity (setup or merge); 0 before. */
  systemIdentityTimeMs: number;
  /** The certificate of the server's HTTPS port, and whether the user gave it. */
  tls: { cert: string; userProvided: boolean };
  /** Whether the link to the cloud is open now (shown while bound). */
  cloudLinked: boolean;
}

/** The cloud owner's user id while the system is bound to the cloud. */
function cloudOwnerIdOf(src: InfoSources): string | undefined {
  if (!src.settings.get('cloudSystemID')) return undefined;
  return src.users.list().find((u) => u.type === 'cloud' && u.isOwner)?.id;
}

/**
 * `ServerInformation` of the running server. It serves HTTPS and HTTP on one port, so `sslAllowed` is true
 * and the certificate is its own; it keeps no transaction log, so `transactionLogTime` is zero.
 */
export function serverInformation(row: ServerRow, live: LiveServer, src: InfoSources): ServerInformation {
  const cloudOwnerId = cloudOwnerIdOf(src);
  const cloudSystemId = src.settings.get('cloudSystemID');
  return {
    type: SERVER_TYPE_NAME,
    customization: PRODUCT_CUSTOMIZATION,
    brand: PRODUCT_BRAND,
    version: PRODUCT_VERSION,
    systemName: src.settings.get('systemName'),
    name: row.name,
    port: live.port,
    id: row.id,
    sslAllowed: true,
    protoVersion: PROTO_VERSION,
    runtimeId: src.identity.runtimeId,
    serverFlags: live.flags,
    realm: SERVER_REALM,
    ecDbReadOnly: false,
    cloudSystemId,
    ...(cloudSystemId ? { cloudLinked: src.cloudLinked } : {}),
    cloudHost: src.settings.get('cloudHost'),
    localSystemId: localSystemIdOf(src.settings),
    hwPlatform: src.host.hwPlatform,
    synchronizedTimeMs: src.nowMs,
    ...(cloudOwnerId ? { cloudOwnerId } : {}),
    remoteAddresses: live.addresses,
    userProvidedCertificatePem: src.tls.userProvided ? src.tls.cert : '',
    certificatePem: src.tls.cert,
    systemIdentityTimeMs: src.systemIdentityTimeMs,
    transactionLogTime: { sequence: 0, ticksMs: 0 },
    collectedByThisServer: true,
  };
}

/** The legacy `/api/moduleInformation` reply: the fields up to `cloudOwnerId`, `remoteAddresses`, braced ids. */
export function legacyModuleInformation(info: ServerInformation): LegacyModuleInformation {
  return {
    type: info.type,
    customization: info.customization,
    brand: info.brand,
    version: info.version,
    systemName: info.systemName,
    name: info.name,
    port: info.port,
    id: legacyId(info.id),
    sslAllowed: info.sslAllowed,
    protoVersion: info.protoVersion,
    runtimeId: legacyId(info.runtimeId),
    serverFlags: info.serverFlags,
    realm: info.realm,
    ecDbReadOnly: info.ecDbReadOnly,
    cloudSystemId: info.cloudSystemId,
    ...(info.cloudLinked === undefined ? {} : { cloudLinked: info.cloudLinked }),
    cloudHost: info.cloudHost,
    localSystemId: legacyId(info.localSystemId),
    hwPlatform: info.hwPlatform,
    synchronizedTimeMs: info.synchronizedTimeMs,
    ...(info.cloudOwnerId ? { cloudOwnerId: legacyId(info.cloudOwnerId) } : {}),
    remoteAddresses: info.remoteAddresses,
  };
}

/** `ServerRuntimeInformation`: the host clock and time zone, and the hardware ids used for licensing. */
export function runtimeInformation(
  row: ServerRow,
  live: LiveServer,
  src: InfoSources,
): ServerRuntimeInformation {
  return {
    port: live.port,
    id: row.id,
    osInfo: live.osInfo,
    osTimeMs: Date.now(),
    synchronizedTimeMs: src.nowMs,
    timeZoneOffsetMs: timeZoneOffsetMs(src.nowMs),
    timeZoneId: timeZoneId(),
    runtimeData: {
      version: 1,
      peer: {
        id: row.id,
        persistentId: row.id,
        instanceId: src.identity.runtimeId,
        peerType: 'PT_Server',
        dataFormat: 'JsonFormat',
      },
      platform: live.osInfo.platform,
      box: src.host.hwPlatform === 'unknown' ? '' : src.host.hwPlatform,
      brand: PRODUCT_BRAND,
      customization: PRODUCT_CUSTOMIZATION,
      publicIP: '',
      prematureLicenseExperationDate: '',
      videoWallInstanceGuid: NULL_ID,
      videoWallControlSession: NULL_ID,
      hardwareIds: src.host.hardwareIds,
      nx1mac: '',
      nx1serial: '',
      updateStarted: false,
      userId: NULL_ID,
      flags: live.flags,
      activeAnalyticsEngines: [],
      prematureVideoWallLicenseExpirationDate: '',
    },
  };
}
