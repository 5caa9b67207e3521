import { type Authorize, installMethodNotAllowed, type Route, registerRoutes } from '@argus/http-kit';
import type { FastifyInstance } from 'fastify';

/**
 * Serves a server's endpoints through the route kit: each route once, with its access check, validation and
 * reply shaping, then 405 for the methods a registered path does not serve (to callers who pass the path's
 * write access). Call once, after the hooks every request passes (authentication) are installed.
 */
export function serveEndpoints<C>(
  app: FastifyInstance,
  routes: readonly Route<C>[],
  authorize: Authorize<C>,
): void {
  registerRoutes(app, routes, authorize);
  installMethodNotAllowed(app, authorize);
}
