/**
 * License keys (spec 000 §5, 001 §5): normalised to upper case with hyphens removed, then grouped in blocks
 * of 4 joined by hyphens. White space (pasted keys) is removed as well.
 */

export const LICENSE_KEY_BLOCK_LENGTH = 4;

/** `abcd-efgh 1234-5678` → `ABCD-EFGH-1234-5678`; a last shorter block is kept (`abcde` → `ABCD-E`). */
export function normalizeLicenseKey(key: string): string {
  const compact = key.replace(/[-\s]/g, '').toUpperCase();
  const blocks: string[] = [];
  for (let i = 0; i < compact.length; i += LICENSE_KEY_BLOCK_LENGTH) {
    blocks.push(compact.slice(i, i + LICENSE_KEY_BLOCK_LENGTH));
  }
  return blocks.join('-');
}

/**
 * License classes (media-server-api §5.11): `CLASS` in a license block, the keys of `licenseSummaries`, and
 * what the cloud's license server issues.
 */
export const LICENSE_CLASSES = [
  'trial',
  'analog',
  'digital',
  'edge',
  'vmax',
  'analogencoder',
  'videowall',
  'iomodule',
  'starter',
  'free',
  'bridge',
  'nvr',
] as const;
export type LicenseClass = (typeof LICENSE_CLASSES)[number];
