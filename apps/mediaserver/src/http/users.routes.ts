import {
  errorTexts,
  isAdmin,
  isUuid,
  USER_MODEL_DEFAULTS,
  userChangeRequestSchema,
  userCreateRequestSchema,
  userListQuerySchema,
  userModelSchema,
} from '@argus/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller.ts';
import type { AppContext } from '../context.ts';
import type { UserRow } from '../db/rows.ts';
import { LayoutsRepository } from '../domain/layouts.repository.ts';
import { toUserModel, toUserModels } from '../domain/users.mapper.ts';
import { UsersService } from '../domain/users.service.ts';
import { requireFreshSession } from './access.ts';
import { ApiError, apiErrors } from './api-error.ts';
import { shapeRestReply } from './rest-query.ts';
import type { RestVersion } from './rest-version.ts';
import { defineRoutes } from './route.ts';

export function usersServiceOf(ctx: AppContext): UsersService {
  return new UsersService({
    db: ctx.db,
    users: ctx.users,
    userRoles: ctx.userRoles,
    sessions: ctx.sessions,
    layouts: new LayoutsRepository(ctx.db),
    clock: ctx.clock,
  });
}

const reply = (request: FastifyRequest, row: UserRow) =>
  shapeRestReply(request, toUserModel(row), { defaults: USER_MODEL_DEFAULTS });

/** Users, REST v1/v2 (media-server-api §4.6). Rules of who may do what live in the contract's user-rules. */
export function usersRoutes(ctx: AppContext): FastifyPluginAsync<{ version: RestVersion }> {
  return async (app) => {
    const users = usersServiceOf(ctx);
    /** Admin or self, with a fresh session; the user rules decide the rest. */
    const adminOrSelf = (caller: Caller) => {
      requireFreshSession(caller);
      return true;
    };
    defineRoutes(
      app,
      [
        {
          method: 'GET',
          url: '/users',
          summary: 'List users: admins see every user, others only themselves',
          access: 'user',
          query: userListQuerySchema,
          reply: userModelSchema,
          handler: ({ request, caller }) =>
            shapeRestReply(request, toUserModels(users.visibleTo(caller!)), {
              defaults: USER_MODEL_DEFAULTS,
            }),
        },
        {
          method: 'GET',
          url: '/users/:id',
          summary: 'One user by id or name (admin or self)',
          access: 'user',
          reply: userModelSchema,
          handler: ({ request, caller, params }) => reply(request, users.readable(caller!, params.id!)),
        },
        {
          method: 'POST',
          url: '/users',
          summary: 'Create a user (admins may create only non-admin users; owners any)',
          access: 'admin*',
          body: userCreateRequestSchema,
          reply: userModelSchema,
          handler: async ({ request, caller, body }) => reply(request, await users.create(caller!, body)),
        },
        {
          method: 'POST',
          url: '/users/:id',
          summary: 'Not allowed: POST creates without an id in the path',
          access: 'user',
          hidden: true,
          handler: () => {
            throw apiErrors.badRequest(errorTexts.idNotAllowedOnCreate);
          },
        },
        {
          method: ['PUT', 'PATCH'],
          url: '/users/:id',
          summary: 'Change a user (admin or self); PUT of an unknown id creates the user (admin)',
          access: adminOrSelf,
          body: userChangeRequestSchema,
          reply: userModelSchema,
          handler: async ({ request, caller, body, params }) => {
            const target = users.find(params.id!);
            if (target) return reply(request, await users.change(caller!, target, body));
            if (request.method !== 'PUT' || !isUuid(params.id!)) throw apiErrors.notFound(params.id);
            if (!isAdmin(caller!.permissions)) throw new ApiError('forbidden');
            return reply(request, await users.create(caller!, { ...body, id: params.id }));
          },
        },
        {
          method: 'DELETE',
          url: '/users/:id',
          summary: 'Delete a user (admins may delete only non-admin users; owners cannot be deleted)',
          access: 'admin*',
          handler: ({ caller, params }) => {
            const target = users.find(params.id!);
            if (!target) throw apiErrors.notFound(params.id);
            users.remove(caller!, target);
          },
        },
      ],
      { tags: ['Users'] },
    );
  };
}
