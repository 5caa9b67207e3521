import {
  accessRightsSchema,
  isAdmin,
  legacyId,
  legacyIdReplySchema,
  legacyIdRequestSchema,
  legacyPredefinedRoleSchema,
  legacySaveUserRequestSchema,
  legacySaveUserRoleRequestSchema,
  legacyUserDataSchema,
  legacyUserRoleDataSchema,
  normalizeId,
} from '@argus/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller.ts';
import type { AppContext } from '../context.ts';
import { listAccessRights } from '../domain/access-rights.ts';
import { toLegacyUserData } from '../domain/user-legacy.mapper.ts';
import { legacyPredefinedRoles, toLegacyUserRole } from '../domain/user-roles.service.ts';
import { legacyUserWrite } from '../domain/users.legacy-input.ts';
import { requireFreshSession } from '../http/access.ts';
import { apiErrors } from '../http/api-error.ts';
import { defineRoutes } from '../http/route.ts';
import { userRolesServiceOf } from '../http/user-roles.routes.ts';
import { usersServiceOf } from '../http/users.routes.ts';

/** The `?id=` filter of legacy lists (braces allowed); undefined when absent. */
function idFilter(request: FastifyRequest): string | undefined {
  const raw = (request.query as Record<string, unknown>).id;
  if (typeof raw !== 'string' || raw === '') return undefined;
  const id = normalizeId(raw);
  if (!id) throw apiErrors.invalidParameter('id', raw);
  return id;
}

const fresh = (caller: Caller) => {
  requireFreshSession(caller);
  return true;
};

/** Legacy user, role and access-right calls (media-server-api §4.6.3, §4.6.2, §4.7): same rules as REST. */
export function usersLegacyRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const users = usersServiceOf(ctx);
    const roles = userRolesServiceOf(ctx);
    defineRoutes(
      app,
      [
        {
          method: 'GET',
          url: '/ec2/getUsers',
          summary: 'Users in the legacy form (admins: all; others: themselves)',
          access: 'user',
          reply: legacyUserDataSchema,
          handler: ({ request, caller }) => {
            const id = idFilter(request);
            return users
              .visibleTo(caller!)
              .filter((u) => id === undefined || u.id === id)
              .map(toLegacyUserData);
          },
        },
        {
          method: 'POST',
          url: '/ec2/saveUser',
          summary: 'Create (no or unknown id) or update a user; accepts a plain password or a client digest',
          access: fresh,
          body: legacySaveUserRequestSchema,
          reply: legacyIdReplySchema,
          handler: async ({ caller, body }) => {
            const id = body.id ? normalizeId(body.id) : null;
            const target = id ? ctx.users.findById(id) : undefined;
            const write = legacyUserWrite(body, target);
            if (target) return { id: legacyId((await users.change(caller!, target, write)).id) };
            if (!isAdmin(caller!.permissions)) throw apiErrors.forbidden();
            return { id: legacyId((await users.create(caller!, write)).id) };
          },
        },
        {
          method: 'POST',
          url: '/ec2/removeUser',
          summary: 'Delete a user',
          access: 'admin*',
          body: legacyIdRequestSchema,
          reply: legacyIdReplySchema,
          handler: ({ caller, body }) => {
            const target = ctx.users.findById(normalizeId(body.id)!);
            if (!target) throw apiErrors.notFound(body.id);
            users.remove(caller!, target);
            return { id: legacyId(target.id) };
          },
        },
        {
          method: 'GET',
          url: '/ec2/getAccessRights',
          summary: 'Access lists of every user and custom role',
          access: 'admin',
          reply: accessRightsSchema,
          handler: () => listAccessRights(ctx.users, ctx.userRoles),
        },
        {
          method: 'POST',
          url: '/ec2/setAccessRights',
          summary: 'Replace the access list of a user or custom role',
          access: 'admin',
          body: accessRightsSchema,
          reply: accessRightsSchema,
          handler: async ({ caller, body }) => {
            const id = normalizeId(body.userId)!;
            const user = ctx.users.findById(id);
            const change = { accessibleResources: body.resourceIds };
            const saved = user
              ? (await users.change(caller!, user, change)).accessibleResources
              : roles.change(caller!, roles.find(id), change).accessibleResources;
            return { userId: legacyId(id), resourceIds: saved.map(legacyId) };
          },
        },
        {
          method: 'GET',
          url: '/ec2/getUserRoles',
          summary: 'Custom user roles in the legacy form',
          access: 'user',
          reply: legacyUserRoleDataSchema,
          handler: ({ request }) => {
            const id = idFilter(request);
            return roles
              .list()
              .filter((r) => id === undefined || r.id === id)
              .map(toLegacyUserRole);
          },
        },
        {
          method: 'POST',
          url: '/ec2/saveUserRole',
          summary: 'Create (no or unknown id) or update a custom role; replies with the saved role',
          access: 'admin',
          body: legacySaveUserRoleRequestSchema,
          reply: legacyUserRoleDataSchema,
          handler: ({ caller, body }) => {
            const { parentRoleIds: _p, isLdap: _l, id, ...fields } = body;
            const row =
              id && roles.exists(id)
                ? roles.change(caller!, roles.find(id), fields)
                : roles.create(caller!, fields, id || undefined);
            return toLegacyUserRole(row);
          },
        },
        {
          method: 'POST',
          url: '/ec2/removeUserRole',
          summary: 'Delete a custom role; its users fall back to no role',
          access: 'admin',
          body: legacyIdRequestSchema,
          reply: legacyIdReplySchema,
          handler: ({ caller, body }) => {
            const row = roles.find(body.id);
            roles.remove(caller!, row);
            return { id: legacyId(row.id) };
          },
        },
        {
          method: 'GET',
          url: '/ec2/getPredefinedRoles',
          summary: 'The five built-in roles',
          access: 'user',
          reply: legacyPredefinedRoleSchema,
          handler: () => legacyPredefinedRoles(),
        },
      ],
      { tags: ['Legacy users'] },
    );
  };
}
