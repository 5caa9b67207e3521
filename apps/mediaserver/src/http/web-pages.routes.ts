import {
  errorTexts,
  isUuid,
  WEB_PAGE_DEFAULTS,
  webPageChangeRequestSchema,
  webPageCreateRequestSchema,
  webPageModelSchema,
} from '@argus/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { WebPagesRepository } from '../domain/web-pages.repository.ts';
import { toWebPageModel, WebPagesService } from '../domain/web-pages.service.ts';
import { apiErrors } from './api-error.ts';
import { shapeRestReply } from './rest-query.ts';
import type { RestVersion } from './rest-version.ts';
import { defineRoutes } from './route.ts';

const shape = (request: FastifyRequest, data: Parameters<typeof shapeRestReply>[1]) =>
  shapeRestReply(request, data, { defaults: WEB_PAGE_DEFAULTS });

/** Web pages, REST v1/v2 (media-server-api §4.10): read per access rights, written by admins [design]. */
export function webPagesRoutes(ctx: AppContext): FastifyPluginAsync<{ version: RestVersion }> {
  return async (app) => {
    const pages = new WebPagesService({
      db: ctx.db,
      webPages: new WebPagesRepository(ctx.db),
      userRoles: ctx.userRoles,
    });
    defineRoutes(
      app,
      [
        {
          method: 'GET',
          url: '/webPages',
          summary: 'Web pages the caller may see',
          access: 'access',
          reply: webPageModelSchema,
          handler: ({ request, caller }) => shape(request, pages.visibleTo(caller!)),
        },
        {
          method: 'GET',
          url: '/webPages/:id',
          summary: 'One web page (404 when the caller may not see it)',
          access: 'access',
          reply: webPageModelSchema,
          handler: ({ request, caller, params }) =>
            shape(request, toWebPageModel(pages.readable(caller!, params.id!))),
        },
        {
          method: 'POST',
          url: '/webPages',
          summary: 'Create a web page',
          access: 'admin',
          body: webPageCreateRequestSchema,
          reply: webPageModelSchema,
          handler: ({ request, body }) => shape(request, pages.create(body)),
        },
        {
          method: 'POST',
          url: '/webPages/:id',
          summary: 'Not allowed: POST creates without an id in the path',
          access: 'admin',
          hidden: true,
          handler: () => {
            throw apiErrors.badRequest(errorTexts.idNotAllowedOnCreate);
          },
        },
        {
          method: ['PUT', 'PATCH'],
          url: '/webPages/:id',
          summary: 'Change a web page; PUT of an unknown id creates it',
          access: 'admin',
          body: webPageChangeRequestSchema,
          reply: webPageModelSchema,
          handler: ({ request, caller, body, params }) => {
            if (request.method === 'PUT' && isUuid(params.id!) && !pages.exists(params.id!))
              return shape(request, pages.create(body, params.id));
            return shape(request, pages.change(pages.readable(caller!, params.id!), body));
          },
        },
        {
          method: 'DELETE',
          url: '/webPages/:id',
          summary: 'Delete a web page',
          access: 'admin',
          handler: ({ caller, params }) => {
            pages.remove(pages.readable(caller!, params.id!));
          },
        },
      ],
      { tags: ['Web pages'] },
    );
  };
}
