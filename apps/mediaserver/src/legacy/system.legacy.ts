import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.ts';
import { defineRoutes } from '../http/route.ts';

/** Legacy calls under /api and /ec2. */
export function systemLegacyRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    void ctx;
    defineRoutes(app, []);
  };
}
