/** The client configuration files of the web console (spec 000 §3 "Client config"). */
import {
  BRAND_SUPPORT_EMAIL,
  PRODUCT_BRAND,
  PRODUCT_CUSTOMIZATION,
  PRODUCT_NAME,
  PRODUCT_VERSION,
} from '@argus/contract';
import {
  CONSOLE_FEATURE_FLAGS,
  type ConsoleFeatureFlag,
  type WebAdminConfig,
} from '@argus/contract/mediaserver';
import type { SettingsService } from '../settings/index.ts';
import { isNewSystem } from '../system/index.ts';

export const CLOUD_NAME = 'Argus Cloud';

/** Features the local console offers with this server (spec 000 §3 "Feature flags") [design]. */
const ENABLED_FEATURES: ReadonlySet<ConsoleFeatureFlag> = new Set([
  'themesEnabled',
  'newHeader',
  'layouts',
  'bookmarks',
]);

/** What the server's options decide of the console: the developer capability (`--developers`). */
export interface ConsoleOptions {
  developers: boolean;
}

/**
 * `cloudHost` names the cloud the system is bound to, else the one the server was told to use; `cloudUrl`
 * is that cloud's origin, which the console calls to connect the system (`""` without a cloud).
 */
export function webAdminConfig(
  settings: SettingsService,
  cloud: { url: string | undefined; host: string },
  options: ConsoleOptions,
): WebAdminConfig {
  return {
    mode: 'local',
    cloudName: CLOUD_NAME,
    cloudHost: settings.get('cloudHost') || cloud.host,
    cloudUrl: cloud.url ?? '',
    supportLink: settings.get('emailSupportEmail') || BRAND_SUPPORT_EMAIL,
    footerLinks: [],
    features: Object.fromEntries(CONSOLE_FEATURE_FLAGS.map((f) => [f, ENABLED_FEATURES.has(f)])),
    cloudCapabilities: { developersEnabled: options.developers },
    allowDebugMode: false,
    redirect: { page404: '/404', unauthorised: '/' },
    newSystem: isNewSystem(settings),
  };
}

export function brandDescription(settings: SettingsService): Record<string, string> {
  return {
    brand: PRODUCT_BRAND,
    customization: PRODUCT_CUSTOMIZATION,
    productName: PRODUCT_NAME,
    companyName: PRODUCT_NAME,
    cloudName: CLOUD_NAME,
    version: PRODUCT_VERSION,
    supportEmail: settings.get('emailSupportEmail') || BRAND_SUPPORT_EMAIL,
  };
}
