import {
  cookieLoginRequestSchema,
  legacyOk,
  loginTicketSchema,
  nonceReplySchema,
  remoteNonceQuerySchema,
} from '@argus/contract';
import type { FastifyPluginAsync } from 'fastify';
import { parseAuthKey } from '../auth/auth-key.ts';
import { authFailureError, callerFor } from '../auth/authenticate.ts';
import { clearSessionCookies, setSessionCookies } from '../auth/cookies.ts';
import { checkAuthKey } from '../auth/http-auth.ts';
import { REALM } from '../auth/password.ts';
import { fetchRemoteNonce } from '../auth/remote-nonce.ts';
import type { AppContext } from '../context.ts';
import { toLegacyUserData } from '../domain/user-legacy.mapper.ts';
import { defineRoutes } from '../http/route.ts';

/** Legacy login calls (media-server-api §3.5, §4.1) and one-time tickets (§3.6). */
export function loginLegacyRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    defineRoutes(
      app,
      [
        {
          method: 'GET',
          url: '/api/getNonce',
          summary: 'A nonce and the realm for HTTP Digest and URL auth keys (`userName` is ignored).',
          access: 'none',
          reply: nonceReplySchema,
          handler: () => legacyOk({ nonce: ctx.nonces.issue(), realm: REALM }),
        },
        {
          method: 'GET',
          url: '/api/getRemoteNonce',
          summary: 'The nonce of another server (used before a merge).',
          access: 'admin',
          query: remoteNonceQuerySchema,
          reply: nonceReplySchema,
          handler: async ({ query }) => legacyOk(await fetchRemoteNonce(query.url)),
        },
        {
          method: 'POST',
          url: '/api/cookieLogin',
          summary: 'Log in with a URL auth key computed for GET; sets the session cookie.',
          access: 'none',
          body: cookieLoginRequestSchema,
          handler({ request, reply, body }) {
            const outcome = checkAuthKey(ctx, parseAuthKey(body.auth), 'GET', request.ip);
            if (!outcome.ok) throw authFailureError(outcome.result);
            const { token, row } = ctx.sessions.create(outcome.user.id);
            request.caller = callerFor(ctx, outcome.user, 'cookie', row, token);
            reply.header('X-Auth-Result', 'Auth_OK');
            setSessionCookies(request, reply, token, row, ctx.clock());
            return legacyOk(toLegacyUserData(outcome.user));
          },
        },
        {
          method: 'POST',
          url: '/api/cookieLogout',
          summary: 'End the cookie session.',
          access: 'user',
          handler({ request, reply, caller }) {
            if (caller?.session) ctx.sessions.revokeHash(caller.session.tokenHash);
            clearSessionCookies(request, reply);
            return legacyOk(null);
          },
        },
        {
          method: 'GET',
          url: '/api/getCurrentUser',
          summary: 'The calling user in the legacy form.',
          access: 'user',
          handler: ({ caller }) => legacyOk(toLegacyUserData(caller!.user)),
        },
        {
          method: 'POST',
          url: '/rest/v3/login/tickets',
          summary: 'A one-time ticket for `?_ticket=`, valid 60 s (for WebSocket use).',
          access: (caller) => caller.session !== null && caller.method !== 'ticket',
          reply: loginTicketSchema,
          handler: ({ caller }) => ({
            token: ctx.tickets.issue(caller!.user.id, caller!.session!.tokenHash),
          }),
        },
      ],
      { tags: ['Login'] },
    );
  };
}
