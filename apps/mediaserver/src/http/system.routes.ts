import { setupSystemDataSchema, systemInformationSchema } from '@argus/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.ts';
import { systemInformation } from '../domain/system.service.ts';
import { setupSystem } from '../domain/system-setup.ts';
import { shapeRestReply } from './rest-query.ts';
import type { RestVersion } from './rest-version.ts';
import { defineRoutes } from './route.ts';

/** System identity and one-time setup (media-server-api §4.2.1–§4.2.2). */
export function systemRoutes(ctx: AppContext): FastifyPluginAsync<{ version: RestVersion }> {
  return async (app) => {
    defineRoutes(
      app,
      [
        {
          method: 'GET',
          url: '/system/info',
          summary: 'System identity; `localId` is absent until setup',
          access: 'none',
          reply: systemInformationSchema,
          handler: ({ request }) => shapeRestReply(request, systemInformation(ctx)),
        },
        {
          method: 'POST',
          url: '/system/setup',
          summary: 'One-time setup of a new system (owner with a fresh session; before setup admin/admin)',
          access: 'owner*',
          body: setupSystemDataSchema,
          handler: async ({ caller, body }) => {
            await setupSystem(ctx, caller!, body);
          },
        },
      ],
      { tags: ['System'] },
    );
  };
}
