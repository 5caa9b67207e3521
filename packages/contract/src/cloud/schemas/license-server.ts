/**
 * The license server `/nxlicensed/api/v2` (cloud-api §7.3, payloads [design], docs/api-decisions.md): what
 * a media server sends to activate and deactivate a key, what the portal lists, and the license block it
 * answers with (media-server-api §4.8).
 */

import * as z from 'zod/mini';
import { LICENSE_CLASSES, type LicenseClass } from '../../rules/validation/license-key.ts';
import { cloudRegistry } from '../registry.ts';
import { systemIdSchema } from './fields.ts';

/** License classes the license server issues: every class of media-server-api §5.11. */
export const LICENSE_SERVER_CLASSES = LICENSE_CLASSES;
export type LicenseServerClass = LicenseClass;

/** Deactivations a key allows over its life (cloud-api §7.3). */
export const MAX_LICENSE_DEACTIVATIONS = 3;

/** The most items a license list answers (cloud-api §7.3); asking for more is refused. */
export const MAX_LICENSE_LIST_ITEMS = 10_000;

/** A key as the license server issues it, after normalisation: four blocks of four letters or digits. */
export const ISSUED_LICENSE_KEY_PATTERN = /^[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}$/;

/** Most channels one key may carry [design]. */
export const MAX_LICENSE_CHANNELS = 10_000;

/** A key as sent: any spelling that normalises (spec §5); the server normalises and checks it. */
const sentKeySchema = z.string().check(z.minLength(1), z.maxLength(64));
/** One line of a license block holds it: no line breaks. */
const ONE_LINE = /^[^\r\n]*$/;
const hardwareIdSchema = z.string().check(z.minLength(1), z.maxLength(256), z.regex(ONE_LINE));
const hardwareIdsSchema = z.array(hardwareIdSchema).check(z.minLength(1), z.maxLength(64));
const localSystemIdSchema = z.string().check(z.minLength(1), z.maxLength(64));
const shortTextSchema = z.string().check(z.maxLength(255), z.regex(ONE_LINE));

export const licenseActivateRequestSchema = z
  .object({
    key: sentKeySchema,
    /** The server's hardware ids; the block names the first. */
    hardwareIds: hardwareIdsSchema,
    localSystemId: localSystemIdSchema,
    cloudSystemId: z.optional(systemIdSchema),
    /** The media server's brand; a key of another brand is `incompatibleType`. */
    brand: z.optional(shortTextSchema),
    version: z.optional(shortTextSchema),
  })
  .register(cloudRegistry, {
    id: 'LicenseActivateRequest',
    description: 'Activate a key for a media server (its hardware ids and system).',
  });
export type LicenseActivateRequest = z.infer<typeof licenseActivateRequestSchema>;

export const licenseDataSchema = z
  .object({
    key: z.string(),
    /** `KEY=VALUE` lines (media-server-api §4.8), signed with the server's Ed25519 key (`SIGNATURE2`). */
    licenseBlock: z.string(),
  })
  .register(cloudRegistry, { id: 'LicenseData', description: 'A key and its signed license block.' });
export type LicenseData = z.infer<typeof licenseDataSchema>;

export const licenseDeactivateRequestSchema = z
  .object({ key: sentKeySchema, hardwareIds: hardwareIdsSchema, localSystemId: localSystemIdSchema })
  .register(cloudRegistry, {
    id: 'LicenseDeactivateRequest',
    description: 'Release a key from the media server it is active on.',
  });
export type LicenseDeactivateRequest = z.infer<typeof licenseDeactivateRequestSchema>;

export const licenseDeactivateReplySchema = z
  .object({ key: z.string(), deactivationsLeft: z.int() })
  .register(cloudRegistry, { id: 'LicenseDeactivated', description: 'The deactivations the key has left.' });
export type LicenseDeactivateReply = z.infer<typeof licenseDeactivateReplySchema>;

export const licenseChangeRequestSchema = z
  .object({ key: sentKeySchema, cloudSystemId: systemIdSchema, targetCloudSystemId: systemIdSchema })
  .register(cloudRegistry, {
    id: 'LicenseChangeRequest',
    description: 'Move an active key between two cloud systems the caller owns.',
  });
export type LicenseChangeRequest = z.infer<typeof licenseChangeRequestSchema>;

export const LICENSE_STATES = ['notActivated', 'active', 'expired'] as const;
export type LicenseState = (typeof LICENSE_STATES)[number];

/** The public facts of a key (`GET /license/inspect/{key}`). */
export const licenseFactsSchema = z
  .object({
    key: z.string(),
    class: z.enum(LICENSE_SERVER_CLASSES),
    channels: z.int(),
    state: z.enum(LICENSE_STATES),
    /** ISO 8601; absent for a perpetual key and for a time-limited one not yet activated. */
    expires: z.optional(z.string()),
    deactivationsLeft: z.int(),
  })
  .register(cloudRegistry, { id: 'LicenseFacts', description: 'What anybody may know of a key.' });
export type LicenseFacts = z.infer<typeof licenseFactsSchema>;

/** A key in the portal's lists: its facts and where it is active. */
export const cloudLicenseSchema = z
  .extend(licenseFactsSchema, {
    cloudSystemId: z.nullable(z.string()),
    localSystemId: z.nullable(z.string()),
    hardwareIds: z.array(z.string()),
    /** ISO 8601; null while not active. */
    activatedAt: z.nullable(z.string()),
  })
  .register(cloudRegistry, {
    id: 'CloudLicense',
    description: 'A key active on one of the caller’s systems.',
  });
export type CloudLicense = z.infer<typeof cloudLicenseSchema>;

export const cloudLicensesReplySchema = z.array(cloudLicenseSchema);

/** Integers in a query string. */
const queryInteger = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/)),
  z.transform((text: string) => Number.parseInt(text, 10)),
);

export const cloudLicensesQuerySchema = z
  .object({
    cloudSystemId: z.optional(systemIdSchema),
    /** At most this many (default and maximum 10000; more is refused). */
    limit: z.optional(queryInteger),
  })
  .register(cloudRegistry, { id: 'CloudLicensesQuery', description: 'One system’s keys, and how many.' });
export type CloudLicensesQuery = z.infer<typeof cloudLicensesQuerySchema>;

export const licenseUsageReportSchema = z
  .object({
    cloudSystemId: systemIdSchema,
    /** Channels in use per class. */
    usage: z.partialRecord(z.enum(LICENSE_SERVER_CLASSES), z.int().check(z.minimum(0))),
  })
  .register(cloudRegistry, {
    id: 'LicenseUsageReport',
    description: 'The channels a system uses per license class.',
  });
export type LicenseUsageReport = z.infer<typeof licenseUsageReportSchema>;

export const licensePublicKeySchema = z
  .object({
    algorithm: z.literal('ed25519'),
    /** The SPKI DER of the key that signs `SIGNATURE2`, base64. */
    publicKey: z.string(),
  })
  .register(cloudRegistry, {
    id: 'LicensePublicKey',
    description: 'The key license blocks are signed with.',
  });
export type LicensePublicKey = z.infer<typeof licensePublicKeySchema>;

/** What a staff call or the administrative command issues. */
export const licenseIssueRequestSchema = z
  .object({
    class: z.enum(LICENSE_SERVER_CLASSES),
    channels: z.int().check(z.minimum(1), z.maximum(MAX_LICENSE_CHANNELS)),
    /** Time-limited: valid this many days from its activation. */
    days: z.optional(z.int().check(z.minimum(1), z.maximum(36_500))),
    /** How many keys (default 1). */
    count: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
    brand: z.optional(shortTextSchema),
    company: z.optional(shortTextSchema),
    support: z.optional(shortTextSchema),
    orderType: z.optional(shortTextSchema),
  })
  .register(cloudRegistry, { id: 'LicenseIssueRequest', description: 'Keys to issue.' });
export type LicenseIssueRequest = z.infer<typeof licenseIssueRequestSchema>;

export const licenseIssueReplySchema = z
  .object({ keys: z.array(licenseFactsSchema) })
  .register(cloudRegistry, { id: 'LicenseIssueReply', description: 'The keys issued.' });
export type LicenseIssueReply = z.infer<typeof licenseIssueReplySchema>;
