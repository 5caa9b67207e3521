/**
 * Hardware ids (licensing, media-server-api §4.3.4 `runtimeData.hardwareIds`), derived from the host's machine
 * id, its hardware UUID or serial and its MAC addresses. Only digests leave this module, never the raw values.
 */
import { createHash } from 'node:crypto';
import { macAddresses } from './network-addresses.ts';

/** Version prefix of Argus hardware ids: `04` + 32 upper-case hex digits (md5 of the source). */
const HWID_VERSION = '04';

export function hardwareIdOf(source: string): string {
  return HWID_VERSION + createHash('md5').update(source).digest('hex').toUpperCase();
}

/** Hardware ids in a stable order: machine id, hardware UUID/serial, then one per MAC address. */
export async function readHardwareIds(): Promise<string[]> {
  // A large library, needed once per process: loaded when first asked, not at start.
  const { default: si } = await import('systeminformation');
  const ids = await si.uuid().catch(() => ({ os: '', hardware: '' }));
  const sources = [
    ids.os && `machine:${ids.os}`,
    ids.hardware && `hardware:${ids.hardware}`,
    ...macAddresses().map((mac) => `mac:${mac}`),
  ].filter((s): s is string => Boolean(s));
  return [...new Set(sources.map(hardwareIdOf))];
}
