/**
 * What this portal is and offers, in one place: `GET /api/utils/settings` (cloud-api §8.1) and the web app's
 * client configuration (`client-config.ts`) both read it, so the flags the console sees at boot and those of
 * the settings call never differ.
 */
import { isIP } from 'node:net';
import {
  DEFAULT_CLOUD_STORAGE_SIZE,
  FEATURE_FLAGS,
  type FeatureFlag,
  type PortalSettings,
} from '@argus/contract/cloud';

/** The portal's brand. */
export const PORTAL_BRAND = {
  cloudName: 'Argus Cloud',
  vmsName: 'Argus',
  companyName: 'Argus',
  companyLink: '',
  supportLink: '',
  privacyLink: '',
  /** The desktop client's URL scheme [design]. */
  clientProtocol: 'argus',
  /** The brand name that `customization` fields carry (`/cdb` binds, settings). */
  customization: 'default',
} as const;

/**
 * The features this cloud serves: on only where the portal really has the feature. Ownership transfer (§6)
 * and the theme (§8.4) are built; the others (custom clients, CMS pages, dashboards, cloud storage, ...)
 * are not, so they stay off.
 */
export const PORTAL_FEATURE_FLAGS: Readonly<Record<FeatureFlag, boolean>> = Object.fromEntries(
  FEATURE_FLAGS.map((flag) => [flag, flag === 'cloudOwnershipTransfer' || flag === 'themesEnabled']),
) as Record<FeatureFlag, boolean>;

/** The developer pages (CMS) are not built. */
export const DEVELOPERS_ENABLED = false;
/** No integration store: `cloudCapabilities.integrationStoreEnabled`. */
export const INTEGRATION_STORE_ENABLED = false;

export interface PortalSettingsSource {
  publicUrl: string;
  /** The clock's year, for `copyrightYear`. */
  now: Date;
}

/**
 * The relay's host template (cloud-api §5.10, docs/cloud-link.md §6): `{systemId}.relay.<public host>`; a
 * public IP address has no subdomains, so then `localhost` (every browser resolves `*.localhost` to loopback).
 */
export function trafficRelayHostOf(publicUrl: string): string {
  const url = new URL(publicUrl);
  const isAddress = isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0;
  const host = isAddress ? `localhost${url.port ? `:${url.port}` : ''}` : url.host;
  return `{systemId}.relay.${host}`;
}

/** `GET /api/utils/settings`: the reference's fields, with its defaults where it gives them. */
export function portalSettings({ publicUrl, now }: PortalSettingsSource): PortalSettings {
  return {
    appTypesForPlatform: {},
    availableDownloadsPlatform: [],
    downloadsPlatformNameOverride: {},
    cloudName: PORTAL_BRAND.cloudName,
    vmsName: PORTAL_BRAND.vmsName,
    alexaIntegrationEnabled: false,
    bookmarksEnabled: PORTAL_FEATURE_FLAGS.bookmarks,
    clientProtocol: PORTAL_BRAND.clientProtocol,
    cloudStorageEnabled: PORTAL_FEATURE_FLAGS.cloudStorage,
    cloudStorageSize: DEFAULT_CLOUD_STORAGE_SIZE,
    copyrightYear: now.getUTCFullYear(),
    trafficRelayHost: trafficRelayHostOf(publicUrl),
    companyName: PORTAL_BRAND.companyName,
    companyLink: PORTAL_BRAND.companyLink,
    customClientsEnabled: PORTAL_FEATURE_FLAGS.customClients,
    developersEnabled: DEVELOPERS_ENABLED,
    feedbackEnabled: false,
    integrationFilterItems: [],
    integrationFilterLimitation: 0,
    integrationSeoPageDescription: '',
    integrationStoreEnabled: INTEGRATION_STORE_ENABLED,
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
    supportLink: PORTAL_BRAND.supportLink,
    privacyLink: PORTAL_BRAND.privacyLink,
    supportedResolutions: [],
    supportedHardwareTypes: [],
    searchTags: [],
    vendorsShown: [],
    pushConfig: {},
    googleTagManagerId: '',
    logRocket: '',
    fullStory: '',
    trialLicenseKey: '',
    themeConfig: { default: 'auto', dark: {}, light: {} },
    menus: {},
    docMenuMap: {},
    licenseTypes: [],
    featureFlags: { ...PORTAL_FEATURE_FLAGS },
    staticFiles: {},
    licenseServer: '',
    customization: PORTAL_BRAND.customization,
  };
}
