/**
 * Licenses (media-server-api §4.8, §5.11; spec 000 §3, §4, §9): the stored record `{key, licenseBlock}`, the
 * parsed block, the per-class summary, the license states and the bodies of the activation calls.
 */

import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { LICENSE_CLASSES, type LicenseClass } from '../rules/validation/license-key.ts';

/** A block whose class is none of the above. */
export type LicenseType = LicenseClass | 'invalid';

/** Deactivations a license allows (spec 000 §9). */
export const LICENSE_DEACTIVATIONS_MAX = 3;
/** The trial (Time) license: up to 4 cameras for 30 days, once per system (spec 000 §9). */
export const TRIAL_LICENSE_CAMERAS = 4;
export const TRIAL_LICENSE_DAYS = 30;
/** How long the server waits for the license server (spec 000 §9 "extended request"). */
export const LICENSE_SERVER_TIMEOUT_MS = 15_000;

/** The state of one license on this system (console states: Online, Error, Expired, OK, …). */
export const LICENSE_STATUSES = ['OK', 'Expired', 'Error'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];
/** Why a license is in `Error`. */
export const LICENSE_ERROR_REASONS = ['invalidBlock', 'invalidClass', 'wrongHardwareId'] as const;
export type LicenseErrorReason = (typeof LICENSE_ERROR_REASONS)[number];

const keyText = z.string().check(z.minLength(1, 'The license key may not be empty'), z.maxLength(100));

export const licenseDataSchema = z
  .object({ key: z.string(), licenseBlock: z.string() })
  .register(mediaServerRegistry, {
    id: 'LicenseData',
    description: 'A license: its key and the license block the license server signed.',
  });
export type LicenseData = z.infer<typeof licenseDataSchema>;

/** `PUT /rest/v1/licenses/{key}`: a block is stored as given; without one the key is activated online. */
export const licensePutRequestSchema = z.object({
  licenseBlock: z.optional(z.string().check(z.maxLength(65_536, 'The license block is too long'))),
});
export type LicensePutRequest = z.infer<typeof licensePutRequestSchema>;

/** A license block, parsed (the console's "license details"). */
export const licenseDetailsSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    cameraCount: z.number(),
    hardwareId: z.string(),
    licenseType: z.enum([...LICENSE_CLASSES, 'invalid']),
    version: z.string(),
    brand: z.string(),
    /** `YYYY-MM-DD HH:MM:SS`; empty = perpetual. */
    expiration: z.string(),
    signature: z.string(),
    orderType: z.string(),
    company: z.string(),
    support: z.string(),
    deactivations: z.number(),
  })
  .register(mediaServerRegistry, {
    id: 'LicenseDetails',
    description: 'A license block, parsed.',
  });
export type LicenseDetails = z.infer<typeof licenseDetailsSchema>;

/** One row of the console's license table: the details, this system's view of it and when it expires. */
export const licenseInfoSchema = z
  .object({
    ...licenseDetailsSchema.def.shape,
    status: z.enum(LICENSE_STATUSES),
    errorReason: z.optional(z.enum(LICENSE_ERROR_REASONS)),
    /** The server whose hardware id the license is bound to (empty when none). */
    serverId: z.string(),
    /** Milliseconds since the epoch; absent = perpetual. */
    expirationMs: z.optional(z.number()),
  })
  .register(mediaServerRegistry, {
    id: 'LicenseInfo',
    description: "A license with its status on this system and the server it's bound to.",
  });
export type LicenseInfo = z.infer<typeof licenseInfoSchema>;

export const licenseUsageSchema = z.object({
  total: z.number(),
  available: z.number(),
  inUse: z.number(),
});
export type LicenseUsage = z.infer<typeof licenseUsageSchema>;

export const licenseSummariesSchema = z
  .record(z.enum(LICENSE_CLASSES), licenseUsageSchema)
  .register(mediaServerRegistry, {
    id: 'LicenseSummaries',
    description:
      'Channels per license class: `total` (with expired licenses), `available` (valid), `inUse` (recording cameras).',
  });
export type LicenseSummaries = Record<LicenseClass, LicenseUsage>;

export const licenseKeyBodySchema = z.object({ key: keyText });
/** `POST /api/activateLicense`: the key in the body (`licenseKey`) or the query (`key`). */
export const activateLicenseBodySchema = z.object({ licenseKey: z.optional(keyText) });
export const activateLicenseQuerySchema = z.object({ key: z.optional(keyText) });

/** `POST /rest/v1/licenses/{key}/deactivate`: the caller's own password, checked first (spec 001 §5). */
export const licenseDeactivateRequestSchema = z.object({
  password: z.string().check(z.minLength(1, 'Enter your password')),
});
export const licenseDeactivateReplySchema = z.object({ key: z.string(), deactivationsLeft: z.number() });
export type LicenseDeactivateReply = z.infer<typeof licenseDeactivateReplySchema>;

/** Error codes of the license server (`{error, message}` replies of `/nxlicensed/api/v2/license/cloud/*`). */
export const LICENSE_SERVER_ERROR_CODES = [
  'alreadyActivated',
  'notActivated',
  'expired',
  'noDeactivationsRemaining',
  'invalidKey',
  'incompatibleType',
  'hardwareMismatch',
  'oneStarterPerSystem',
] as const;
export type LicenseServerErrorCode = (typeof LICENSE_SERVER_ERROR_CODES)[number];

/** The license server's activation request and reply (cloud-api §7.3). */
export const licenseActivateRequestSchema = z.object({
  key: z.string(),
  hardwareIds: z.array(z.string()),
  localSystemId: z.string(),
  cloudSystemId: z.optional(z.string()),
  brand: z.string(),
  version: z.string(),
});
export type LicenseActivateRequest = z.infer<typeof licenseActivateRequestSchema>;
export const licenseServerDeactivateRequestSchema = z.object({
  key: z.string(),
  hardwareIds: z.array(z.string()),
  localSystemId: z.string(),
});
export type LicenseServerDeactivateRequest = z.infer<typeof licenseServerDeactivateRequestSchema>;
export const licenseServerErrorSchema = z.object({ error: z.string(), message: z.string() });
