/**
 * What this product reports about itself (media-server-api intro, §4.2.1, §4.3.3). Defined once: the system
 * info, module information and servers replies all read these. The version must start with `5.1`, since
 * clients choose the settings shape by it (§6.3).
 */

export const PRODUCT_VERSION_BASE = '5.1.6';
export const PRODUCT_BUILD = 1000;
/** `5.1.x.<build>`. */
export const PRODUCT_VERSION = `${PRODUCT_VERSION_BASE}.${PRODUCT_BUILD}`;
export const PROTO_VERSION = 5107;
/** Customization (brand id) reported to clients. */
export const PRODUCT_CUSTOMIZATION = 'default';
export const PRODUCT_BRAND = 'argus';
export const PRODUCT_NAME = 'Argus';
/** Default of the `emailSupportEmail` setting: the brand's support address. */
export const BRAND_SUPPORT_EMAIL = 'support@argus.local';
/** Default of the `licenseServer` setting: the Argus cloud service on its default port serves `/nxlicensed`. */
export const DEFAULT_LICENSE_SERVER = 'http://127.0.0.1:8000';
