/**
 * The portal settings of `GET /api/utils/settings` (cloud-api §8.1): branding, features, menus, links. The
 * reference names the fields; types it does not give are [design] and noted on the field.
 */
import * as z from 'zod/mini';
import { cloudRegistry } from '../registry.ts';

/** Feature flags (`featureFlags`), each overridable by a `FEATURE_<UPPERCASE>` header. */
export const FEATURE_FLAGS = [
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
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** The header that overrides a flag for one request: `FEATURE_CLOUDSTORAGE: 1`. */
export function featureFlagHeader(flag: FeatureFlag): string {
  return `FEATURE_${flag.toUpperCase()}`;
}

export const APP_TYPES = [
  'bundle',
  'camera_sdk',
  'client',
  'metadata_sdk',
  'package',
  'server',
  'servertool',
  'storage_sdk',
  'video_source_sdk',
] as const;
export const DOWNLOAD_PLATFORMS = [
  'android',
  'arm',
  'ios',
  'linux',
  'mac',
  'sdk',
  'windows',
  'universal',
] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

export const MENU_AUTHENTICATION = ['Both', 'Logged In', 'Logged Out'] as const;

/** One node of a CMS menu; `nodes` nest. */
export interface MenuNode {
  name: string;
  name_raw: string;
  display_name: string;
  url: string;
  subtitle: string;
  icon: string;
  authentication: (typeof MENU_AUTHENTICATION)[number];
  new_window: boolean;
  asset_id: number | null;
  asset: unknown;
  accepted: boolean;
  pending: boolean;
  draft: boolean;
  asset_type: string | null;
  related_asset_ids: number[];
  next_item: string | null;
  order: number;
  invisible?: boolean | undefined;
  breadcrumbs?: { display_name: string; url: string }[] | undefined;
  nodes: MenuNode[];
}

export const menuNodeSchema: z.ZodMiniType<MenuNode> = z
  .object({
    name: z.string(),
    name_raw: z.string(),
    display_name: z.string(),
    url: z.string(),
    subtitle: z.string(),
    icon: z.string(),
    authentication: z.enum(MENU_AUTHENTICATION),
    new_window: z.boolean(),
    /** [design] number or null; `asset` the asset itself (any JSON) or null. */
    asset_id: z.nullable(z.number()),
    asset: z.unknown(),
    accepted: z.boolean(),
    pending: z.boolean(),
    draft: z.boolean(),
    asset_type: z.nullable(z.string()),
    related_asset_ids: z.array(z.number()),
    next_item: z.nullable(z.string()),
    order: z.number(),
    invisible: z.optional(z.boolean()),
    breadcrumbs: z.optional(z.array(z.object({ display_name: z.string(), url: z.string() }))),
    get nodes() {
      return z.array(menuNodeSchema);
    },
  })
  .register(cloudRegistry, { id: 'MenuNode', description: 'One entry of a portal menu, with its children.' });

export const menuSchema = z
  .object({
    type: z.string(),
    base_url: z.string(),
    id: z.number(),
    title: z.string(),
    description: z.string(),
    nodes: z.array(menuNodeSchema),
  })
  .register(cloudRegistry, { id: 'Menu', description: 'A portal menu (header, footer, documentation).' });
export type Menu = z.infer<typeof menuSchema>;

export const licenseTypeSchema = z.object({
  name: z.string(),
  title: z.string(),
  /** [design] how many times a license of this type may be deactivated. */
  deactivationsAllowed: z.int(),
});

export const portalSettingsSchema = z
  .object({
    /** [design] `{platform: appType[]}`. */
    appTypesForPlatform: z.record(z.string(), z.array(z.string())),
    availableDownloadsPlatform: z.array(z.string()),
    /** [design] `{platform: display name}`. */
    downloadsPlatformNameOverride: z.record(z.string(), z.string()),
    cloudName: z.string(),
    vmsName: z.string(),
    alexaIntegrationEnabled: z.boolean(),
    bookmarksEnabled: z.boolean(),
    /** The desktop client's URL scheme, e.g. `nx-vms`. */
    clientProtocol: z.string(),
    cloudStorageEnabled: z.boolean(),
    /** Bytes as a string (default `53687091200`, 50 GiB). */
    cloudStorageSize: z.string().check(z.regex(/^\d+$/)),
    copyrightYear: z.int(),
    /** Host template with `{systemId}` (and optionally `{host}`) placeholders (cloud-api §5.10). */
    trafficRelayHost: z.string(),
    companyName: z.string(),
    companyLink: z.string(),
    customClientsEnabled: z.boolean(),
    developersEnabled: z.boolean(),
    feedbackEnabled: z.boolean(),
    integrationFilterItems: z.array(z.string()),
    integrationFilterLimitation: z.int(),
    integrationSeoPageDescription: z.string(),
    integrationStoreEnabled: z.boolean(),
    landingDescription: z.string(),
    /** Seconds (60). */
    healthMonitorCacheTimeout: z.number(),
    /** Seconds (30). */
    offlineCameraPollingInterval: z.number(),
    mobileLinks: z.object({ androidApplicationLink: z.string(), iosApplicationLink: z.string() }),
    publicDownloads: z.boolean(),
    publicReleases: z.boolean(),
    showAllBetas: z.boolean(),
    showAnalyticsEvents: z.boolean(),
    sortSupportedDevicesByPopularity: z.boolean(),
    testedOperatingSystems: z.array(z.string()),
    supportLink: z.string(),
    privacyLink: z.string(),
    supportedResolutions: z.array(z.string()),
    supportedHardwareTypes: z.array(z.string()),
    searchTags: z.array(z.string()),
    vendorsShown: z.array(z.string()),
    /** Push (Firebase) client configuration, as the provider defines it. */
    pushConfig: z.record(z.string(), z.unknown()),
    googleTagManagerId: z.string(),
    logRocket: z.string(),
    fullStory: z.string(),
    trialLicenseKey: z.string(),
    /** [design] the default theme and each theme's CSS variables. */
    themeConfig: z.object({
      default: z.enum(THEMES),
      dark: z.record(z.string(), z.string()),
      light: z.record(z.string(), z.string()),
    }),
    cloudMerge: z.optional(z.boolean()),
    menus: z.record(z.string(), menuSchema),
    /** [design] `{documentation path: menu name}`. */
    docMenuMap: z.record(z.string(), z.string()),
    licenseTypes: z.array(licenseTypeSchema),
    /** Known flags are `FEATURE_FLAGS`; unknown ones pass through. */
    featureFlags: z.record(z.string(), z.boolean()),
    staticFiles: z.record(z.string(), z.string()),
    licenseServer: z.string(),
    customization: z.string(),
  })
  .register(cloudRegistry, {
    id: 'PortalSettings',
    description: 'The portal’s branding, features, menus and links.',
  });
export type PortalSettings = z.infer<typeof portalSettingsSchema>;

/** Complimentary cloud storage per system unless configured otherwise: 50 GiB. */
export const DEFAULT_CLOUD_STORAGE_SIZE = '53687091200';
