/**
 * `buildApp(config)`: the cloud as a Fastify instance (used by main.ts and by tests with `app.inject`). It
 * builds the composition root, installs the HTTP conventions (error bodies, bodies, security headers,
 * cookies), registers every route once from the contract's endpoints, serves the web app, and runs the
 * root's long-lived parts while the app is open.
 */

import { sharingEndpoints, systemEndpoints } from '@argus/contract/cloud';
import {
  type Authorize,
  installErrorHandling,
  installMethodNotAllowed,
  registerRoutes,
} from '@argus/http-kit';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { CloudCaller } from './auth/caller.ts';
import { createRoot, mailboxDirOf, type Root, type RootOverrides } from './composition.ts';
import type { CloudConfig } from './config.ts';
import { cloudAuthorizer } from './http/access.ts';
import { installAnonymousFormCors } from './http/anonymous-form-cors.ts';
import { installBodyParsers } from './http/body-parsers.ts';
import { clientErrorHandler, frameworkErrorHandler } from './http/client-errors.ts';
import { cloudErrorMapper } from './http/error-mapper.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installSessionCookieRenewal } from './http/session-cookie-renewal.ts';
import { registerMailboxPages } from './mail/index.ts';
import { serveClientConfig } from './modules/web-app/client-config.ts';
import { serveWebApp } from './modules/web-app/web-app.ts';
import { allRoutes } from './routes.ts';

export interface BuiltApp {
  app: FastifyInstance;
  root: Root;
  /** The access check every route passes (for routes registered outside `routes.ts`, e.g. by tests). */
  authorize: Authorize<CloudCaller>;
}

export async function buildApp(config: CloudConfig, overrides: RootOverrides = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Open keep-alive connections end with the server.
    forceCloseConnections: true,
    // Nx Cloud serves some paths only with a slash and some only without; Argus takes both (cloud-api §1.1).
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Every body the cloud takes is small.
    bodyLimit: 256 * 1024,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  });
  let root: Root;
  try {
    root = await createRoot(config, overrides, (error) => app.log.error(error), app.log);
  } catch (error) {
    await app.close();
    throw error;
  }
  app.addHook('onClose', async () => {
    await root.lifecycle.stop();
    root.mailer.close();
    await root.database.close();
  });
  app.decorateRequest('cloudAuth', null);
  installErrorHandling(app, { mappers: { cloud: cloudErrorMapper }, familyOfUnrouted: () => 'cloud' });
  installBodyParsers(app);
  installSecurityHeaders(app);
  await app.register(cookie);
  installSessionCookieRenewal(app, root.clock);
  const authorize = cloudAuthorizer(root.authenticator, [new URL(config.publicUrl).origin]);
  installAnonymousFormCors(app, [
    systemEndpoints.connect.path,
    systemEndpoints.disconnect.path,
    sharingEndpoints.share.path,
  ]);
  registerRoutes(app, allRoutes(root), authorize);
  serveClientConfig(app, config.publicUrl);
  // Without SMTP the mail goes to the development mailbox, and its pages show it.
  if (!config.smtpUrl) await app.register(registerMailboxPages, { dir: mailboxDirOf(config) });
  await serveWebApp(app, config.webDist);
  installMethodNotAllowed(app, authorize);
  await root.lifecycle.start();
  return { app, root, authorize };
}
