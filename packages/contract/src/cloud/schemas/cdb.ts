/**
 * The cloud database API (`/cdb`, cloud-api §5.13) for third-party tools and media servers: its own request
 * forms of binding, sharing and renaming, and its wrapped replies.
 */
import * as z from 'zod/mini';
import { cloudRegistry } from '../registry.ts';
import { formBoolean } from './account.ts';
import { cloudEmailSchema, requiredTextSchema, shareRoleSchema, systemIdSchema } from './fields.ts';
import { cloudUserSchema } from './sharing.ts';
import { accessRoleItemSchema, systemSchema } from './system.ts';

/** `POST /cdb/systems/bind` and `/cdb/system/bind`. */
export const cdbBindRequestSchema = z
  .object({
    name: requiredTextSchema,
    /** The brand, e.g. `default`. */
    customization: z.string().check(z.minLength(1), z.maxLength(64)),
  })
  .register(cloudRegistry, {
    id: 'CdbBindRequest',
    description: 'Create a cloud system owned by the caller, for a media server to bind to.',
  });
export type CdbBindRequest = z.infer<typeof cdbBindRequestSchema>;

/** `GET /cdb/system/get`: one system (`systemId`), or the caller's systems of a brand. */
export const cdbSystemsQuerySchema = z
  .object({
    systemId: z.optional(systemIdSchema),
    customization: z.optional(z.string().check(z.maxLength(64))),
  })
  .register(cloudRegistry, {
    id: 'CdbSystemsQuery',
    description: 'Filter the systems: one by id, or those of a brand.',
  });
export type CdbSystemsQuery = z.infer<typeof cdbSystemsQuerySchema>;

export const cdbSystemsReplySchema = z
  .object({ systems: z.array(systemSchema) })
  .register(cloudRegistry, { id: 'CdbSystems', description: 'Systems, wrapped.' });
export type CdbSystems = z.infer<typeof cdbSystemsReplySchema>;

/** `?systemId=` of the cloud DB calls on one system. */
export const cdbSystemIdQuerySchema = z
  .object({ systemId: systemIdSchema })
  .register(cloudRegistry, { id: 'CdbSystemIdQuery', description: 'The system.' });
export type CdbSystemIdQuery = z.infer<typeof cdbSystemIdQuerySchema>;

/** `{systemId}` in a body (`/cdb/system/unbind`). */
export const cdbSystemIdRequestSchema = z
  .object({ systemId: systemIdSchema })
  .register(cloudRegistry, { id: 'CdbSystemIdRequest', description: 'The system.' });
export type CdbSystemIdRequest = z.infer<typeof cdbSystemIdRequestSchema>;

export const cdbSharingReplySchema = z
  .object({ sharing: z.array(cloudUserSchema) })
  .register(cloudRegistry, { id: 'CdbSharing', description: 'The accounts a system is shared with.' });
export type CdbSharing = z.infer<typeof cdbSharingReplySchema>;

/**
 * `POST /cdb/system/share`. `customPermissions` (for `custom`) and `userRoleId` (for `customRole`) are what a
 * media server pushes with a cloud user changed on it [design: not in the reference's form].
 */
export const cdbShareRequestSchema = z
  .object({
    systemId: systemIdSchema,
    accountEmail: cloudEmailSchema,
    accessRole: shareRoleSchema,
    isEnabled: z.optional(formBoolean),
    customPermissions: z.optional(z.string().check(z.maxLength(1024))),
    userRoleId: z.optional(z.string().check(z.maxLength(64))),
  })
  .register(cloudRegistry, {
    id: 'CdbShareRequest',
    description: 'Share a system with an account as a role (`none` removes the share).',
  });
export type CdbShareRequest = z.infer<typeof cdbShareRequestSchema>;

/**
 * `POST /cdb/systems/{id}/users`: the full share record as scripts send it; only `accountEmail` and
 * `accessRole` are required, `systemId` (if sent) must equal the path's [design].
 */
export const cdbSystemUserRequestSchema = z
  .object({
    systemId: z.optional(systemIdSchema),
    accountEmail: cloudEmailSchema,
    accessRole: shareRoleSchema,
    customPermissions: z.optional(z.string().check(z.maxLength(1024))),
    userRoleId: z.optional(z.string().check(z.maxLength(64))),
    isEnabled: z.optional(formBoolean),
    vmsUserId: z.optional(z.string().check(z.maxLength(64))),
    sendNotification: z.optional(formBoolean),
  })
  .register(cloudRegistry, {
    id: 'CdbSystemUserRequest',
    description: 'Share a system with an account, with custom permissions or a custom role.',
  });
export type CdbSystemUserRequest = z.infer<typeof cdbSystemUserRequestSchema>;

/** `POST /cdb/system/rename`. */
export const cdbRenameRequestSchema = z
  .object({ systemId: systemIdSchema, name: requiredTextSchema })
  .register(cloudRegistry, { id: 'CdbRenameRequest', description: 'The system and its new name.' });
export type CdbRenameRequest = z.infer<typeof cdbRenameRequestSchema>;

export const cdbAccessRolesReplySchema = z
  .object({ accessRoles: z.array(accessRoleItemSchema) })
  .register(cloudRegistry, { id: 'CdbAccessRoles', description: 'The roles the caller may grant.' });
export type CdbAccessRoles = z.infer<typeof cdbAccessRolesReplySchema>;

/** `GET /cdb/auth/getNonce`: a nonce for legacy auth keys, realm `VMS`. */
export const nonceReplySchema = z
  .object({ nonce: z.string(), realm: z.string() })
  .register(cloudRegistry, { id: 'CdbNonce', description: 'A nonce and its realm for URL auth keys.' });
export type CdbNonce = z.infer<typeof nonceReplySchema>;
export const CLOUD_NONCE_REALM = 'VMS';

/** [design] Account states as the cloud DB names them. */
export const CDB_ACCOUNT_STATUSES = [
  'activated',
  'awaitingEmailConfirmation',
  'inviteHasBeenSent',
  'blocked',
] as const;
export type CdbAccountStatus = (typeof CDB_ACCOUNT_STATUSES)[number];

/** `GET /cdb/account/get` [design: fields]. */
export const cdbAccountSchema = z
  .object({
    email: z.string(),
    fullName: z.string(),
    customization: z.string(),
    statusCode: z.enum(CDB_ACCOUNT_STATUSES),
    account2faEnabled: z.optional(z.boolean()),
  })
  .register(cloudRegistry, { id: 'CdbAccount', description: 'The calling account.' });
export type CdbAccount = z.infer<typeof cdbAccountSchema>;
