/** Cloud systems (cloud-api §5.1–§5.3, §5.5, §5.9): the System shape and the calls on one system. */
import * as z from 'zod/mini';
import { cloudRegistry } from '../registry.ts';
import { CLOUD_ACCESS_ROLES } from '../rules/roles.ts';
import {
  codeSchema,
  credentialEmailSchema,
  credentialPasswordSchema,
  requiredTextSchema,
  systemIdSchema,
} from './fields.ts';

/**
 * [design] `notActivated`: bound, its server never connected; `activated`: the server confirmed the binding;
 * `beingMerged`: the secondary of a running cloud merge.
 */
export const SYSTEM_STATUSES = ['notActivated', 'activated', 'beingMerged'] as const;
export type SystemStatus = (typeof SYSTEM_STATUSES)[number];

/** `undefined` (the text) before the server's first contact [design]. */
export const STATES_OF_HEALTH = ['online', 'offline', 'undefined'] as const;
export type StateOfHealth = (typeof STATES_OF_HEALTH)[number];

export const accessRoleSchema = z.enum(CLOUD_ACCESS_ROLES);

/** `{accessRole}`: one role of `sharingPermissions` and of the `accessRoles` lists [design]. */
export const accessRoleItemSchema = z
  .object({ accessRole: accessRoleSchema })
  .register(cloudRegistry, { id: 'AccessRoleItem', description: 'A role the caller may grant.' });
export type AccessRoleItem = z.infer<typeof accessRoleItemSchema>;

/** During a cloud merge (cloud-api §5.8 [design]). */
export const mergeInfoSchema = z
  .object({
    primary: z.object({ id: z.string(), name: z.string() }),
    secondary: z.object({ id: z.string(), name: z.string() }),
    /** This system's part: `primary` or `secondary`. */
    role: z.enum(['primary', 'secondary']),
    anotherSystemId: z.string(),
    /** ISO 8601. */
    startTime: z.string(),
  })
  .register(cloudRegistry, { id: 'MergeInfo', description: 'The cloud merge this system takes part in.' });
export type MergeInfo = z.infer<typeof mergeInfoSchema>;

const systemShape = {
  id: z.string(),
  name: z.string(),
  ownerAccountEmail: z.string(),
  ownerFullName: z.string(),
  ownerAccountId: z.optional(z.string()),
  /** The caller's role on the system. */
  accessRole: accessRoleSchema,
  /** The roles the caller may grant (`grantableRoles`). */
  sharingPermissions: z.array(accessRoleItemSchema),
  customization: z.string(),
  /** Reported by the media server, `5.1.6.<build>`; `""` before its first contact. */
  version: z.string(),
  status: z.enum(SYSTEM_STATUSES),
  stateOfHealth: z.enum(STATES_OF_HEALTH),
  system2faEnabled: z.boolean(),
  /** `{name: 1}` for each supported capability (`cloudMerge`, `vms_metrics`, ...) [design]. */
  capabilities: z.record(z.string(), z.number()),
  usageFrequency: z.number(),
  /** ISO 8601. */
  lastLoginTime: z.string(),
  /** ISO 8601. */
  registrationTime: z.string(),
  systemSequence: z.int(),
  opaque: z.string(),
  cloudConnectionSubscriptionStatus: z.boolean(),
  mergeInfo: z.optional(mergeInfoSchema),
  organizationId: z.optional(z.string()),
};

/**
 * A system as the caller sees it (cloud-api §5.1). Strict: `authKey` (or anything else) in a list or get
 * reply fails the reply check; only connect and bind replies carry the key (`boundSystemSchema`).
 */
export const systemSchema = z
  .strictObject(systemShape)
  .register(cloudRegistry, { id: 'System', description: 'A cloud system and the caller’s role on it.' });
export type CloudSystem = z.infer<typeof systemSchema>;

/** The reply of connect and bind: the new system with its `authKey`, which the caller hands to its server. */
export const boundSystemSchema = z
  .strictObject({ ...systemShape, authKey: z.string() })
  .register(cloudRegistry, {
    id: 'BoundSystem',
    description: 'A newly bound system with the auth key its media server binds with.',
  });
export type BoundSystem = z.infer<typeof boundSystemSchema>;

/** `GET /api/systems/{id}`: an array holding that one system (the Nx Cloud quirk). */
export const systemArraySchema = z.array(systemSchema).check(z.length(1));

/** `POST /api/systems/connect`: anonymous callers send their `email` and `password`. */
export const connectSystemRequestSchema = z
  .object({
    name: requiredTextSchema,
    email: z.optional(credentialEmailSchema),
    password: z.optional(credentialPasswordSchema),
  })
  .register(cloudRegistry, {
    id: 'ConnectSystemRequest',
    description: 'Create a cloud system owned by the caller (or by the account of `email` and `password`).',
  });
export type ConnectSystemRequest = z.infer<typeof connectSystemRequestSchema>;

/** `POST /api/systems/disconnect` (owner; anonymous callers send `email` and `password`). */
export const disconnectSystemRequestSchema = z
  .object({
    system_id: systemIdSchema,
    email: z.optional(credentialEmailSchema),
    password: z.optional(credentialPasswordSchema),
  })
  .register(cloudRegistry, {
    id: 'DisconnectSystemRequest',
    description: 'Delete a system from the cloud; its server is told to unbind.',
  });
export type DisconnectSystemRequest = z.infer<typeof disconnectSystemRequestSchema>;

/** `POST /api/systems/{id}/name`. */
export const renameSystemRequestSchema = z
  .object({ name: requiredTextSchema })
  .register(cloudRegistry, { id: 'RenameSystemRequest', description: 'The new name of the system.' });
export type RenameSystemRequest = z.infer<typeof renameSystemRequestSchema>;

/**
 * `POST /api/systems/{id}/code` and `/token`: the refresh token, needed only when the session holds none
 * (401 `notAuthorized` `NO_REFRESH_TOKEN_TEXT` when neither has one).
 */
export const systemCredentialRequestSchema = z
  .object({ refresh_token: z.optional(codeSchema) })
  .register(cloudRegistry, {
    id: 'SystemCredentialRequest',
    description: 'A refresh token, when the session holds none.',
  });
export type SystemCredentialRequest = z.infer<typeof systemCredentialRequestSchema>;

export const NO_REFRESH_TOKEN_TEXT = 'No refresh token was found';
