/**
 * `buildApp(config)`: the media server as a Fastify instance (used by main.ts and by tests with `app.inject`).
 * It builds the composition root, installs the HTTP conventions (the server kit's, then its own: cookies,
 * compression, HTTPS-only, the setup host check, authentication), serves every endpoint once, and runs the
 * root's long-lived components while the app is open.
 */

import { constants as zlibConstants } from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES } from '@argus/http-kit';
import { createServerApp, policyFollowing, runWhileOpen, serveEndpoints } from '@argus/server-kit';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { installAuthentication } from './auth/authenticate.ts';
import { createRoot, type Root, type RootOptions } from './composition.ts';
import type { ServerConfig } from './config.ts';
import { noteFailedStart } from './db/restore-swap.ts';
import { authorize } from './http/access.ts';
import { installCameraOwnerForward } from './http/camera-owner-forward.ts';
import { MEDIA_SERVER_ERRORS } from './http/error-mappers.ts';
import { loggedPath } from './http/http-log.ts';
import { installHttpsOnly } from './http/https-only.ts';
import { createPolyglotHttpServer } from './http/polyglot-server.ts';
import { installProxyPath } from './http/proxy-path.ts';
import { installServerGuidProxy } from './http/server-guid-proxy.ts';
import { installSetupHostCheck } from './http/setup-host.ts';
import { withoutWebPrefix } from './http/web-prefix.ts';
import { installWebSocketUpgrades } from './http/websocket-upgrade.ts';
import { isNewSystem } from './modules/system/index.ts';
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
  const httpsOnly = () => root.settings.get('trafficEncryptionForced') && !isNewSystem(root.settings);
  const sendPage = webAppPages(config.webRoot);
  const { app, requestsInFlight } = createServerApp({
    fastify: {
      // HTTPS and plain HTTP on one port, told apart by the first byte (media-server-api §1.1). HTTP/1.1 only.
      serverFactory: (handler) => createPolyglotHttpServer(root.tls, handler),
      // One JSON stream: standard output at `--log-level`, the log files at their settings' levels.
      logger: root.logs.loggerOptions(),
      // The whole API and the web app are also served under `/web` (media-server-api §1.1).
      rewriteUrl: (request) => withoutWebPrefix(request.url ?? '/'),
    },
    logLevel: config.logLevel,
    errors: MEDIA_SERVER_ERRORS,
    // Nx's own samples post JSON without naming its type.
    json: { untypedBodyIsJson: true },
    httpLog: { sink: root.logs, loggedPath },
    pages: { isPage: (request) => request.method === 'GET' && !isApiPath(request.url), sendPage },
    securityHeaders: {
      // The console calls the cloud the server was told to use (Connect to cloud).
      contentSecurityPolicy: policyFollowing(
        inlineScriptHashes(config.webRoot),
        () => root.settings.embedAllowedOrigins(),
        config.cloudUrl ? [config.cloudUrl] : [],
      ),
      httpsOnly,
    },
  });
  root.listening.attach(app.server);
  root.relayEntrance.attach(app.server);
  installWebSocketUpgrades(app);
  root.logs.attach(app.log);
  root.metrics.attach(app);
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
  // After authentication: a request for another server goes on only for an authenticated caller.
  installServerGuidProxy(app, {
    thisServerId: root.identity.serverId,
    findServer: (id) => root.servers.findById(id),
  });
  installProxyPath(app, root.identity.serverId);
  installCameraOwnerForward(app, {
    thisServerId: root.identity.serverId,
    serverOfCamera: (key) => root.cameras.serverOf(key),
    findServer: (id) => root.servers.findById(id),
  });
  serveEndpoints(app, allRoutes(root), authorize);
  await serveWebFiles(app, config.webRoot);
  await runWhileOpen(app, root.lifecycle, () => {
    root.db.$client.close();
  });
  return { app, root, requestsInFlight };
}
