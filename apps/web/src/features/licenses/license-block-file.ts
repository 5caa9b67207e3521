import { normalizeLicenseKey } from '@argus/contract';
import { licenseBlockFields } from '@argus/contract/mediaserver';

/** License block files are small text files; anything larger is not one. */
export const LICENSE_FILE_MAX_BYTES = 65_536;
export const LICENSE_FILE_ACCEPT = '.txt,text/plain';

export type LicenseFileReading =
  | { ok: true; key: string; licenseBlock: string }
  | { ok: false; reason: 'tooLarge' | 'noSerial' };

/**
 * A license block as read from a file (media-server-api §4.8): the key it is stored under is its `SERIAL`,
 * normalised as typed keys are.
 */
export function licenseFromBlock(text: string): LicenseFileReading {
  const key = normalizeLicenseKey(licenseBlockFields(text).get('SERIAL') ?? '');
  if (!key) return { ok: false, reason: 'noSerial' };
  return { ok: true, key, licenseBlock: text.trim() };
}

/** Reads an uploaded block file in the browser. */
export async function readLicenseFile(file: File): Promise<LicenseFileReading> {
  if (file.size > LICENSE_FILE_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  return licenseFromBlock(await file.text());
}
