import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.ts';

/** The web app at `/`, and the server-provided static files under `/static`. */
export function staticRoutes(ctx: AppContext): FastifyPluginAsync {
  return async () => {
    void ctx;
  };
}
