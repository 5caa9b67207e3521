/** Replies of the cloud for tests, typed by the contract. */
import type { Account, CloudErrorBody, CloudResultCode, PortalSettings } from '@argus/contract/cloud';
import { CLOUD_RESULT_STATUS } from '@argus/contract/cloud';
import { jsonResponse } from './render.tsx';

/** The cloud's error body with the status of its result code (cloud-api §1.4). */
export function cloudError(
  resultCode: CloudResultCode,
  errorText: string,
  extra: Partial<CloudErrorBody> = {},
): Response {
  return jsonResponse(CLOUD_RESULT_STATUS[resultCode], { resultCode, errorText, errorData: null, ...extra });
}

export const ACCOUNT: Account = {
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  language: 'en_US',
  is_staff: false,
  is_superuser: false,
  cookie_reviewed: true,
  permissions: [],
  can_publish_integration: false,
  is_authenticated: true,
  sessionVerified: true,
  account2faEnabled: false,
  account2faEveryLogin: true,
  totpExistsForAccount: false,
};

/** The relay's host template the fixtures' cloud names (docs/cloud-link.md §6, as on 127.0.0.1). */
export const RELAY_HOST_TEMPLATE = '{systemId}.relay.localhost:7080';

/** `GET /api/utils/settings` of a cloud whose relay is `trafficRelayHost`. */
export function portalSettings(trafficRelayHost = RELAY_HOST_TEMPLATE): PortalSettings {
  return {
    appTypesForPlatform: {},
    availableDownloadsPlatform: [],
    downloadsPlatformNameOverride: {},
    cloudName: 'Argus Cloud',
    vmsName: 'Argus',
    alexaIntegrationEnabled: false,
    bookmarksEnabled: false,
    clientProtocol: 'argus',
    cloudStorageEnabled: false,
    cloudStorageSize: '53687091200',
    copyrightYear: 2026,
    trafficRelayHost,
    companyName: 'Argus',
    companyLink: '',
    customClientsEnabled: false,
    developersEnabled: false,
    feedbackEnabled: false,
    integrationFilterItems: [],
    integrationFilterLimitation: 0,
    integrationSeoPageDescription: '',
    integrationStoreEnabled: false,
    landingDescription: '',
    healthMonitorCacheTimeout: 60,
    offlineCameraPollingInterval: 30,
    mobileLinks: { androidApplicationLink: '', iosApplicationLink: '' },
    publicDownloads: false,
    publicReleases: false,
    showAllBetas: false,
    showAnalyticsEvents: false,
    sortSupportedDevicesByPopularity: false,
    testedOperatingSystems: [],
    supportLink: '',
    privacyLink: '',
    supportedResolutions: [],
    supportedHardwareTypes: [],
    searchTags: [],
    vendorsShown: [],
    pushConfig: {},
    googleTagManagerId: '',
    logRocket: '',
    fullStory: '',
    trialLicenseKey: '',
    themeConfig: { default: 'light', dark: {}, light: {} },
    menus: {},
    docMenuMap: {},
    licenseTypes: [],
    featureFlags: {},
    staticFiles: {},
    licenseServer: '',
    customization: 'default',
  };
}

/** `POST /api/systems/{id}/token`: a system-scoped token living `expiresInS` seconds. */
export function systemToken(accessToken: string, systemId: string, expiresInS = 86_400): Response {
  return jsonResponse(200, {
    access_token: accessToken,
    expires_in: String(expiresInS),
    expires_at: String(Date.now() + expiresInS * 1000),
    token_type: 'bearer',
    scope: `cloudSystemId=${systemId}`,
  });
}
