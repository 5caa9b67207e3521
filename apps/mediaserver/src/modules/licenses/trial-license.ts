/**
 * The trial (Time) license a system activates once (spec 000 §9): 4 cameras for 30 days, bound to this
 * server's first hardware id. Its block carries a SHA-256 digest of its other lines as its signature.
 */
import { createHash, randomBytes } from 'node:crypto';
import { normalizeLicenseKey, PRODUCT_BRAND, PRODUCT_VERSION } from '@argus/contract';
import {
  formatLicenseExpiration,
  type LicenseData,
  TRIAL_LICENSE_CAMERAS,
  TRIAL_LICENSE_DAYS,
} from '@argus/contract/mediaserver';

const DAY_MS = 86_400_000;

export function trialLicense(hardwareId: string, nowMs: number): LicenseData {
  const key = normalizeLicenseKey(randomBytes(8).toString('hex'));
  const lines = [
    'NAME=Trial',
    `SERIAL=${key}`,
    `HWID=${hardwareId}`,
    `COUNT=${TRIAL_LICENSE_CAMERAS}`,
    'CLASS=trial',
    `VERSION=${PRODUCT_VERSION}`,
    `BRAND=${PRODUCT_BRAND}`,
    `EXPIRATION=${formatLicenseExpiration(nowMs + TRIAL_LICENSE_DAYS * DAY_MS)}`,
    'ORDERTYPE=trial',
    'DEACTIVATIONS=0',
  ];
  const signature = createHash('sha256').update(lines.join('\n')).digest('base64');
  return { key, licenseBlock: [...lines, `SIGNATURE2=${signature}`].join('\n') };
}
