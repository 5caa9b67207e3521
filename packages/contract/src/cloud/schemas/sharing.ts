/** Users of a system and sharing (cloud-api §5.6): the CloudUser shape and the share calls. */
import * as z from 'zod/mini';
import { cloudRegistry } from '../registry.ts';
import { formBoolean } from './account.ts';
import {
  cloudEmailSchema,
  credentialEmailSchema,
  credentialPasswordSchema,
  shareRoleSchema,
  systemIdSchema,
} from './fields.ts';
import { accessRoleItemSchema, accessRoleSchema } from './system.ts';

/** One account's share of a system (cloud-api §5.6). */
export const cloudUserSchema = z
  .object({
    accountEmail: z.string(),
    accountFullName: z.string(),
    accountId: z.string(),
    accessRole: accessRoleSchema,
    /** `|`-joined media-server permission names (media-server-api §5.3), for `custom`. */
    customPermissions: z.string(),
    isEnabled: z.boolean(),
    /** ISO 8601; `""` before the first login. */
    lastLoginTime: z.string(),
    systemId: z.string(),
    usageFrequency: z.number(),
    /** A custom role's id for `customRole`; `""` = none. */
    userRoleId: z.string(),
    /** The user's id on the media server; `""` until the server synchronised. */
    vmsUserId: z.string(),
  })
  .register(cloudRegistry, { id: 'CloudUser', description: 'An account that a system is shared with.' });
export type CloudUser = z.infer<typeof cloudUserSchema>;

/**
 * `POST /api/systems/{id}/users`: share with `user_email` as `role`; `none` removes the share. Anonymous
 * callers send their `email` and `password`.
 */
export const shareRequestSchema = z
  .object({
    user_email: cloudEmailSchema,
    role: shareRoleSchema,
    email: z.optional(credentialEmailSchema),
    password: z.optional(credentialPasswordSchema),
  })
  .register(cloudRegistry, {
    id: 'ShareRequest',
    description: 'Share the system with an account (invited when unknown), change its role, or remove it.',
  });
export type ShareRequest = z.infer<typeof shareRequestSchema>;

/** Sharing with one's own e-mail (400 `wrongParameters`; the console's `cantAddYourOwnEmail`) [design]. */
export const SHARE_WITH_SELF_TEXT = 'You cannot share a system with yourself';
/** An anonymous caller on `GET /api/systems/{id}/users` (401 `notAuthorized`). */
export const USER_NOT_AUTHORIZED_TEXT = 'User is not authorized';

/** `GET /api/systems/{id}/accessRoles`: the roles the caller may assign. */
export const accessRolesReplySchema = z.array(accessRoleItemSchema);

/** One user of a bulk share. */
export const groupShareUserSchema = z.object({
  email: cloudEmailSchema,
  role: shareRoleSchema,
  enabled: z.optional(formBoolean),
});

/** `POST /api/systems/group-users`: share several systems with several users; single failures are ignored. */
export const groupShareRequestSchema = z
  .object({
    systems: z.array(systemIdSchema).check(z.minLength(1), z.maxLength(1000)),
    users: z.array(groupShareUserSchema).check(z.minLength(1), z.maxLength(1000)),
  })
  .register(cloudRegistry, {
    id: 'GroupShareRequest',
    description: 'Share every listed system with every listed user.',
  });
export type GroupShareRequest = z.infer<typeof groupShareRequestSchema>;
