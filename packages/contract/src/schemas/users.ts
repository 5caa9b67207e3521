/**
 * Users (media-server-api §4.6). `UserModel` is the REST reply (v1/v2); request schemas validate the
 * bodies of create and change calls.
 */
import * as z from 'zod/mini';

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
  .register(z.globalRegistry, { id: 'UserModel', description: 'A user of the system (REST v1/v2).' });

export type UserModel = z.infer<typeof userModelSchema>;
