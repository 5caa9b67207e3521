/** Users, custom roles and access rights (media-server-api §4.6, §4.7). */
import * as z from 'zod/mini';
import { endpointGroup, V1_V2 } from '../mediaserver/endpoint.ts';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import {
  legacyPredefinedRoleSchema,
  legacySaveUserRoleRequestSchema,
  legacyUserRoleDataSchema,
  USER_ROLE_MODEL_DEFAULTS,
  userRoleChangeRequestSchema,
  userRoleCreateRequestSchema,
  userRoleModelSchema,
} from '../schemas/user-roles.ts';
import {
  accessRightsSchema,
  legacyIdReplySchema,
  legacyIdRequestSchema,
  legacySaveUserRequestSchema,
  legacyUserDataSchema,
  USER_MODEL_DEFAULTS,
  userChangeRequestSchema,
  userCreateRequestSchema,
  userListQuerySchema,
  userModelSchema,
} from '../schemas/users.ts';

const users = endpointGroup({ family: 'rest', tag: 'Users', versions: V1_V2, defaults: USER_MODEL_DEFAULTS });
const roles = endpointGroup({
  family: 'rest',
  tag: 'User roles',
  versions: V1_V2,
  defaults: USER_ROLE_MODEL_DEFAULTS,
});
const legacy = endpointGroup({ family: 'legacy', tag: 'Legacy users' });

/** `?id=` of legacy lists: one object only (braces allowed). */
export const legacyIdQuerySchema = z.object({ id: z.optional(z.string()) }).register(mediaServerRegistry, {
  id: 'LegacyIdQuery',
  description: 'Optional id: return that object only.',
});

export const usersEndpoints = {
  list: users({
    method: 'GET',
    path: '/rest/:version/users',
    summary: 'List users: admins see every user, others only themselves',
    access: 'user',
    query: userListQuerySchema,
    reply: z.array(userModelSchema),
  }),
  get: users({
    method: 'GET',
    path: '/rest/:version/users/:id',
    summary: 'One user by id or name (admin or self)',
    access: 'user',
    reply: userModelSchema,
  }),
  create: users({
    method: 'POST',
    path: '/rest/:version/users',
    summary: 'Create a user (admins may create only non-admin users; owners any)',
    access: 'admin*',
    body: userCreateRequestSchema,
    reply: userModelSchema,
  }),
  createWithId: users({
    method: 'POST',
    path: '/rest/:version/users/:id',
    summary: 'Not allowed: POST creates without an id in the path',
    access: 'user',
    hidden: true,
  }),
  replace: users({
    method: 'PUT',
    path: '/rest/:version/users/:id',
    summary: 'Change a user (admin or self); an unknown id creates the user (admin)',
    access: 'user*',
    body: userChangeRequestSchema,
    reply: userModelSchema,
  }),
  change: users({
    method: 'PATCH',
    path: '/rest/:version/users/:id',
    summary: 'Change a user (admin or self)',
    access: 'user*',
    body: userChangeRequestSchema,
    reply: userModelSchema,
  }),
  remove: users({
    method: 'DELETE',
    path: '/rest/:version/users/:id',
    summary: 'Delete a user (admins may delete only non-admin users; owners cannot be deleted)',
    access: 'admin*',
  }),
  legacyList: legacy({
    method: 'GET',
    path: '/ec2/getUsers',
    summary: 'Users in the legacy form (admins: all; others: themselves)',
    access: 'user',
    query: legacyIdQuerySchema,
    reply: z.array(legacyUserDataSchema),
  }),
  legacySave: legacy({
    method: 'POST',
    path: '/ec2/saveUser',
    summary: 'Create (no or unknown id) or update a user; accepts a plain password or a client digest',
    access: 'user*',
    body: legacySaveUserRequestSchema,
    reply: legacyIdReplySchema,
  }),
  legacyRemove: legacy({
    method: 'POST',
    path: '/ec2/removeUser',
    summary: 'Delete a user',
    access: 'admin*',
    body: legacyIdRequestSchema,
    reply: legacyIdReplySchema,
  }),
  accessRights: legacy({
    method: 'GET',
    path: '/ec2/getAccessRights',
    summary: 'Access lists of every user and custom role',
    access: 'admin',
    reply: z.array(accessRightsSchema),
  }),
  setAccessRights: legacy({
    method: 'POST',
    path: '/ec2/setAccessRights',
    summary: 'Replace the access list of a user or custom role',
    access: 'admin',
    body: accessRightsSchema,
    reply: accessRightsSchema,
  }),
};

export const userRolesEndpoints = {
  list: roles({
    method: 'GET',
    path: '/rest/:version/userRoles',
    summary: 'List custom user roles',
    access: 'user',
    reply: z.array(userRoleModelSchema),
  }),
  get: roles({
    method: 'GET',
    path: '/rest/:version/userRoles/:id',
    summary: 'One custom user role',
    access: 'user',
    reply: userRoleModelSchema,
  }),
  create: roles({
    method: 'POST',
    path: '/rest/:version/userRoles',
    summary: 'Create a custom user role',
    access: 'admin*',
    body: userRoleCreateRequestSchema,
    reply: userRoleModelSchema,
  }),
  createWithId: roles({
    method: 'POST',
    path: '/rest/:version/userRoles/:id',
    summary: 'Not allowed: POST creates without an id in the path',
    access: 'admin*',
    hidden: true,
  }),
  replace: roles({
    method: 'PUT',
    path: '/rest/:version/userRoles/:id',
    summary: 'Change a custom role; an unknown id creates the role at that id',
    access: 'admin*',
    body: userRoleChangeRequestSchema,
    reply: userRoleModelSchema,
  }),
  change: roles({
    method: 'PATCH',
    path: '/rest/:version/userRoles/:id',
    summary: 'Change a custom role',
    access: 'admin*',
    body: userRoleChangeRequestSchema,
    reply: userRoleModelSchema,
  }),
  remove: roles({
    method: 'DELETE',
    path: '/rest/:version/userRoles/:id',
    summary: 'Delete a custom role; its users fall back to no role',
    access: 'admin*',
  }),
  legacyList: legacy({
    method: 'GET',
    path: '/ec2/getUserRoles',
    summary: 'Custom user roles in the legacy form',
    access: 'user',
    query: legacyIdQuerySchema,
    reply: z.array(legacyUserRoleDataSchema),
  }),
  legacySave: legacy({
    method: 'POST',
    path: '/ec2/saveUserRole',
    summary: 'Create (no or unknown id) or update a custom role; replies with the saved role',
    access: 'admin',
    body: legacySaveUserRoleRequestSchema,
    reply: legacyUserRoleDataSchema,
  }),
  legacyRemove: legacy({
    method: 'POST',
    path: '/ec2/removeUserRole',
    summary: 'Delete a custom role; its users fall back to no role',
    access: 'admin',
    body: legacyIdRequestSchema,
    reply: legacyIdReplySchema,
  }),
  predefined: legacy({
    method: 'GET',
    path: '/ec2/getPredefinedRoles',
    summary: 'The five built-in roles',
    access: 'user',
    reply: z.array(legacyPredefinedRoleSchema),
  }),
};
