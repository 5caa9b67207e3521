import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { installAuthentication } from './auth/authenticate.ts';
import type { ServerConfig } from './config.ts';
import { type AppContext, type ContextOptions, createContext } from './context.ts';
import { bootstrap } from './domain/bootstrap.ts';
import { apiErrors } from './http/api-error.ts';
import {
  installErrorHandling,
  installMethodNotAllowed,
  isApiPath,
  sendApiError,
} from './http/error-handler.ts';
import { layoutsRoutes } from './http/layouts.routes.ts';
import { loginRoutes } from './http/login.routes.ts';
import type { RestVersion } from './http/rest-version.ts';
import { serversRoutes } from './http/servers.routes.ts';
import { settingsRoutes } from './http/settings.routes.ts';
import { staticRoutes } from './http/static.routes.ts';
import { systemRoutes } from './http/system.routes.ts';
import { userRolesRoutes } from './http/user-roles.routes.ts';
import { usersRoutes } from './http/users.routes.ts';
import { webPagesRoutes } from './http/web-pages.routes.ts';
import { loginLegacyRoutes } from './legacy/login.legacy.ts';
import { serversLegacyRoutes } from './legacy/servers.legacy.ts';
import { systemLegacyRoutes } from './legacy/system.legacy.ts';
import { usersLegacyRoutes } from './legacy/users.legacy.ts';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

type RestPlugin = (ctx: AppContext) => FastifyPluginAsync<{ version: RestVersion }>;
const REST_PLUGINS: RestPlugin[] = [
  loginRoutes,
  systemRoutes,
  settingsRoutes,
  usersRoutes,
  userRolesRoutes,
  layoutsRoutes,
  webPagesRoutes,
  serversRoutes,
];
const LEGACY_PLUGINS = [loginLegacyRoutes, systemLegacyRoutes, usersLegacyRoutes, serversLegacyRoutes];

/** The whole API once; mounted at `/` and again under `/web` (media-server-api §1.1). */
function api(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    for (const version of ['v1', 'v2'] as const) {
      for (const plugin of REST_PLUGINS)
        await app.register(plugin(ctx), { prefix: `/rest/${version}`, version });
    }
    for (const plugin of LEGACY_PLUGINS) await app.register(plugin(ctx));
  };
}

/** Builds the media server: used by main.ts and by tests (with `app.inject`). */
export async function buildApp(config: ServerConfig, options: ContextOptions = {}): Promise<BuiltApp> {
  const ctx = createContext(config, options);
  await bootstrap(ctx);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // One line per request buries what matters at the default level; failures are still logged.
    disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 10 * 1024 * 1024,
  });
  // Bodies are JSON with or without a charset; an empty JSON body is no body at all.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  // Every JSON reply carries exactly `application/json` (media-server-api §1.1).
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json'))
      reply.header('content-type', 'application/json');
    done(null, payload);
  });
  installErrorHandling(app);
  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url) && request.method === 'GET' && ctx.webApp) return ctx.webApp.sendIndex(reply);
    return sendApiError(request, reply, apiErrors.notFound());
  });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Argus media server API',
        version: '5.1',
        description: 'Wire-compatible with Nx Witness 5.1.',
      },
    },
  });
  installAuthentication(app, ctx);
  await app.register(api(ctx));
  await app.register(api(ctx), { prefix: '/web' });
  await app.register(staticRoutes(ctx));
  await app.register(async (root) => installMethodNotAllowed(root));
  app.addHook('onClose', async () => ctx.db.$client.close());
  return { app, ctx };
}
