/** Servers (media-server-api §4.3): records, module and runtime information, restart. */
import {
  errorTexts,
  SERVER_MODEL_DEFAULTS,
  type ServerModel,
  serverChangeRequestSchema,
  serverCreateRequestSchema,
  serverInformationSchema,
  serverModelSchema,
  serverReplaceRequestSchema,
  serverRuntimeInformationSchema,
} from '@argus/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { ServersView, serverOfflineText } from '../domain/servers.view.ts';
import { listeningPort } from '../host/listening-port.ts';
import { ApiError, apiErrors } from './api-error.ts';
import { shapeRestReply } from './rest-query.ts';
import type { RestVersion } from './rest-version.ts';
import { defineRoutes } from './route.ts';

const shapeServers = (request: FastifyRequest, data: ServerModel | ServerModel[]) =>
  shapeRestReply(request, data, { defaults: SERVER_MODEL_DEFAULTS });

const isStrict = (request: FastifyRequest) =>
  String((request.query as Record<string, unknown>)?._strict) === 'true';

/** Restarts the process once the reply has gone out (media-server-api §4.3.2). */
export function restartAfterReply(ctx: AppContext, reply: FastifyReply): void {
  let requested = false;
  const restart = () => {
    if (requested) return;
    requested = true;
    ctx.requestRestart();
  };
  // `finish`: the reply went out; `close`: the client left before that. Either way the restart goes ahead.
  reply.raw.once('finish', restart);
  reply.raw.once('close', restart);
}

export function serversRoutes(ctx: AppContext): FastifyPluginAsync<{ version: RestVersion }> {
  return async (app, { version }) => {
    const view = new ServersView(ctx, () => listeningPort(app.server, ctx.config.port));
    const { service } = view;
    defineRoutes(
      app,
      [
        {
          method: 'GET',
          url: '/servers',
          summary: 'Server records of the system',
          access: 'access',
          reply: serverModelSchema,
          handler: async ({ request }) => shapeServers(request, await view.models()),
        },
        {
          method: 'POST',
          url: '/servers',
          summary: 'Create the record of another server',
          access: 'owner*',
          body: serverCreateRequestSchema,
          reply: serverModelSchema,
          handler: async ({ request, body }) => shapeServers(request, await view.model(service.create(body))),
        },
        {
          method: 'GET',
          url: '/servers/:id',
          summary: 'One server record (`this` = the server handling the request)',
          access: 'access',
          reply: serverModelSchema,
          handler: async ({ request, params }) =>
            shapeServers(request, await view.model(service.get(params.id!))),
        },
        {
          method: 'POST',
          url: '/servers/:id',
          summary: 'Not allowed: ids are not given when creating',
          access: 'owner*',
          hidden: true,
          handler: () => {
            throw apiErrors.badRequest(errorTexts.idNotAllowedOnCreate);
          },
        },
        {
          method: 'PUT',
          url: '/servers/:id',
          summary: 'Replace the writable fields of a server record',
          access: 'admin*',
          body: serverReplaceRequestSchema,
          reply: serverModelSchema,
          handler: async ({ request, params, body }) =>
            shapeServers(request, await view.model(service.replace(params.id!, body))),
        },
        {
          method: 'PATCH',
          url: '/servers/:id',
          summary: 'Change a server record (rename: `{"name": ...}`)',
          access: 'admin*',
          body: serverChangeRequestSchema,
          reply: serverModelSchema,
          handler: async ({ request, params, body }) =>
            shapeServers(request, await view.model(service.patch(params.id!, body))),
        },
        {
          method: 'DELETE',
          url: '/servers/:id',
          summary: 'Remove a server record (not the server handling the request)',
          access: 'owner*',
          handler: ({ params }) => {
            service.remove(params.id!);
          },
        },
        {
          method: 'GET',
          url: '/servers/:id/info',
          summary: 'Module information (`*` = all online servers, as an array)',
          access: 'none',
          reply: serverInformationSchema,
          handler: async ({ request, params }) => {
            const list = await view.info(params.id!, isStrict(request));
            return shapeRestReply(request, params.id === '*' ? list : list[0]!);
          },
        },
        {
          method: 'POST',
          url: '/servers/:id/restart',
          summary: 'Restart the server process; the reply comes first',
          access: 'admin*',
          handler: ({ params, reply }) => {
            const row = service.get(params.id!);
            if (!service.isThis(row)) throw new ApiError('serviceUnavailable', serverOfflineText(row.id));
            restartAfterReply(ctx, reply);
            return {};
          },
        },
        ...(version === 'v2'
          ? [
              {
                method: 'GET' as const,
                url: '/servers/:id/runtimeInfo',
                summary: 'Time, time zone and hardware ids (`*` = all online servers, as an array)',
                access: 'user' as const,
                reply: serverRuntimeInformationSchema,
                handler: async ({
                  request,
                  params,
                }: {
                  request: FastifyRequest;
                  params: Record<string, string>;
                }) => {
                  const list = await view.runtime(params.id!, isStrict(request));
                  return shapeRestReply(request, params.id === '*' ? list : list[0]!);
                },
              },
            ]
          : []),
      ],
      { tags: ['Servers'] },
    );
  };
}
