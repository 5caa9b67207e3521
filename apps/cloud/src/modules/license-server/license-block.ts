/**
 * The license block a media server stores (media-server-api §4.8): `KEY=VALUE` lines in a fixed order.
 * `SIGNATURE2` is the Ed25519 signature (base64) of every other line of the block, in the block's order,
 * joined by `\n` (docs/api-decisions.md, "License server").
 */
import type { LicenseServerClass } from '@argus/contract/cloud';

/** `NAME` of the block: the console's name of the class (media-server-api §5.11). */
const CLASS_NAMES: Record<LicenseServerClass, string> = {
  trial: 'Time/Trial',
  analog: 'Analog',
  digital: 'Professional',
  edge: 'Edge',
  vmax: 'VMAX',
  analogencoder: 'Analog Encoder',
  videowall: 'Video Wall',
  iomodule: 'IO Module',
  starter: 'Starter',
  free: 'Free',
  bridge: 'Bridge',
  nvr: 'NVR',
};

export interface LicenseBlockFields {
  key: string;
  hardwareId: string;
  channels: number;
  licenseClass: LicenseServerClass;
  version: string;
  brand: string;
  expiresAt: Date | null;
  company: string;
  support: string;
  deactivationsLeft: number;
  orderType: string;
}

/** `YYYY-MM-DD HH:MM:SS` in UTC. */
export function blockTime(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/** The block's lines before and after the signature. */
function linesOf(fields: LicenseBlockFields): { head: string[]; tail: string[] } {
  const head = [
    `NAME=${CLASS_NAMES[fields.licenseClass]}`,
    `SERIAL=${fields.key}`,
    `HWID=${fields.hardwareId}`,
    `COUNT=${fields.channels}`,
    `CLASS=${fields.licenseClass}`,
    `VERSION=${fields.version}`,
    `BRAND=${fields.brand}`,
    ...(fields.expiresAt ? [`EXPIRATION=${blockTime(fields.expiresAt)}`] : []),
  ];
  const tail = [
    `COMPANY=${fields.company}`,
    `SUPPORT=${fields.support}`,
    `DEACTIVATIONS=${fields.deactivationsLeft}`,
    `ORDERTYPE=${fields.orderType}`,
  ];
  return { head, tail };
}

/** What `SIGNATURE2` signs: the other lines, in order, joined by `\n`. */
export function signedTextOfBlock(block: string): string {
  return block
    .split('\n')
    .filter((line) => !line.startsWith('SIGNATURE2='))
    .join('\n');
}

/** The signed block. */
export function formatLicenseBlock(fields: LicenseBlockFields, sign: (text: string) => string): string {
  const { head, tail } = linesOf(fields);
  const signature = sign([...head, ...tail].join('\n'));
  return [...head, `SIGNATURE2=${signature}`, ...tail].join('\n');
}
