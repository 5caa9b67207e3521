/** Legacy login calls (media-server-api §3.5, §4.1) and one-time tickets (§3.6). */
import { loginEndpoints } from '@argus/contract/mediaserver';
import { parseAuthKey } from '../../auth/auth-key.ts';
import type { Caller, CallerFactory } from '../../auth/caller.ts';
import type { SessionCookies } from '../../auth/cookies.ts';
import { checkAuthKey, type HttpAuthDeps } from '../../auth/http-auth.ts';
import type { NonceService } from '../../auth/nonce.ts';
import { REALM } from '../../auth/password.ts';
import { refusedCredentials } from '../../auth/refusal.ts';
import type { TicketService } from '../../auth/tickets.ts';
import { type Route, route } from '../../http/route.ts';
import { toLegacyUserData } from '../users/index.ts';
import { fetchRemoteNonce } from './remote-nonce.ts';
import type { SessionsService } from './sessions.service.ts';

export interface LoginLegacyRoutesDeps extends HttpAuthDeps {
  nonces: NonceService;
  sessions: SessionsService;
  tickets: TicketService;
  callers: CallerFactory;
  cookies: SessionCookies;
  clock: () => number;
}

export function loginLegacyRoutes(d: LoginLegacyRoutesDeps): Route<Caller>[] {
  return [
    route(loginEndpoints.nonce, () => ({ nonce: d.nonces.issue(), realm: REALM })),
    route(loginEndpoints.remoteNonce, ({ query }) => fetchRemoteNonce(query.url)),
    route(loginEndpoints.cookieLogin, ({ request, reply, body }) => {
      const outcome = checkAuthKey(d, parseAuthKey(body.auth), 'GET', request.ip);
      if (!outcome.ok) throw refusedCredentials(outcome.result);
      const { token, row } = d.sessions.create(outcome.user.id);
      request.caller = d.callers.callerFor(outcome.user, 'cookie', row, token);
      reply.header('X-Auth-Result', 'Auth_OK');
      d.cookies.set(request, reply, token, row, d.clock());
      return toLegacyUserData(outcome.user);
    }),
    route(loginEndpoints.cookieLogout, ({ request, reply, caller }) => {
      if (caller.session) d.sessions.revokeHash(caller.session.tokenHash);
      d.cookies.clear(request, reply);
      return null;
    }),
    route(loginEndpoints.currentUser, ({ caller }) => toLegacyUserData(caller.user)),
    route(loginEndpoints.ticket, ({ caller }) => ({
      token: d.tickets.issue(caller.user.id, caller.session!.tokenHash),
    })),
  ];
}
