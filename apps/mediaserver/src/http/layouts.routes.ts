import {
  errorTexts,
  isUuid,
  layoutChangeRequestSchema,
  layoutCreateRequestSchema,
  layoutModelSchema,
} from '@argus/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { LAYOUT_REPLY_DEFAULTS, toLayoutModel } from '../domain/layouts.mapper.ts';
import { LayoutsRepository } from '../domain/layouts.repository.ts';
import { LayoutsService } from '../domain/layouts.service.ts';
import { apiErrors } from './api-error.ts';
import { shapeRestReply } from './rest-query.ts';
import type { RestVersion } from './rest-version.ts';
import { defineRoutes } from './route.ts';

const shape = (request: FastifyRequest, data: Parameters<typeof shapeRestReply>[1]) =>
  shapeRestReply(request, data, { defaults: LAYOUT_REPLY_DEFAULTS });

/** Layouts, REST v1/v2 (media-server-api §4.10). */
export function layoutsRoutes(ctx: AppContext): FastifyPluginAsync<{ version: RestVersion }> {
  return async (app) => {
    const layouts = new LayoutsService({
      db: ctx.db,
      layouts: new LayoutsRepository(ctx.db),
      users: ctx.users,
      userRoles: ctx.userRoles,
    });
    defineRoutes(
      app,
      [
        {
          method: 'GET',
          url: '/layouts',
          summary: 'Layouts the caller may see',
          access: 'access',
          reply: layoutModelSchema,
          handler: ({ request, caller }) => shape(request, layouts.visibleTo(caller!)),
        },
        {
          method: 'GET',
          url: '/layouts/:id',
          summary: 'One layout (404 when the caller may not see it)',
          access: 'access',
          reply: layoutModelSchema,
          handler: ({ request, caller, params }) =>
            shape(request, toLayoutModel(layouts.readable(caller!, params.id!))),
        },
        {
          method: 'POST',
          url: '/layouts',
          summary: 'Create a layout (shared when an admin omits parentId; owned by the caller otherwise)',
          access: 'access',
          body: layoutCreateRequestSchema,
          reply: layoutModelSchema,
          handler: ({ request, caller, body }) => shape(request, layouts.create(caller!, body)),
        },
        {
          method: 'POST',
          url: '/layouts/:id',
          summary: 'Not allowed: POST creates without an id in the path',
          access: 'access',
          hidden: true,
          handler: () => {
            throw apiErrors.badRequest(errorTexts.idNotAllowedOnCreate);
          },
        },
        {
          method: ['PUT', 'PATCH'],
          url: '/layouts/:id',
          summary: 'Change a layout (its owner or an admin); PUT of an unknown id creates it',
          access: 'access',
          body: layoutChangeRequestSchema,
          reply: layoutModelSchema,
          handler: ({ request, caller, body, params }) => {
            if (request.method === 'PUT' && isUuid(params.id!) && !layouts.exists(params.id!))
              return shape(request, layouts.create(caller!, body, params.id));
            return shape(request, layouts.change(caller!, layouts.readable(caller!, params.id!), body));
          },
        },
        {
          method: 'DELETE',
          url: '/layouts/:id',
          summary: 'Delete a layout (its owner or an admin)',
          access: 'access',
          handler: ({ caller, params }) => {
            layouts.remove(caller!, layouts.readable(caller!, params.id!));
          },
        },
      ],
      { tags: ['Layouts'] },
    );
  };
}
