/** Custom user roles and the predefined roles (media-server-api §4.7). */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { isUuid } from './ids.ts';
import { permissionsTextSchema, uuidSchema } from './users.ts';

export const EMPTY_ROLE_NAME_TEXT = "Won't save new user role with empty name.";
export const ROLE_EXISTS_TEXT = 'User role already exists.';

export const userRoleModelSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    permissions: z.string(),
    accessibleResources: z.array(z.string()),
  })
  .register(mediaServerRegistry, { id: 'UserRoleModel', description: 'A custom user role (REST v1/v2).' });
export type UserRoleModel = z.infer<typeof userRoleModelSchema>;

export const USER_ROLE_MODEL_DEFAULTS = { permissions: 'NoGlobalPermissions' } as const;

const roleNameSchema = z.string().check(z.minLength(1, EMPTY_ROLE_NAME_TEXT));

const roleChangeShape = {
  id: z.optional(uuidSchema),
  name: z.optional(roleNameSchema),
  description: z.optional(z.string()),
  permissions: z.optional(permissionsTextSchema),
  accessibleResources: z.optional(z.array(uuidSchema)),
};

export const userRoleChangeRequestSchema = z.object(roleChangeShape).register(mediaServerRegistry, {
  id: 'UserRoleChangeRequest',
  description: 'PATCH body for a custom role; PUT with `name` creates the role at the path id.',
});
export type UserRoleChangeRequest = z.infer<typeof userRoleChangeRequestSchema>;

export const userRoleCreateRequestSchema = z
  .object({ ...roleChangeShape, name: roleNameSchema })
  .register(mediaServerRegistry, {
    id: 'UserRoleCreateRequest',
    description: 'POST body for a custom role.',
  });
export type UserRoleCreateRequest = z.infer<typeof userRoleCreateRequestSchema>;

/** Legacy `UserRoleData` (§4.7). */
export const legacyUserRoleDataSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    permissions: z.string(),
    parentRoleIds: z.array(z.string()),
    isLdap: z.boolean(),
    description: z.string(),
  })
  .register(mediaServerRegistry, {
    id: 'LegacyUserRoleData',
    description: 'A custom role in the legacy form.',
  });
export type LegacyUserRoleData = z.infer<typeof legacyUserRoleDataSchema>;

export const legacySaveUserRoleRequestSchema = z
  .object({
    id: z.optional(z.string().check(z.refine((v) => v === '' || isUuid(v)))),
    name: roleNameSchema,
    description: z.optional(z.string()),
    permissions: z.optional(permissionsTextSchema),
    parentRoleIds: z.optional(z.array(z.string())),
    isLdap: z.optional(z.boolean()),
  })
  .register(mediaServerRegistry, {
    id: 'LegacySaveUserRoleRequest',
    description: 'Legacy create/update of a custom role; a missing id creates.',
  });
export type LegacySaveUserRoleRequest = z.infer<typeof legacySaveUserRoleRequestSchema>;

/** `/ec2/getPredefinedRoles` item (no id; ids in §5.2). */
export const legacyPredefinedRoleSchema = z
  .object({ name: z.string(), permissions: z.string(), isOwner: z.boolean() })
  .register(mediaServerRegistry, { id: 'LegacyPredefinedRole', description: 'A built-in role.' });
