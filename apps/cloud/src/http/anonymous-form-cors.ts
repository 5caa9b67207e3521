/**
 * CORS for the anonymous forms (cloud-api §5.3, §5.6, §5.7): a media server's local console posts connect,
 * disconnect and share with the owner's e-mail and password from its own origin; its "Log in with cloud"
 * exchanges the code at `/oauth/token` and logs out at `/oauth/logout` (§9.3), which need no credentials
 * either (the code and the tokens are in the body). Those paths answer
 * preflights and allow any origin — without credentials, so no browser sends a portal cookie along, and a
 * cookie that came anyway fails the CSRF rules and counts as anonymous. Every other path stays same-origin.
 */
import type { FastifyInstance } from 'fastify';

const PREFLIGHT_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type, Accept, Accept-Language, X-Requested-With',
  'access-control-max-age': '600',
};

/** `paths` as the router knows them (`/api/systems/:id/users`). */
export function installAnonymousFormCors(app: FastifyInstance, paths: readonly string[]): void {
  const open = new Set(paths);
  for (const path of paths)
    app.options(path, (_request, reply) => reply.code(204).headers(PREFLIGHT_HEADERS).send());
  app.addHook('onRequest', (request, reply, done) => {
    if (open.has(request.routeOptions.url ?? '')) reply.header('access-control-allow-origin', '*');
    done();
  });
}
