/**
 * `createServerApp(options)`: a Fastify instance with the HTTP conventions both servers share, installed in
 * the order they depend on: requests in flight are counted first, answered requests go to the HTTP log,
 * JSON bodies are parsed with a depth cap, every failure (a domain error, Fastify's own, the router's, Node's
 * parser's) answers in the server's error family, unknown routes answer its 404, URLs are bounded, and every
 * reply carries the security headers. The server then adds its own hooks (authentication...) and serves
 * its endpoints (`serveEndpoints`).
 */
import type { Server as HttpServer } from 'node:http';
import { installErrorHandling } from '@argus/http-kit';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, LogController } from 'fastify';
import { clientErrorHandler, frameworkErrorHandler } from './client-errors.ts';
import type { ErrorFamily } from './error-family.ts';
import { type HttpLogSink, installHttpLog } from './http-log.ts';
import { installJsonConventions, type JsonConventions } from './json.ts';
import { type LogLevel, logsEveryRequest } from './log-level.ts';
import { installNotFound, type WebAppPages } from './not-found.ts';
import { installRequestLimits } from './request-limits.ts';
import { countRequestsInFlight } from './restart-after-reply.ts';
import { installSecurityHeaders, type SecurityHeaderSources } from './security-headers.ts';

/** Every body the APIs take is small; an endpoint that takes a large upload declares its own limit. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Fastify's options that are the server's own (its server factory, logger, URL rewriting...). */
export type ServerFastifyOptions = Omit<
  FastifyHttpOptions<HttpServer>,
  'clientErrorHandler' | 'frameworkErrors' | 'logController'
>;

export interface ServerAppOptions {
  /** Overrides of the kit's defaults: open connections end with the server, slashes are forgiven, 1 MB. */
  fastify?: ServerFastifyOptions;
  /** The process's log level: one log line per request only at `debug` and `trace`. */
  logLevel: LogLevel;
  errors: ErrorFamily;
  json?: JsonConventions;
  httpLog?: { sink: HttpLogSink; loggedPath?: (url: string) => string };
  securityHeaders: SecurityHeaderSources;
  /** Unknown GET paths that are pages of the web app get the app instead of a 404. */
  pages?: WebAppPages;
}

export interface ServerApp {
  app: FastifyInstance;
  /** The requests being answered now (a restart or a shutdown waits for them). */
  requestsInFlight: () => number;
}

export function createServerApp(options: ServerAppOptions): ServerApp {
  const app = Fastify({
    // Open keep-alive connections end with the server (a restart must not wait for idle clients).
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: DEFAULT_BODY_LIMIT,
    ...options.fastify,
    logController: new LogController({ disableRequestLogging: !logsEveryRequest(options.logLevel) }),
    clientErrorHandler: clientErrorHandler(options.errors, options.securityHeaders.otherHeaders),
    frameworkErrors: frameworkErrorHandler(options.errors, options.securityHeaders.otherHeaders),
  });
  const requestsInFlight = countRequestsInFlight(app);
  if (options.httpLog) installHttpLog(app, options.httpLog.sink, options.httpLog.loggedPath);
  installJsonConventions(app, options.json);
  installErrorHandling(app, options.errors);
  installNotFound(app, options.pages);
  installRequestLimits(app);
  installSecurityHeaders(app, options.securityHeaders);
  return { app, requestsInFlight };
}
