/**
 * The system settings catalogue (media-server-api §4.2.4): 5.1 names, REST types, defaults and flags.
 * The server validates and stores settings from it; the web app builds the Advanced page from its manifest.
 * Validation, the manifest and UI metadata built from it live in `settings-rules.ts`.
 */
import { NULL_ID } from '../schemas/ids.ts';
import { BRAND_SUPPORT_EMAIL, DEFAULT_LICENSE_SERVER } from '../schemas/version.ts';
import {
  backupSettingsShape,
  bool,
  int,
  O,
  obj,
  persistentStorage,
  persistentStorageShape,
  R,
  type SettingDef,
  str,
  watermarkShape,
} from './settings-def.ts';

export { BACKUP_QUALITIES, type SettingDef, type SettingType } from './settings-def.ts';

/**
 * The longest session lifetime an administrator may set: 365 days, the lifetime of the console's token cookie
 * (spec 000 §9). 0 still means sessions do not expire.
 */
export const SESSION_LIMIT_MAX_MINUTES = 365 * 24 * 60;

export const SYSTEM_SETTINGS = {
  // Identity, cloud and merge (set by setup, cloud binding and merge).
  systemName: str('', 'System name', 'Name of the system.'),
  localSystemId: str('', 'Local system id', 'Identity of the system; empty until setup.', R),
  cloudSystemID: str('', 'Cloud system id', 'Id of the system in the cloud; empty when not bound.', R),
  cloudAccountName: str('', 'Cloud owner', 'E-mail of the cloud account that owns the system.', R),
  cloudAuthKey: str('', 'Cloud auth key', 'Secret the system uses to authenticate to the cloud.', {
    readOnly: true,
    writeOnly: true,
  }),
  cloudHost: str('', 'Cloud host', 'Host of the cloud the system is bound to.', R),
  system2faEnabled: bool(false, 'Two-factor authentication', 'Whether the cloud requires 2FA here.', R),
  lastMergeMasterId: str('', 'Last merge: primary', 'Id of the primary server of the last merge.', R),
  lastMergeSlaveId: str('', 'Last merge: secondary', 'Id of the merged server of the last merge.', R),
  specificFeatures: obj({}, 'Specific features', 'Feature switches of this installation.', R),
  statisticsReportLastNumber: int(0, 'Last statistics report number', 'Number of the last report sent.', R),
  statisticsReportLastTime: str('', 'Last statistics report time', 'When the last report was sent.', R),
  statisticsReportLastVersion: str('', 'Last statistics report version', 'Version in the last report.', R),
  primaryTimeServer: str(NULL_ID, 'Primary time server', 'Server whose clock the system follows.', {
    readOnly: true,
    legacyWritable: true,
    format: 'uuid',
  }),
  // E-mail.
  smtpHost: str('', 'SMTP server', 'Host name of the outgoing mail server.'),
  smtpUser: str('', 'SMTP user', 'User name for the outgoing mail server.'),
  emailFrom: str('', 'Sender e-mail', 'Address notification e-mails are sent from.'),
  emailSignature: str('', 'E-mail signature', 'Text appended to notification e-mails.'),
  smtpName: str('', 'Sender name', 'Name shown as the sender of notification e-mails.'),
  emailSupportEmail: str(BRAND_SUPPORT_EMAIL, 'Support e-mail', 'Support address shown in e-mails.'),
  smtpPassword: str('', 'SMTP password', 'Password for the outgoing mail server.', { writeOnly: true }),
  smtpConnectionType: str('unsecure', 'SMTP connection', 'Encryption of the mail server connection.', {
    values: ['unsecure', 'ssl', 'tls'],
  }),
  smtpPort: int(0, 'SMTP port', 'Port of the mail server; 0 uses the protocol default.', { max: 65535 }),
  smtpTimeout: int(300, 'SMTP timeout (s)', 'How long to wait for the mail server.', { min: 1, max: 3600 }),
  useCloudServiceToSendEmail: bool(false, 'Send e-mail via the cloud', 'Use the cloud instead of SMTP.'),
  useTextEmailFormat: bool(false, 'Plain-text e-mail', 'Send e-mails as plain text instead of HTML.'),
  useWindowsEmailLineFeed: bool(false, 'Windows line feeds', 'End e-mail lines with CR LF.'),
  // LDAP.
  ldapUri: str('', 'LDAP server URI', 'Address of the LDAP server.', O),
  ldapAdminDn: str('', 'LDAP admin DN', 'Distinguished name used to query the LDAP server.', O),
  ldapSearchBase: str('', 'LDAP search base', 'Where LDAP users are searched.', O),
  ldapSearchFilter: str('', 'LDAP search filter', 'Filter selecting LDAP users.', O),
  ldapAdminPassword: str('', 'LDAP admin password', 'Password of the LDAP admin DN.', {
    ownerOnly: true,
    writeOnly: true,
  }),
  ldapPasswordExpirationPeriodMs: int(
    300000,
    'LDAP password cache (ms)',
    'How long a checked LDAP password is trusted.',
    O,
  ),
  ldapSearchTimeoutS: int(30, 'LDAP search timeout (s)', 'How long to wait for an LDAP search.', {
    ...O,
    min: 1,
  }),
  // Statistics.
  statisticsAllowed: bool(true, 'Send anonymous statistics', 'Allow sending anonymous usage statistics.'),
  statisticsReportTimeCycle: str('', 'Statistics report cycle', 'How often statistics are reported.'),
  statisticsReportUpdateDelay: str('', 'Statistics report delay', 'Delay before a statistics report.'),
  statisticsReportServerApi: str('', 'Statistics server API', 'Where statistics reports are sent.'),
  clientStatisticsSettingsUrl: str(
    '',
    'Client statistics settings URL',
    'Where clients get statistics rules.',
  ),
  // Connections and time.
  ec2AliveUpdateIntervalSec: int(
    60,
    'Server alive interval (s)',
    'How often servers tell each other they are alive.',
    {
      min: 1,
      max: 3600,
    },
  ),
  proxyConnectTimeoutSec: int(5, 'Proxy connect timeout (s)', 'How long to wait when relaying to a server.', {
    min: 1,
  }),
  timeSynchronizationEnabled: bool(true, 'Synchronize time', 'Keep the clocks of all servers in step.'),
  maxDifferenceBetweenSynchronizedAndInternetTime: int(
    2000,
    'Max drift from internet time (ms)',
    'Drift that triggers a resync with internet time.',
  ),
  maxDifferenceBetweenSynchronizedAndLocalTimeMs: int(
    2000,
    'Max drift from local time (ms)',
    'Drift that triggers a resync with the local clock.',
  ),
  osTimeChangeCheckPeriodMs: int(
    5000,
    'OS time check period (ms)',
    'How often a change of the OS clock is looked for.',
  ),
  syncTimeExchangePeriod: int(600000, 'Time exchange period (ms)', 'How often servers exchange their time.'),
  syncTimeEpsilon: int(200, 'Time sync tolerance (ms)', 'Clock difference that is ignored.'),
  masterCloudSyncList: str('', 'Cloud sync servers', 'Servers that synchronize with the cloud.'),
  // Devices and recording.
  disabledVendors: str('', 'Disabled vendors', 'Camera vendors excluded from discovery.', O),
  cameraSettingsOptimization: bool(
    true,
    'Optimize camera settings',
    'Let servers change camera stream settings.',
  ),
  autoUpdateThumbnails: bool(true, 'Update thumbnails', 'Refresh camera thumbnails automatically.'),
  maxSceneItems: int(0, 'Max layout items', 'Most items on one layout; 0 means no limit.'),
  auditTrailEnabled: bool(true, 'Audit trail', 'Record user actions in the audit trail.'),
  auditTrailPeriodDays: int(183, 'Audit trail period (days)', 'How long audit records are kept.', { min: 1 }),
  eventLogPeriodDays: int(30, 'Event log period (days)', 'How long event log records are kept.', { min: 1 }),
  trafficEncryptionForced: bool(true, 'Force encryption', 'Accept only encrypted (HTTPS) connections.', O),
  // Argus: the server enforces the password policy for API clients too (the console always does).
  credentialPolicyEnforced: bool(
    false,
    'Enforce the password policy',
    'Refuse passwords that break the password rules (at least 8 characters of two kinds, not a common password) from every client, scripts included.',
    O,
  ),
  // Argus: web origins that may embed the console (frame it) and use its session cookie from there.
  embedAllowedOrigins: str(
    '',
    'Origins that may embed the console',
    'Web origins (such as https://intranet.example.com) that may show the console in a frame and use its session, separated by spaces.',
    { ...O, format: 'origins' },
  ),
  videoTrafficEncryptionForced: bool(
    false,
    'Encrypt video traffic',
    'Send video only over encrypted connections.',
  ),
  exposeDeviceCredentials: bool(
    true,
    'Expose device credentials',
    'Show camera passwords to administrators.',
  ),
  autoDiscoveryEnabled: bool(true, 'Device auto-discovery', 'Look for new cameras on the network.'),
  autoDiscoveryResponseEnabled: bool(true, 'Answer discovery', 'Let other servers find this system.'),
  updateNotificationsEnabled: bool(true, 'Update notifications', 'Tell users when an update is available.'),
  upnpPortMappingEnabled: bool(true, 'UPnP port mapping', 'Open router ports automatically with UPnP.'),
  backupSettings: obj(
    { id: NULL_ID, quality: 'CameraBackupBoth', backupNewCameras: false },
    'Backup settings',
    'Default quality of camera backup and whether new cameras are backed up.',
    { shape: backupSettingsShape },
  ),
  crossdomainEnabled: bool(false, 'Cross-domain access', 'Serve crossdomain.xml to browser plugins.'),
  arecontRtspEnabled: bool(false, 'Arecont RTSP', 'Use RTSP for Arecont Vision cameras.'),
  sequentialFlirOnvifSearcherEnabled: bool(
    false,
    'Sequential FLIR search',
    'Search FLIR cameras one by one.',
  ),
  maxP2pQueueSizeBytes: int(134217728, 'Max P2P queue (bytes)', 'Queue size for one server-to-server link.'),
  maxP2pAllClientsSizeBytes: int(
    134217728,
    'Max P2P queue, all clients (bytes)',
    'Queue size for all links.',
  ),
  maxRecordQueueSizeBytes: int(
    25165824,
    'Max record queue (bytes)',
    'Data buffered per camera before writing.',
  ),
  maxRecordQueueSizeElements: int(
    1000,
    'Max record queue (frames)',
    'Frames buffered per camera before writing.',
  ),
  maxHttpTranscodingSessions: int(2, 'Max transcoding sessions', 'Transcoded HTTP streams per server.', O),
  maxRtpRetryCount: int(6, 'Max RTP retries', 'Retries of a lost RTP connection.'),
  rtpTimeoutMs: int(10000, 'RTP timeout (ms)', 'Silence after which an RTP stream is dropped.', { min: 1 }),
  maxRtspConnectDurationSeconds: int(
    0,
    'Max RTSP connect time (s)',
    'Limit for opening an RTSP stream; 0 means none.',
  ),
  cloudConnectUdpHolePunchingEnabled: bool(true, 'UDP hole punching', 'Reach servers through NAT directly.'),
  cloudConnectRelayingEnabled: bool(true, 'Cloud relaying', 'Reach servers through the cloud relay.'),
  cloudConnectRelayingOverSslForced: bool(false, 'Relay over SSL only', 'Use only encrypted cloud relaying.'),
  enableEdgeRecording: bool(true, 'Edge recording', 'Import recordings stored on cameras.'),
  webSocketEnabled: bool(true, 'WebSocket', 'Allow WebSocket connections to servers.', O),
  maxRemoteArchiveSynchronizationThreads: int(
    -1,
    'Remote archive sync threads',
    'Parallel imports of camera archives; -1 is automatic.',
    { min: -1 },
  ),
  maxVirtualCameraArchiveSynchronizationThreads: int(
    -1,
    'Virtual camera sync threads',
    'Parallel virtual camera uploads; -1 is automatic.',
    { min: -1 },
  ),
  // Updates.
  customReleaseListUrl: str('', 'Release list URL', 'Where the system looks for updates.'),
  targetUpdateInformation: str('', 'Target update', 'The update being installed.'),
  installedUpdateInformation: str('', 'Installed update', 'The update that was installed last.'),
  downloaderPeers: obj({}, 'Update download peers', 'Servers that share update files.'),
  clientUpdateSettings: obj({}, 'Client update settings', 'How clients are updated.'),
  targetPersistentUpdateStorage: obj(persistentStorage, 'Update storage', 'Servers that keep update files.', {
    shape: persistentStorageShape,
  }),
  installedPersistentUpdateStorage: obj(
    persistentStorage,
    'Installed update storage',
    'Servers that kept update files of the installed update.',
    {
      shape: persistentStorageShape,
    },
  ),
  watermarkSettings: obj(
    { useWatermark: false, frequency: 0.5, opacity: 0.3 },
    'Watermark',
    'Watermark with the user name on video for non-administrators.',
    { shape: watermarkShape },
  ),
  // Sessions.
  sessionLimitMinutes: int(
    43200,
    'Session lifetime (minutes)',
    'How long a login session lasts from its creation. 0 means no limit.',
    { ...O, max: SESSION_LIMIT_MAX_MINUTES },
  ),
  sessionsLimit: int(
    100000,
    'Sessions per system',
    'Maximum number of sessions in the system; the oldest is dropped beyond it.',
    { ...O, min: 1 },
  ),
  sessionsLimitPerUser: int(
    5000,
    'Sessions per user',
    'Maximum number of sessions of one user; the oldest is dropped beyond it.',
    { ...O, min: 1 },
  ),
  remoteSessionUpdateS: int(10, 'Remote session update (s)', 'How often remote sessions are refreshed.', {
    ...O,
    min: 1,
  }),
  remoteSessionTimeoutS: int(
    21600,
    'Remote session timeout (s)',
    'Idle time after which a remote session ends.',
    { ...O, min: 1 },
  ),
  useSessionLimitForCloud: bool(
    false,
    'Session lifetime for cloud users',
    'Apply the session lifetime to cloud users too.',
    O,
  ),
  // Media.
  defaultVideoCodec: str('h263p', 'Default video codec', 'Codec for transcoded video.'),
  defaultExportVideoCodec: str('mpeg4', 'Export video codec', 'Codec for exported video.'),
  lowQualityScreenVideoCodec: str(
    'mpeg2video',
    'Screen recording codec',
    'Codec for low-quality screen recording.',
  ),
  licenseServer: str(DEFAULT_LICENSE_SERVER, 'License server', 'Where licenses are activated.', O),
  resourceFileUri: str(
    '',
    'Resource data URI',
    'Where extra camera data is downloaded from; empty uses the built-in data.',
    O,
  ),
  maxEventLogRecords: int(100000, 'Max event log records', 'Most records kept in the event log.', { min: 1 }),
  forceLiveCacheForPrimaryStream: str(
    'auto',
    'Live cache for primary stream',
    'Whether live video of the primary stream is cached.',
    {
      values: ['auto', 'yes', 'no'],
    },
  ),
  metadataStorageChangePolicy: str(
    'keep',
    'Analytics storage change',
    'What happens to analytics data when its storage changes.',
    {
      values: ['keep', 'remove', 'move'],
    },
  ),
  cloudNotificationsLanguage: str(
    '',
    'Cloud notification language',
    'Language of notifications sent by the cloud.',
  ),
  additionalLocalFsTypes: str(
    '',
    'Additional file systems',
    'Extra file system types used as local storage.',
  ),
  keepIoPortStateIntactOnInitialization: bool(
    false,
    'Keep I/O port state',
    'Do not reset camera outputs when they connect.',
  ),
  mediaBufferSizeKb: int(256, 'Media buffer (KB)', 'Buffer for a media stream.', { min: 1 }),
  mediaBufferSizeForAudioOnlyDeviceKb: int(16, 'Audio-only buffer (KB)', 'Buffer for an audio-only stream.', {
    min: 1,
  }),
  forceAnalyticsDbStoragePermissions: bool(
    true,
    'Analytics storage permissions',
    'Fix file permissions of the analytics database.',
  ),
  checkVideoStreamPeriodMs: int(10000, 'Stream check period (ms)', 'How often camera streams are checked.', {
    min: 1,
  }),
  storageEncryption: bool(false, 'Archive encryption', 'Encrypt newly recorded video.'),
  currentStorageEncryptionKey: str('', 'Archive encryption key', 'Password that encrypts recorded video.', {
    writeOnly: true,
  }),
  // Web and security.
  showServersInTreeForNonAdmins: bool(
    true,
    'Show servers to non-admins',
    'Show servers in the resource tree of every user.',
  ),
  supportedOrigins: str('*', 'Allowed origins', 'Origins allowed to call the API from a browser (CORS).'),
  frameOptionsHeader: str('SAMEORIGIN', 'X-Frame-Options', 'Value of the X-Frame-Options header.'),
  useHttpsOnlyForCameras: bool(false, 'HTTPS for cameras', 'Talk to cameras over HTTPS only.'),
  insecureDeprecatedApiEnabled: bool(
    false,
    'Insecure deprecated API',
    'Allow deprecated API calls with weak security.',
    O,
  ),
  insecureDeprecatedApiInUseEnabled: bool(
    true,
    'Deprecated API in use',
    'Warn when deprecated API calls are in use.',
  ),
  exposeServerEndpoints: bool(true, 'Expose server endpoints', 'Tell clients every address of every server.'),
  showMouseTimelinePreview: bool(true, 'Timeline preview', 'Show a preview when hovering over the timeline.'),
} as const satisfies Record<string, SettingDef>;

export type SettingName = keyof typeof SYSTEM_SETTINGS;
export type SettingValue<N extends SettingName> = (typeof SYSTEM_SETTINGS)[N]['default'] extends boolean
  ? boolean
  : (typeof SYSTEM_SETTINGS)[N]['default'] extends number
    ? number
    : (typeof SYSTEM_SETTINGS)[N]['default'] extends string
      ? string
      : (typeof SYSTEM_SETTINGS)[N]['default'];

export function isSettingName(name: string): name is SettingName {
  return Object.hasOwn(SYSTEM_SETTINGS, name);
}

export const SETTING_NAMES = Object.keys(SYSTEM_SETTINGS) as SettingName[];

export function settingDef(name: SettingName): SettingDef {
  return SYSTEM_SETTINGS[name];
}
