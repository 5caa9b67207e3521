/**
 * License rules (media-server-api §4.8, §5.11; spec 000 §3, §4, §9): parsing a license block, its class and
 * display name, its status on a system, and which cameras the licenses cover.
 *
 * Which cameras record when there are fewer channels than cameras: cameras are served oldest first (by when
 * they were added, then by id), so the newest cameras stop first. A camera takes a channel of the first class
 * of its chain that has one free: an analog camera `analog`, `digital`, `starter`, `nvr`, `edge`, then
 * `trial`; any other camera `digital`, `starter`, `nvr`, `edge`, then `trial`. Time-limited (trial) channels
 * come last, so the perpetual ones are used first and an expiring trial stops as few cameras as possible.
 */

import {
  LICENSE_SERVER_TIMEOUT_MS,
  type LicenseData,
  type LicenseDetails,
  type LicenseErrorReason,
  type LicenseStatus,
  type LicenseSummaries,
  type LicenseType,
} from '../schemas/licenses.ts';
import { LICENSE_CLASSES, type LicenseClass } from './validation/license-key.ts';

/** Console display names of the classes (§5.11). */
export const LICENSE_TYPE_NAMES: Record<LicenseType, string> = {
  trial: 'Time/Trial',
  digital: 'Professional',
  analog: 'Analog',
  edge: 'Edge',
  vmax: 'VMAX',
  videowall: 'Video Wall',
  analogencoder: 'Analog Encoder',
  starter: 'Starter',
  iomodule: 'IO Module',
  bridge: 'Bridge',
  nvr: 'NVR',
  free: 'Free',
  invalid: 'Invalid',
};

/** Order types whose expiring licenses stay in their own class (subscriptions), not `trial`. */
const SAAS_ORDER_TYPES = new Set(['saas', 'saas_local', 'subscription']);

/** `KEY=VALUE` lines into a map (upper-case names; the first `=` splits; other lines are ignored). */
export function licenseBlockFields(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    const at = line.indexOf('=');
    if (at <= 0) continue;
    fields.set(line.slice(0, at).trim().toUpperCase(), line.slice(at + 1).trim());
  }
  return fields;
}

function isLicenseClass(value: string): value is LicenseClass {
  return (LICENSE_CLASSES as readonly string[]).includes(value);
}

/** The class a block counts as (§5.11): expiring non-SaaS blocks are `trial`; an unknown class is `invalid`. */
export function licenseClassOf(fields: {
  licenseClass: string;
  expiration: string;
  orderType: string;
}): LicenseType {
  const cls = fields.licenseClass.toLowerCase();
  if (!isLicenseClass(cls)) return 'invalid';
  if (fields.expiration && !SAAS_ORDER_TYPES.has(fields.orderType.toLowerCase())) return 'trial';
  return cls;
}

function intOf(text: string | undefined): number {
  const n = Number.parseInt(text ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

/** Parses a license block into its details; `key` is the stored key (`SERIAL` when the block has one). */
export function parseLicenseBlock(license: LicenseData): LicenseDetails {
  const f = licenseBlockFields(license.licenseBlock);
  const text = (name: string) => f.get(name) ?? '';
  const expiration = text('EXPIRATION');
  const orderType = text('ORDERTYPE');
  return {
    key: license.key,
    name: text('NAME'),
    cameraCount: intOf(f.get('COUNT')),
    hardwareId: text('HWID'),
    licenseType: licenseClassOf({ licenseClass: text('CLASS'), expiration, orderType }),
    version: text('VERSION'),
    brand: text('BRAND'),
    expiration,
    signature: text('SIGNATURE2'),
    orderType,
    company: text('COMPANY'),
    support: text('SUPPORT'),
    deactivations: intOf(f.get('DEACTIVATIONS')),
  };
}

/** `YYYY-MM-DD HH:MM:SS` (UTC) → ms since the epoch; null for an empty (perpetual) or malformed date. */
export function licenseExpirationMs(expiration: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(expiration.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  return Number.isFinite(ms) ? ms : null;
}

/** ms since the epoch → `YYYY-MM-DD HH:MM:SS` (UTC), as blocks carry it. */
export function formatLicenseExpiration(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

export interface LicenseState {
  status: LicenseStatus;
  errorReason?: LicenseErrorReason;
}

/**
 * A license's status on a system whose servers have `hardwareIds`: `Error` when the block has no key, no
 * channels, an unknown class, a malformed expiration or a hardware id no server has; `Expired` after its
 * expiration; `OK` otherwise.
 */
export function licenseStateOf(
  details: LicenseDetails,
  ctx: { hardwareIds: readonly string[]; nowMs: number },
): LicenseState {
  if (details.licenseType === 'invalid') return { status: 'Error', errorReason: 'invalidClass' };
  const expiresMs = details.expiration ? licenseExpirationMs(details.expiration) : null;
  if (details.cameraCount <= 0 || (details.expiration && expiresMs === null))
    return { status: 'Error', errorReason: 'invalidBlock' };
  if (details.hardwareId && !ctx.hardwareIds.includes(details.hardwareId))
    return { status: 'Error', errorReason: 'wrongHardwareId' };
  if (!details.hardwareId) return { status: 'Error', errorReason: 'invalidBlock' };
  if (expiresMs !== null && expiresMs <= ctx.nowMs) return { status: 'Expired' };
  return { status: 'OK' };
}

/** A camera that asks for a license: `analog` picks its class chain, `addedAtMs` its priority. */
export interface LicensedCamera {
  id: string;
  analog: boolean;
  addedAtMs: number;
}

const DIGITAL_CHAIN: readonly LicenseClass[] = ['digital', 'starter', 'nvr', 'edge', 'trial'];
const ANALOG_CHAIN: readonly LicenseClass[] = ['analog', ...DIGITAL_CHAIN];

/** The classes a camera may take a channel of, in the order it takes them. */
export function licenseChainOf(camera: { analog: boolean }): readonly LicenseClass[] {
  return camera.analog ? ANALOG_CHAIN : DIGITAL_CHAIN;
}

/** The order in which cameras get channels: oldest added first, then by id. */
export function byLicensePriority(a: LicensedCamera, b: LicensedCamera): number {
  return a.addedAtMs - b.addedAtMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export interface LicenseAssignment {
  /** Camera id → the class whose channel it takes. */
  granted: Map<string, LicenseClass>;
  /** Cameras that want to record but have no channel, in priority order. */
  refused: string[];
  summary: LicenseSummaries;
}

function emptySummary(): LicenseSummaries {
  return Object.fromEntries(
    LICENSE_CLASSES.map((c) => [c, { total: 0, available: 0, inUse: 0 }]),
  ) as LicenseSummaries;
}

/**
 * Which of the `cameras` that want to record get a channel, and the summary for every class: `total` counts
 * the channels of every parsed license of a class (expired ones too, not `Error` ones), `available` those of
 * `OK` licenses, `inUse` the channels the recording cameras take.
 */
export function assignLicenses(
  licenses: readonly { details: LicenseDetails; state: LicenseState }[],
  cameras: readonly LicensedCamera[],
): LicenseAssignment {
  const summary = emptySummary();
  for (const { details, state } of licenses) {
    if (details.licenseType === 'invalid' || state.status === 'Error') continue;
    summary[details.licenseType].total += details.cameraCount;
    if (state.status === 'OK') summary[details.licenseType].available += details.cameraCount;
  }
  const granted = new Map<string, LicenseClass>();
  const refused: string[] = [];
  for (const camera of [...cameras].sort(byLicensePriority)) {
    const cls = licenseChainOf(camera).find((c) => summary[c].inUse < summary[c].available);
    if (cls === undefined) {
      refused.push(camera.id);
      continue;
    }
    summary[cls].inUse += 1;
    granted.set(camera.id, cls);
  }
  return { granted, refused, summary };
}

/** The earliest expiration after `nowMs` among the licenses (when coverage changes next), or null. */
export function nextLicenseExpiryMs(
  licenses: readonly { details: LicenseDetails }[],
  nowMs: number,
): number | null {
  let next: number | null = null;
  for (const { details } of licenses) {
    const ms = details.expiration ? licenseExpirationMs(details.expiration) : null;
    if (ms !== null && ms > nowMs && (next === null || ms < next)) next = ms;
  }
  return next;
}

/** What the server answers when the license server does not answer in time (spec 001: `licenseTimeout`). */
export const LICENSE_TIMEOUT_TEXT = `The license server did not answer within ${LICENSE_SERVER_TIMEOUT_MS / 1000} seconds.`;
/** The start of the text when the license server is unreachable or fails (spec 001: `licenseServerError`). */
export const LICENSE_SERVER_ERROR_TEXT = 'The license server is unreachable or failed';

/**
 * The spec's error key (001 §7.8) of a failed activation or deactivation, from the media server's reply:
 * 503 with the timeout text → `licenseTimeout`, other 503 → `licenseServerError`, other failures (the license
 * server refused: 422 with its message) → `licenseFail`.
 */
export function licenseFailureKey(reply: {
  status: number;
  errorString: string;
}): 'licenseFail' | 'licenseTimeout' | 'licenseServerError' {
  if (reply.status === 503)
    return reply.errorString.startsWith(LICENSE_TIMEOUT_TEXT) ? 'licenseTimeout' : 'licenseServerError';
  return 'licenseFail';
}

/** The message the server gives for each license-server error code (the console shows them). */
export const LICENSE_SERVER_ERROR_TEXTS = {
  alreadyActivated: 'This license key is already activated.',
  notActivated: 'This license key is not activated.',
  expired: 'This license has expired.',
  noDeactivationsRemaining: 'This license has no deactivations remaining.',
  invalidKey: 'This license key is invalid.',
  incompatibleType: 'This license type is incompatible with this system.',
  hardwareMismatch: 'This license is bound to another hardware id.',
  oneStarterPerSystem: 'Only one Starter or NVR license is allowed per system.',
} as const;
