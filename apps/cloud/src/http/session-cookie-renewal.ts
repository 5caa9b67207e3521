import type { FastifyInstance } from 'fastify';
import { setSessionCookies } from '../auth/cookies.ts';
import type { Clock } from '../clock.ts';

/**
 * A "remember me" session whose end moved sends its cookies again with the new end, so the browser keeps
 * them as long as the server keeps the session. Runs before the handler: a login or logout in the same
 * request sets its own cookies over these.
 */
export function installSessionCookieRenewal(app: FastifyInstance, clock: Clock): void {
  app.addHook('preHandler', (request, reply, done) => {
    const renew = request.cloudAuth?.renewCookie;
    if (renew) setSessionCookies(request, reply, renew.secret, renew.session, clock());
    done();
  });
}
