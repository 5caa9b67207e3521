/**
 * `buildApp(config)`: the cloud as a Fastify instance (used by main.ts and by tests with `app.inject`). It
 * starts from the server kit's app in the cloud's error family (error bodies for everything, JSON, limits,
 * security headers, the 404 and the web app's pages), builds the composition root, adds its own conventions
 * (form bodies, cookies and their renewal, CORS for the anonymous forms, the access check with CSRF), serves
 * every endpoint once from the contract's endpoints, serves the web app, and runs the root's long-lived parts
 * while the app is open.
 */

import { oauthEndpoints, sharingEndpoints, systemEndpoints } from '@argus/contract/cloud';
import type { Authorize } from '@argus/http-kit';
import { createServerApp, logsEveryRequest, runWhileOpen, serveEndpoints } from '@argus/server-kit';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { CloudCaller } from './auth/caller.ts';
import { createRoot, mailboxDirOf, type Root, type RootOverrides } from './composition.ts';
import type { CloudConfig } from './config.ts';
import { cloudAuthorizer } from './http/access.ts';
import { installAnonymousFormCors } from './http/anonymous-form-cors.ts';
import { CLOUD_JSON, installFormBodies } from './http/body-parsers.ts';
import { CLOUD_ERRORS } from './http/error-mapper.ts';
import { CLOUD_SECURITY_HEADERS } from './http/security-headers.ts';
import { installSessionCookieRenewal } from './http/session-cookie-renewal.ts';
import { registerMailboxPages } from './mail/index.ts';
import { installLink } from './modules/link/index.ts';
import { serveClientConfig } from './modules/web-app/client-config.ts';
import { serveWebApp, webAppPages } from './modules/web-app/web-app.ts';
import { allRoutes } from './routes.ts';

export interface BuiltApp {
  app: FastifyInstance;
  root: Root;
  /** The access check every route passes (for routes registered outside `routes.ts`, e.g. by tests). */
  authorize: Authorize<CloudCaller>;
}

/** Every body the cloud takes is small (docs/api-decisions.md: 256 KiB). */
const BODY_LIMIT = 256 * 1024;

export async function buildApp(config: CloudConfig, overrides: RootOverrides = {}): Promise<BuiltApp> {
  const pages = webAppPages(config.webDist);
  // The server kit's conventions (cloud-api §1.1: paths with and without a slash), in the cloud's words.
  const { app } = createServerApp({
    fastify: { logger: { level: config.logLevel }, bodyLimit: BODY_LIMIT },
    logLevel: config.logLevel,
    errors: CLOUD_ERRORS,
    json: CLOUD_JSON,
    securityHeaders: CLOUD_SECURITY_HEADERS,
    pages,
  });
  let root: Root;
  try {
    root = await createRoot(config, overrides, (error) => app.log.error(error), app.log);
  } catch (error) {
    await app.close();
    throw error;
  }
  // The relay takes its requests before anything else reads them; the link's upgrades are the server's.
  installLink(app, root.link, {
    authenticator: root.authenticator,
    systems: root.systems,
    clock: root.clock,
    publicUrl: config.publicUrl,
    logEveryRequest: logsEveryRequest(config.logLevel),
  });
  app.decorateRequest('cloudAuth', null);
  installFormBodies(app);
  await app.register(cookie);
  installSessionCookieRenewal(app, root.clock);
  const authorize = cloudAuthorizer(root.authenticator, [new URL(config.publicUrl).origin]);
  installAnonymousFormCors(app, [
    systemEndpoints.connect.path,
    systemEndpoints.disconnect.path,
    sharingEndpoints.share.path,
    // "Log in with cloud" on a server's console (cloud-api §9.3): the code exchange and the logout.
    oauthEndpoints.token.path,
    oauthEndpoints.logout.path,
  ]);
  serveEndpoints(app, allRoutes(root), authorize);
  serveClientConfig(app, config.publicUrl);
  // Without SMTP the mail goes to the development mailbox, and its pages show it.
  if (!config.smtpUrl) await app.register(registerMailboxPages, { dir: mailboxDirOf(config) });
  await serveWebApp(app, config.webDist, pages);
  await runWhileOpen(app, root.lifecycle, async () => {
    root.mailer.close();
    await root.database.close();
  });
  return { app, root, authorize };
}
