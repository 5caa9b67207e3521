import {
  AUTH_RESULTS,
  type LoginUser,
  loginSessionListSchema,
  loginSessionQuerySchema,
  loginSessionRequestSchema,
  loginSessionSchema,
  loginUserSchema,
} from '@argus/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { callerFor } from '../auth/authenticate.ts';
import { clearSessionCookies, SESSION_COOKIE, setSessionCookies } from '../auth/cookies.ts';
import { invalidSessionError, loginWithPassword, toLoginSession } from '../auth/login.service.ts';
import type { AppContext } from '../context.ts';
import type { UserRow } from '../db/rows.ts';
import { ApiError } from './api-error.ts';
import type { RestVersion } from './rest-version.ts';
import { defineRoutes } from './route.ts';

const TAGS = ['Login'];

/** The token a session call is about: the path segment, or for `current`/`-`/none the request's own token. */
function targetToken(request: FastifyRequest, segment: string | undefined): string | null {
  if (segment === undefined || segment === '' || segment === 'current' || segment === '-') {
    return request.caller?.token ?? null;
  }
  return segment;
}

/** [design] `methods` of a login user: local/ldap `sessions` plus `http` with digest on; cloud `nxOAuth2`. */
function loginUserOf(user: UserRow): LoginUser {
  const methods =
    user.type === 'cloud' ? ['nxOAuth2'] : [...(user.isHttpDigestEnabled ? ['http'] : []), 'sessions'];
  return { username: user.name, type: user.type, methods: methods.join('|') };
}

/** Login sessions (media-server-api §4.1). */
export function loginRoutes(ctx: AppContext): FastifyPluginAsync<{ version: RestVersion }> {
  function logout(request: FastifyRequest, reply: FastifyReply, segment: string | undefined): undefined {
    const token = targetToken(request, segment);
    const cookie = request.cookies?.[SESSION_COOKIE];
    const fromCookie = cookie !== undefined && (token === null || token === cookie);
    if (fromCookie) clearSessionCookies(request, reply);
    if (!token || !ctx.sessions.revoke(token)) throw invalidSessionError();
    reply.header('X-Auth-Result', 'Auth_OK');
    return undefined;
  }

  return async (app) => {
    defineRoutes(
      app,
      [
        {
          method: 'POST',
          url: '/login/sessions',
          summary: 'Log in: create a session (optionally as a cookie).',
          access: 'none',
          body: loginSessionRequestSchema,
          reply: loginSessionSchema,
          async handler({ request, reply, body }) {
            const { user, token, session } = await loginWithPassword(ctx, body, request.ip);
            const now = session.createdAtMs;
            request.caller = callerFor(ctx, user, 'bearer', session, token);
            reply.header('X-Auth-Result', 'Auth_OK');
            if (body.setCookie) setSessionCookies(request, reply, token, session, now);
            return toLoginSession(user.name, session, now, token);
          },
        },
        {
          method: 'GET',
          url: '/login/sessions',
          summary: 'Every live session of the system (tokens truncated).',
          access: 'owner*',
          reply: loginSessionListSchema,
          handler() {
            const now = ctx.clock();
            const names = new Map(ctx.users.list().map((u) => [u.id, u.name]));
            return ctx.sessions
              .list()
              .filter((s) => names.has(s.userId))
              .sort((a, b) => a.createdAtMs - b.createdAtMs)
              .map((s) => toLoginSession(names.get(s.userId)!, s, now, null));
          },
        },
        {
          method: 'GET',
          url: '/login/sessions/:token',
          summary: 'A session by token, `current` or `-`; `setCookie=true` makes it the cookie session.',
          access: 'none',
          query: loginSessionQuerySchema,
          reply: loginSessionSchema,
          handler({ request, reply, params, query }) {
            const token = targetToken(request, params.token);
            const session = token ? ctx.sessions.resolve(token) : undefined;
            const user = session ? ctx.users.findById(session.userId) : undefined;
            if (!token || !session || !user?.isEnabled) throw invalidSessionError();
            const now = ctx.clock();
            const own = request.caller?.token === token;
            if (!own) request.caller = callerFor(ctx, user, 'bearer', session, token);
            reply.header('X-Auth-Result', 'Auth_OK');
            if (query.setCookie) setSessionCookies(request, reply, token, session, now);
            return toLoginSession(user.name, session, now, own ? token : null);
          },
        },
        {
          method: 'DELETE',
          url: '/login/sessions',
          summary: 'Log out the session that authenticates the request (usually the cookie).',
          access: 'none',
          handler: ({ request, reply }) => logout(request, reply, undefined),
        },
        {
          method: 'DELETE',
          url: '/login/sessions/:token',
          summary: 'Log out a session by token, `current` or `-`.',
          access: 'none',
          handler: ({ request, reply, params }) => logout(request, reply, params.token),
        },
        {
          method: 'GET',
          url: '/login/users/:username',
          summary: 'How a user may log in.',
          access: 'none',
          reply: loginUserSchema,
          handler({ params }) {
            const user = ctx.users.findByName(params.username ?? '');
            if (!user) throw new ApiError('notFound', AUTH_RESULTS.Auth_WrongLogin);
            return loginUserOf(user);
          },
        },
      ],
      { tags: TAGS },
    );
  };
}
