import {
  errorTexts,
  isUuid,
  USER_ROLE_MODEL_DEFAULTS,
  userRoleChangeRequestSchema,
  userRoleCreateRequestSchema,
  userRoleModelSchema,
} from '@argus/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { UserRoleRow } from '../db/rows.ts';
import { toUserRoleModel, UserRolesService } from '../domain/user-roles.service.ts';
import { apiErrors } from './api-error.ts';
import { shapeRestReply } from './rest-query.ts';
import type { RestVersion } from './rest-version.ts';
import { defineRoutes } from './route.ts';

export function userRolesServiceOf(ctx: AppContext): UserRolesService {
  return new UserRolesService({ db: ctx.db, users: ctx.users, userRoles: ctx.userRoles });
}

const reply = (request: FastifyRequest, row: UserRoleRow) =>
  shapeRestReply(request, toUserRoleModel(row), { defaults: USER_ROLE_MODEL_DEFAULTS });

/** Custom user roles, REST v1/v2 (media-server-api §4.7). */
export function userRolesRoutes(ctx: AppContext): FastifyPluginAsync<{ version: RestVersion }> {
  return async (app) => {
    const roles = userRolesServiceOf(ctx);
    defineRoutes(
      app,
      [
        {
          method: 'GET',
          url: '/userRoles',
          summary: 'List custom user roles',
          access: 'user',
          reply: userRoleModelSchema,
          handler: ({ request }) =>
            shapeRestReply(request, roles.list().map(toUserRoleModel), {
              defaults: USER_ROLE_MODEL_DEFAULTS,
            }),
        },
        {
          method: 'GET',
          url: '/userRoles/:id',
          summary: 'One custom user role',
          access: 'user',
          reply: userRoleModelSchema,
          handler: ({ request, params }) => reply(request, roles.find(params.id!)),
        },
        {
          method: 'POST',
          url: '/userRoles',
          summary: 'Create a custom user role',
          access: 'admin*',
          body: userRoleCreateRequestSchema,
          reply: userRoleModelSchema,
          handler: ({ request, caller, body }) => reply(request, roles.create(caller!, body)),
        },
        {
          method: 'POST',
          url: '/userRoles/:id',
          summary: 'Not allowed: POST creates without an id in the path',
          access: 'admin*',
          hidden: true,
          handler: () => {
            throw apiErrors.badRequest(errorTexts.idNotAllowedOnCreate);
          },
        },
        {
          method: ['PUT', 'PATCH'],
          url: '/userRoles/:id',
          summary: 'Change a custom role; PUT of an unknown id creates the role at that id',
          access: 'admin*',
          body: userRoleChangeRequestSchema,
          reply: userRoleModelSchema,
          handler: ({ request, caller, body, params }) => {
            if (roles.exists(params.id!))
              return reply(request, roles.change(caller!, roles.find(params.id!), body));
            if (request.method !== 'PUT' || !isUuid(params.id!)) throw apiErrors.notFound(params.id);
            return reply(request, roles.create(caller!, body, params.id));
          },
        },
        {
          method: 'DELETE',
          url: '/userRoles/:id',
          summary: 'Delete a custom role; its users fall back to no role',
          access: 'admin*',
          handler: ({ caller, params }) => {
            roles.remove(caller!, roles.find(params.id!));
          },
        },
      ],
      { tags: ['User roles'] },
    );
  };
}
