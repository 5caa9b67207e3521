/** Login sessions, REST v1/v2 (media-server-api §4.1). */
import { type AuthResult, NotFound, Unavailable } from '@argus/contract';
import { AUTH_RESULTS, type LoginUser, loginEndpoints } from '@argus/contract/mediaserver';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthMethod, CallerFactory } from '../../auth/caller.ts';
import { SESSION_COOKIE, type SessionCookies } from '../../auth/cookies.ts';
import { type Route, route } from '../../http/route.ts';
import type { UserRow } from '../users/index.ts';
import { invalidSessionError, type LoginDeps, loginWithPassword, toLoginSession } from './login.service.ts';
import type { SessionsService } from './sessions.service.ts';
import type { SessionRow } from './sessions.table.ts';

/** Cloud tokens as the session calls see them (modules/cloud-link/cloud-tokens.ts). */
export interface CloudTokenSessions {
  check(
    token: string,
  ): Promise<{ ok: true; user: UserRow; session: SessionRow } | { ok: false; result: AuthResult }>;
  forget(token: string): boolean;
}

export interface LoginRoutesDeps extends LoginDeps {
  users: LoginDeps['users'] & { findById(id: string): UserRow | undefined; list(): readonly UserRow[] };
  sessions: SessionsService;
  cloudTokens: CloudTokenSessions;
  callers: CallerFactory;
  cookies: SessionCookies;
  clock: () => number;
}

interface FoundSession {
  user: UserRow;
  session: SessionRow;
  method: AuthMethod;
}

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

export function loginRoutes(d: LoginRoutesDeps): Route<import('../../auth/caller.ts').Caller>[] {
  /**
   * The live session a token names: a local one, or a cloud token the cloud vouches for (media-server-api
   * §3.7; its session lives in memory and ends with the cloud token).
   */
  async function sessionOf(token: string): Promise<FoundSession> {
    const local = d.sessions.resolve(token);
    if (local) {
      const user = d.users.findById(local.userId);
      if (!user?.isEnabled) throw invalidSessionError();
      return { user, session: local, method: 'bearer' };
    }
    const checked = await d.cloudTokens.check(token);
    if (checked.ok) return { user: checked.user, session: checked.session, method: 'cloud' };
    if (checked.result === 'Auth_CloudConnectError')
      throw new Unavailable(undefined, { authResult: checked.result });
    throw invalidSessionError();
  }

  function logOut(request: FastifyRequest, reply: FastifyReply, segment: string | undefined): undefined {
    const token = targetToken(request, segment);
    const cookie = request.cookies?.[SESSION_COOKIE];
    const fromCookie = cookie !== undefined && (token === null || token === cookie);
    if (fromCookie) d.cookies.clear(request, reply);
    // A cloud token is only forgotten here: the console revokes it in the cloud (`/oauth/logout/`, §9.3).
    if (!token || !(d.sessions.revoke(token) || d.cloudTokens.forget(token))) throw invalidSessionError();
    reply.header('X-Auth-Result', 'Auth_OK');
    return undefined;
  }

  return [
    route(loginEndpoints.logIn, async ({ request, reply, body }) => {
      const { user, token, session } = await loginWithPassword(d, body, request.ip);
      const now = session.createdAtMs;
      request.caller = d.callers.callerFor(user, 'bearer', session, token);
      reply.header('X-Auth-Result', 'Auth_OK');
      if (body.setCookie) d.cookies.set(request, reply, token, session, now);
      return toLoginSession(user.name, session, now, token);
    }),
    route(loginEndpoints.sessions, () => {
      const now = d.clock();
      const names = new Map(d.users.list().map((u) => [u.id, u.name]));
      return d.sessions
        .list()
        .filter((s) => names.has(s.userId))
        .sort((a, b) => a.createdAtMs - b.createdAtMs)
        .map((s) => toLoginSession(names.get(s.userId)!, s, now, null));
    }),
    route(loginEndpoints.session, async ({ request, reply, params, query }) => {
      const token = targetToken(request, params.token);
      if (!token) throw invalidSessionError();
      const { user, session, method } = await sessionOf(token);
      const now = d.clock();
      const own = request.caller?.token === token;
      if (!own) request.caller = d.callers.callerFor(user, method, session, token);
      reply.header('X-Auth-Result', 'Auth_OK');
      if (query.setCookie) d.cookies.set(request, reply, token, session, now);
      return toLoginSession(
        user.name,
        session,
        now,
        own ? token : null,
        own ? request.caller?.access : undefined,
      );
    }),
    route(loginEndpoints.logOutCurrent, ({ request, reply }) => logOut(request, reply, undefined)),
    route(loginEndpoints.logOut, ({ request, reply, params }) => logOut(request, reply, params.token)),
    route(loginEndpoints.loginUser, ({ params }) => {
      const user = d.users.findByName(params.username);
      if (!user) throw new NotFound(AUTH_RESULTS.Auth_WrongLogin);
      return loginUserOf(user);
    }),
  ];
}
