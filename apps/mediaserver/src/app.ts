/**
 * `buildApp(config)`: the media server as a Fastify instance (used by main.ts and by tests with `app.inject`).
 * It builds the composition root, installs the HTTP conventions, registers every route once, and runs the
 * root's long-lived components while the app is open.
 */

import type { Server as HttpServer } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import { NotFound } from '@argus/contract';
import {
  COMPRESS_THRESHOLD_BYTES,
  installErrorHandling,
  installMethodNotAllowed,
  registerRoutes,
  sendDomainError,
} from '@argus/http-kit';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { createServer as createPolyglotServer } from '@httptoolkit/httpolyglot';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { installAuthentication } from './auth/authenticate.ts';
import { createRoot, type Root, type RootOptions } from './composition.ts';
import type { ServerConfig } from './config.ts';
import { noteFailedStart } from './db/restore-swap.ts';
import { authorize } from './http/access.ts';
import { clientErrorHandler, frameworkErrorHandler } from './http/client-errors.ts';
import { ERROR_MAPPERS, familyOfUnrouted } from './http/error-mappers.ts';
import { installHttpLog } from './http/http-log.ts';
import { installHttpsOnly } from './http/https-only.ts';
import { installJsonConventions } from './http/json.ts';
import { installRequestLimits } from './http/request-limits.ts';
import { countRequestsInFlight } from './http/restart-after-reply.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installSetupHostCheck } from './http/setup-host.ts';
import { withoutWebPrefix } from './http/web-prefix.ts';
import { isNewSystem } from './modules/system/index.ts';
import { serveApiDocuments } from './modules/web-app/openapi.routes.ts';
import { inlineScriptHashes, serveWebFiles, webAppPages } from './modules/web-app/static.routes.ts';
import { allRoutes } from './routes.ts';

export interface BuiltApp {
  app: FastifyInstance;
  root: Root;
  /** The requests being answered now (a restart waits for them). */
  requestsInFlight: () => number;
}

/** API paths answer unknown routes with a JSON 404; other paths belong to the web app. */
function isApiPath(url: string): boolean {
  return /^\/(rest|api|ec2)(\/|$|\?)/.test(url);
}

export async function buildApp(config: ServerConfig, options: RootOptions = {}): Promise<BuiltApp> {
  try {
    return await assembleApp(config, options);
  } catch (error) {
    // The first start on a restored database failed: the next start says why as it goes back to the old one.
    noteFailedStart(config.dataDir, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

async function assembleApp(config: ServerConfig, options: RootOptions): Promise<BuiltApp> {
  const root = await createRoot(config, options);
  const app = Fastify({
    // HTTPS and plain HTTP on one port, told apart by the first byte (media-server-api §1.1). HTTP/1.1 only.
    serverFactory: (handler) =>
      createPolyglotServer(
        { tls: { key: root.tls.key, cert: root.tls.cert, ALPNProtocols: ['http/1.1'] } },
        handler,
      ) as unknown as HttpServer,
    // Open keep-alive connections end with the server (a restart must not wait for idle clients).
    forceCloseConnections: true,
    // One JSON stream: standard output at `--log-level`, the log files at their settings' levels.
    logger: root.logs.loggerOptions(),
    // One line per request buries what matters at the default level; failures are still logged.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Every body the API takes is small; the one large upload (a database restore) declares its own limit.
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    // The whole API and the web app are also served under `/web` (media-server-api §1.1).
    rewriteUrl: (request) => withoutWebPrefix(request.url ?? '/'),
  });
  const requestsInFlight = countRequestsInFlight(app);
  root.listening.attach(app.server);
  root.logs.attach(app.log);
  installHttpLog(app, root.logs);
  installJsonConventions(app);
  installErrorHandling(app, { mappers: ERROR_MAPPERS, familyOfUnrouted });
  const sendPage = webAppPages(config.webRoot);
  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url) && request.method === 'GET') return sendPage(reply);
    return sendDomainError(request, reply, new NotFound());
  });
  installRequestLimits(app);
  const httpsOnly = () => root.settings.get('trafficEncryptionForced') && !isNewSystem(root.settings);
  installSecurityHeaders(app, {
    inlineScripts: inlineScriptHashes(config.webRoot),
    frameAncestors: () => root.settings.embedAllowedOrigins(),
    httpsOnly,
  });
  await app.register(cookie);
  // Replies over 1 KB travel compressed when the client accepts it (before the static files: they use it).
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  installHttpsOnly(app, httpsOnly);
  installSetupHostCheck(app, () => isNewSystem(root.settings));
  installAuthentication(app, root.authenticator, root.nonces);
  registerRoutes(app, allRoutes(root), authorize);
  serveApiDocuments(app);
  await serveWebFiles(app, config.webRoot);
  installMethodNotAllowed(app, authorize);
  await root.lifecycle.start();
  app.addHook('onClose', async () => {
    await root.lifecycle.stop();
    root.db.$client.close();
  });
  return { app, root, requestsInFlight };
}
