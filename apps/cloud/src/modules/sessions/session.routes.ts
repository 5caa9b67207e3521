/** The portal session's endpoints (cloud-api §1.5, §2.2): who is logged in, log in, log out. */
import { sessionEndpoints } from '@argus/contract/cloud';
import type { FastifyRequest } from 'fastify';
import type { CloudCaller } from '../../auth/caller.ts';
import { clearSessionCookies, SESSION_COOKIE, setSessionCookies } from '../../auth/cookies.ts';
import { type Route, route } from '../../http/route.ts';
import { accountReply, type SessionAccessTokens } from '../accounts/account-reply.ts';
import type { LoginService } from './login.service.ts';
import type { SessionsService } from './sessions.service.ts';

export function sessionRoutes(
  login: LoginService,
  sessions: Pick<SessionsService, 'end'>,
  tokens: SessionAccessTokens,
): Route<CloudCaller>[] {
  /** `GET /api/account` of an account caller; systems have no account to show. */
  const accountOf = async (caller: CloudCaller | null, request: FastifyRequest) => {
    if (caller?.kind !== 'account') return { is_authenticated: false as const };
    const secret = request.cookies?.[SESSION_COOKIE];
    if (caller.session && secret)
      return accountReply(caller.account, {
        verified: caller.session.verified,
        expiresAt: caller.session.expiresAt,
        accessToken: await tokens.accessToken(caller.account, caller.session, secret),
      });
    return accountReply(caller.account, { verified: caller.token?.secondFactorVerified ?? false });
  };

  return [
    route(sessionEndpoints.account, ({ caller, request }) => accountOf(caller, request)),

    route(sessionEndpoints.login, async ({ request, reply, body, caller }) => {
      const { account, session } = await login.login(body, request.ip);
      // A login replaces the session the browser had.
      if (caller?.kind === 'account' && caller.session) await sessions.end(caller.session.id);
      setSessionCookies(request, reply, session.secret, session.row, session.row.createdAt);
      return accountReply(account, {
        verified: session.row.verified,
        expiresAt: session.row.expiresAt,
        accessToken: await tokens.accessToken(account, session.row, session.secret),
      });
    }),

    route(sessionEndpoints.logout, async ({ request, reply, caller }) => {
      if (caller.kind === 'account' && caller.session) await sessions.end(caller.session.id);
      clearSessionCookies(request, reply);
      return { resultCode: 'ok' as const };
    }),
  ];
}
