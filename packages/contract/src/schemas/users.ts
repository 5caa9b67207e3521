/**
 * Users (media-server-api §4.6). `UserModel` is the REST reply (v1/v2); request schemas validate the
 * bodies of create and change calls, with the texts existing scripts match (§4.6.1, §6 item 11).
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { isValidPermissionsText } from '../rules/permissions.ts';
import { isEmail } from '../rules/validation/email.ts';
import { isUuid } from './ids.ts';

export const userTypeSchema = z.enum(['local', 'ldap', 'cloud']);
export type UserType = z.infer<typeof userTypeSchema>;

export const userModelSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: userTypeSchema,
    fullName: z.string(),
    email: z.string(),
    isOwner: z.boolean(),
    permissions: z.string(),
    accessibleResources: z.array(z.string()),
    isEnabled: z.boolean(),
    isHttpDigestEnabled: z.boolean(),
    userRoleId: z.string(),
  })
  .register(mediaServerRegistry, { id: 'UserModel', description: 'A user of the system (REST v1/v2).' });

export type UserModel = z.infer<typeof userModelSchema>;

/** The reply fields whose default is not the empty value of their type (§1.5, §4.6.1). */
export const USER_MODEL_DEFAULTS = {
  type: 'local',
  isEnabled: true,
  permissions: 'NoGlobalPermissions',
} as const;

export const EMPTY_USER_NAME_TEXT = "Won't save new user with empty name.";
export const USER_EXISTS_TEXT = 'User already exists.';
export const RENAME_WITH_DIGEST_TEXT = 'Not possible to change name with HTTP digest without a password';

/** A UUID with or without braces. */
export const uuidSchema = z.string().check(z.refine(isUuid));
/** A role id: a UUID, or empty / null for "no role" (spec 000 §5 payload rules). */
export const roleIdSchema = z.nullable(z.string().check(z.refine((v) => v === '' || isUuid(v))));
/** `|`-joined permission names; `none`, `""` and `NoGlobalPermissions` mean none (§4.6.1). */
export const permissionsTextSchema = z.string().check(z.refine(isValidPermissionsText));

const userNameSchema = z.string().check(z.minLength(1, EMPTY_USER_NAME_TEXT));
/** Empty, or a valid address (required for cloud users; checked by the server). */
const userEmailSchema = z.string().check(z.refine((v) => v === '' || isEmail(v.trim())));

/** The fields a client may change; every one optional (PATCH, and PUT on an existing user). */
const userChangeShape = {
  name: z.optional(userNameSchema),
  fullName: z.optional(z.string()),
  email: z.optional(userEmailSchema),
  permissions: z.optional(permissionsTextSchema),
  accessibleResources: z.optional(z.array(uuidSchema)),
  isEnabled: z.optional(z.boolean()),
  isHttpDigestEnabled: z.optional(z.boolean()),
  userRoleId: z.optional(roleIdSchema),
  /** Read-only; accepted so that a client may send a whole model back, refused when it differs. */
  isOwner: z.optional(z.boolean()),
  password: z.optional(z.string()),
};

export const userChangeRequestSchema = z
  .object({ id: z.optional(uuidSchema), type: z.optional(userTypeSchema), ...userChangeShape })
  .register(mediaServerRegistry, {
    id: 'UserChangeRequest',
    description:
      'PATCH/PUT body for a user: the given fields replace the stored ones. `password` is write-only.',
  });
export type UserChangeRequest = z.infer<typeof userChangeRequestSchema>;

export const userCreateRequestSchema = z
  .object({
    ...userChangeShape,
    id: z.optional(uuidSchema),
    name: userNameSchema,
    type: z.optional(z.enum(['local', 'cloud'])),
  })
  .register(mediaServerRegistry, {
    id: 'UserCreateRequest',
    description:
      'POST body for a user. `password` is required for local users; cloud users have none and need `email`.',
  });
export type UserCreateRequest = z.infer<typeof userCreateRequestSchema>;

export const userListQuerySchema = z
  .object({ name: z.optional(z.string()), _keepDefault: z.optional(z.string()) })
  .register(mediaServerRegistry, {
    id: 'UserListQuery',
    description: 'Filters of the user list; any model field may be used as an equality filter.',
  });

/** Legacy `UserData` (§4.6.3) as `/ec2/getUsers` writes it; secrets are always empty. */
export const legacyUserDataSchema = z
  .object({
    id: z.string(),
    parentId: z.string(),
    name: z.string(),
    url: z.string(),
    typeId: z.string(),
    isAdmin: z.boolean(),
    permissions: z.string(),
    email: z.string(),
    fullName: z.string(),
    digest: z.string(),
    hash: z.string(),
    cryptSha512Hash: z.string(),
    realm: z.string(),
    isLdap: z.boolean(),
    isCloud: z.boolean(),
    isEnabled: z.boolean(),
    userRoleId: z.string(),
    userRoleIds: z.array(z.string()),
  })
  .register(mediaServerRegistry, { id: 'LegacyUserData', description: 'A user in the legacy /ec2 form.' });
export type LegacyUserData = z.infer<typeof legacyUserDataSchema>;

/** `/ec2/saveUser` body: `UserData` plus a plain `password`, or client-computed `digest`/`hash`/`realm`. */
export const legacySaveUserRequestSchema = z
  .object({
    id: z.optional(z.string().check(z.refine((v) => v === '' || isUuid(v)))),
    name: z.optional(z.string()),
    email: z.optional(z.string()),
    fullName: z.optional(z.string()),
    permissions: z.optional(permissionsTextSchema),
    userRoleId: z.optional(roleIdSchema),
    userRoleIds: z.optional(z.array(uuidSchema)),
    isCloud: z.optional(z.boolean()),
    isLdap: z.optional(z.boolean()),
    isEnabled: z.optional(z.boolean()),
    isAdmin: z.optional(z.boolean()),
    password: z.optional(z.string()),
    digest: z.optional(z.string()),
    hash: z.optional(z.string()),
    realm: z.optional(z.string()),
  })
  .register(mediaServerRegistry, {
    id: 'LegacySaveUserRequest',
    description: 'Legacy create/update of a user; a missing id creates.',
  });
export type LegacySaveUserRequest = z.infer<typeof legacySaveUserRequestSchema>;

export const legacyIdRequestSchema = z
  .object({ id: uuidSchema })
  .register(mediaServerRegistry, { id: 'LegacyIdRequest', description: 'A legacy call naming one object.' });

export const legacyIdReplySchema = z.object({ id: z.string() }).register(mediaServerRegistry, {
  id: 'LegacyIdReply',
  description: 'The id (in braces) of the saved object.',
});

export const accessRightsSchema = z
  .object({ userId: uuidSchema, resourceIds: z.array(uuidSchema) })
  .register(mediaServerRegistry, {
    id: 'AccessRightsData',
    description: 'The resources a user or custom role may see without all-media access.',
  });
export type AccessRightsData = z.infer<typeof accessRightsSchema>;
