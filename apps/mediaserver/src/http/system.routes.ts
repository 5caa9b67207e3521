import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.ts';
import type { RestVersion } from './rest-version.ts';
import { defineRoutes } from './route.ts';

export function systemRoutes(ctx: AppContext): FastifyPluginAsync<{ version: RestVersion }> {
  return async (app, { version }) => {
    void ctx;
    void version;
    defineRoutes(app, []);
  };
}
