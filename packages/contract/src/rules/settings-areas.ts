/**
 * Where each setting of the catalogue belongs, for people: the Advanced page groups settings by these areas,
 * in this order, and within an area shows them in the order listed here (related settings side by side).
 * Every setting has exactly one area (the map's type makes a new setting name one).
 */
import type { SettingName } from './settings.ts';

export const SETTING_AREAS = [
  'system',
  'security',
  'authentication',
  'network',
  'time',
  'email',
  'cloud',
  'storage',
  'video',
  'logging',
  'updates',
] as const;

export type SettingArea = (typeof SETTING_AREAS)[number];

const AREA_OF: Record<SettingName, SettingArea> = {
  // System: identity, merge, licences and what every user sees.
  systemName: 'system',
  localSystemId: 'system',
  lastMergeMasterId: 'system',
  lastMergeSlaveId: 'system',
  specificFeatures: 'system',
  licenseServer: 'system',
  maxSceneItems: 'system',
  showServersInTreeForNonAdmins: 'system',
  showMouseTimelinePreview: 'system',
  // Security: encryption, browsers and deprecated API.
  trafficEncryptionForced: 'security',
  credentialPolicyEnforced: 'security',
  embedAllowedOrigins: 'security',
  videoTrafficEncryptionForced: 'security',
  exposeDeviceCredentials: 'security',
  useHttpsOnlyForCameras: 'security',
  insecureDeprecatedApiEnabled: 'security',
  insecureDeprecatedApiInUseEnabled: 'security',
  supportedOrigins: 'security',
  frameOptionsHeader: 'security',
  crossdomainEnabled: 'security',
  // Sessions and authentication, LDAP included.
  sessionLimitMinutes: 'authentication',
  sessionsLimit: 'authentication',
  sessionsLimitPerUser: 'authentication',
  remoteSessionUpdateS: 'authentication',
  remoteSessionTimeoutS: 'authentication',
  useSessionLimitForCloud: 'authentication',
  ldapUri: 'authentication',
  ldapAdminDn: 'authentication',
  ldapSearchBase: 'authentication',
  ldapSearchFilter: 'authentication',
  ldapAdminPassword: 'authentication',
  ldapPasswordExpirationPeriodMs: 'authentication',
  ldapSearchTimeoutS: 'authentication',
  // Network and discovery.
  autoDiscoveryEnabled: 'network',
  autoDiscoveryResponseEnabled: 'network',
  upnpPortMappingEnabled: 'network',
  ec2AliveUpdateIntervalSec: 'network',
  proxyConnectTimeoutSec: 'network',
  maxP2pQueueSizeBytes: 'network',
  maxP2pAllClientsSizeBytes: 'network',
  webSocketEnabled: 'network',
  exposeServerEndpoints: 'network',
  // Time synchronisation.
  timeSynchronizationEnabled: 'time',
  primaryTimeServer: 'time',
  maxDifferenceBetweenSynchronizedAndInternetTime: 'time',
  maxDifferenceBetweenSynchronizedAndLocalTimeMs: 'time',
  osTimeChangeCheckPeriodMs: 'time',
  syncTimeExchangePeriod: 'time',
  syncTimeEpsilon: 'time',
  // E-mail.
  smtpHost: 'email',
  smtpUser: 'email',
  smtpPassword: 'email',
  smtpConnectionType: 'email',
  smtpPort: 'email',
  smtpTimeout: 'email',
  smtpName: 'email',
  emailFrom: 'email',
  emailSignature: 'email',
  emailSupportEmail: 'email',
  useCloudServiceToSendEmail: 'email',
  useTextEmailFormat: 'email',
  useWindowsEmailLineFeed: 'email',
  // Cloud.
  cloudSystemID: 'cloud',
  cloudAccountName: 'cloud',
  cloudAuthKey: 'cloud',
  cloudHost: 'cloud',
  system2faEnabled: 'cloud',
  masterCloudSyncList: 'cloud',
  cloudConnectUdpHolePunchingEnabled: 'cloud',
  cloudConnectRelayingEnabled: 'cloud',
  cloudConnectRelayingOverSslForced: 'cloud',
  cloudNotificationsLanguage: 'cloud',
  // Storage and archive.
  backupSettings: 'storage',
  storageEncryption: 'storage',
  currentStorageEncryptionKey: 'storage',
  additionalLocalFsTypes: 'storage',
  forceAnalyticsDbStoragePermissions: 'storage',
  metadataStorageChangePolicy: 'storage',
  enableEdgeRecording: 'storage',
  maxRemoteArchiveSynchronizationThreads: 'storage',
  maxVirtualCameraArchiveSynchronizationThreads: 'storage',
  maxRecordQueueSizeBytes: 'storage',
  maxRecordQueueSizeElements: 'storage',
  // Video and cameras.
  cameraSettingsOptimization: 'video',
  autoUpdateThumbnails: 'video',
  disabledVendors: 'video',
  arecontRtspEnabled: 'video',
  sequentialFlirOnvifSearcherEnabled: 'video',
  maxHttpTranscodingSessions: 'video',
  maxRtpRetryCount: 'video',
  rtpTimeoutMs: 'video',
  maxRtspConnectDurationSeconds: 'video',
  defaultVideoCodec: 'video',
  defaultExportVideoCodec: 'video',
  lowQualityScreenVideoCodec: 'video',
  forceLiveCacheForPrimaryStream: 'video',
  keepIoPortStateIntactOnInitialization: 'video',
  mediaBufferSizeKb: 'video',
  mediaBufferSizeForAudioOnlyDeviceKb: 'video',
  checkVideoStreamPeriodMs: 'video',
  watermarkSettings: 'video',
  resourceFileUri: 'video',
  // Logging and statistics.
  auditTrailEnabled: 'logging',
  auditTrailPeriodDays: 'logging',
  eventLogPeriodDays: 'logging',
  maxEventLogRecords: 'logging',
  statisticsAllowed: 'logging',
  statisticsReportTimeCycle: 'logging',
  statisticsReportUpdateDelay: 'logging',
  statisticsReportServerApi: 'logging',
  statisticsReportLastNumber: 'logging',
  statisticsReportLastTime: 'logging',
  statisticsReportLastVersion: 'logging',
  clientStatisticsSettingsUrl: 'logging',
  // Updates.
  updateNotificationsEnabled: 'updates',
  customReleaseListUrl: 'updates',
  targetUpdateInformation: 'updates',
  installedUpdateInformation: 'updates',
  downloaderPeers: 'updates',
  clientUpdateSettings: 'updates',
  targetPersistentUpdateStorage: 'updates',
  installedPersistentUpdateStorage: 'updates',
};

const RANK = new Map(Object.keys(AREA_OF).map((name, i) => [name, i]));

/** The area a setting belongs to. */
export function settingArea(name: SettingName): SettingArea {
  return AREA_OF[name];
}

/** Where a setting comes in the reading order of its area (smaller first). */
export function settingRank(name: SettingName): number {
  return RANK.get(name) ?? Number.MAX_SAFE_INTEGER;
}
