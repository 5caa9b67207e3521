/** The portal session's endpoints (cloud-api §1.5, §2.2): who is logged in, log in, log out. */
import { sessionEndpoints } from '@argus/contract/cloud';
import type { CloudCaller } from '../../auth/caller.ts';
import { clearSessionCookies, setSessionCookies } from '../../auth/cookies.ts';
import { type Route, route } from '../../http/route.ts';
import { accountReply } from '../accounts/account-reply.ts';
import type { LoginService } from './login.service.ts';
import type { SessionsService } from './sessions.service.ts';

/** `GET /api/account` of an account caller; systems have no account to show. */
function accountOf(caller: CloudCaller | null) {
  if (caller?.kind !== 'account') return { is_authenticated: false as const };
  if (caller.session)
    return accountReply(caller.account, {
      verified: caller.session.verified,
      expiresAt: caller.session.expiresAt,
    });
  return accountReply(caller.account, { verified: caller.token?.secondFactorVerified ?? false });
}

export function sessionRoutes(
  login: LoginService,
  sessions: Pick<SessionsService, 'end'>,
): Route<CloudCaller>[] {
  return [
    route(sessionEndpoints.account, ({ caller }) => accountOf(caller)),

    route(sessionEndpoints.login, async ({ request, reply, body, caller }) => {
      const { account, session } = await login.login(body, request.ip);
      // A login replaces the session the browser had.
      if (caller?.kind === 'account' && caller.session) await sessions.end(caller.session.id);
      setSessionCookies(request, reply, session.secret, session.row, session.row.createdAt);
      return accountReply(account, { verified: session.row.verified, expiresAt: session.row.expiresAt });
    }),

    route(sessionEndpoints.logout, async ({ request, reply, caller }) => {
      if (caller.kind === 'account' && caller.session) await sessions.end(caller.session.id);
      clearSessionCookies(request, reply);
      return { resultCode: 'ok' as const };
    }),
  ];
}
