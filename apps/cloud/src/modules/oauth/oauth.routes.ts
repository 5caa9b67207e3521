/**
 * OAuth endpoints (cloud-api §4), the portal logins by code and by tokens (§2.3), the session's tokens, and a
 * system's code and token (§5.9).
 */
import { randomUUID } from 'node:crypto';
import {
  accountEndpoints,
  CloudError,
  cloudErrorTexts,
  OAUTH_LOGOUT_REPLY,
  oauthEndpoints,
  oauthTokenCase,
  SESSION_RENEWED_TEXT,
  systemEndpoints,
  type TokenRequest,
} from '@argus/contract/cloud';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountCaller, CloudCaller } from '../../auth/caller.ts';
import { SESSION_COOKIE, setSessionCookies } from '../../auth/cookies.ts';
import type { Clock } from '../../clock.ts';
import { type Route, route } from '../../http/route.ts';
import { accountReply } from '../accounts/account-reply.ts';
import type { AccountRow } from '../accounts/index.ts';
import type { SessionRow, SessionsService } from '../sessions/index.ts';
import { INVALID_TOKEN_TEXT, type OAuthService } from './oauth.service.ts';
import type { OAuthClientsRepository } from './oauth-clients.repository.ts';
import { ACCOUNT_SCOPE } from './scope.ts';
import type { SessionTokens } from './session-tokens.ts';

export interface OAuthRouteSources {
  oauth: OAuthService;
  sessionTokens: SessionTokens;
  sessions: Pick<SessionsService, 'open' | 'end' | 'passwordEntered'>;
  clients: Pick<OAuthClientsRepository, 'insert'>;
  clock: Clock;
}

const ok = () => ({ resultCode: 'ok' as const });

function accountCaller(caller: CloudCaller | null): AccountCaller {
  if (caller?.kind !== 'account') throw new CloudError('forbidden', cloudErrorTexts.forbidden);
  return caller;
}

/** The portal session of a caller the access rule `session` let through, with its cookie's secret. */
function sessionOf(caller: CloudCaller, request: FastifyRequest): { session: SessionRow; secret: string } {
  const { session } = accountCaller(caller);
  const secret = request.cookies?.[SESSION_COOKIE];
  if (!session || !secret) throw new CloudError('notAuthorized', cloudErrorTexts.sessionExpired);
  return { session, secret };
}

/** The Bearer token of the `Authorization` header, if any. */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

export function oauthRoutes(sources: OAuthRouteSources): Route<CloudCaller>[] {
  const { oauth, sessionTokens, sessions, clock } = sources;

  /** `/oauth/token/`: one case of cloud-api §4.2 (the password case answers with a 302). */
  const token = async (params: TokenRequest, request: FastifyRequest, reply: FastifyReply) => {
    const found = oauthTokenCase(params);
    switch (found.kind) {
      case 'error':
        throw new CloudError(found.resultCode, found.errorText, found.errorData);
      case 'authorizationCode':
        return oauth.exchangeCode(found.code, found.mobile);
      case 'refresh':
        return oauth.refresh(found.refreshToken, found.scope);
      case 'refreshToCode':
        return oauth.refreshToCode(found.refreshToken, found.scope);
      case 'password':
        return reply.redirect(await oauth.passwordRedirect(found, request.ip), 302);
    }
  };

  /**
   * Opens a portal session for the account (replacing the browser's current one), sets its cookies and
   * answers the Account with the session's access token.
   */
  const openSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    caller: CloudCaller | null,
    account: AccountRow,
    verified: boolean,
  ) => {
    const opened = await sessions.open(account, { remember: false, verified });
    if (caller?.kind === 'account' && caller.session) await sessions.end(caller.session.id);
    setSessionCookies(request, reply, opened.secret, opened.row, opened.row.createdAt);
    const accessToken = await sessionTokens.accessToken(account, opened.row, opened.secret);
    return accountReply(account, { verified, expiresAt: opened.row.expiresAt, accessToken });
  };

  return [
    route(oauthEndpoints.authenticate, ({ body, request }) => oauth.authenticate(body, request.ip)),
    route(oauthEndpoints.tokenGet, ({ query, request, reply }) => token(query, request, reply)),
    route(oauthEndpoints.token, ({ body, request, reply }) => token(body, request, reply)),
    route(oauthEndpoints.introspect, ({ query }) => oauth.introspect(query.token)),

    route(oauthEndpoints.revoke, async ({ caller, body }) => {
      await oauth.revoke(accountCaller(caller).account, body.token);
      return ok();
    }),
    route(oauthEndpoints.revokeSystemToken, async ({ caller, body }) => {
      await oauth.revoke(accountCaller(caller).account, body.token);
      return ok();
    }),
    route(oauthEndpoints.logout, async ({ body }) => {
      await oauth.logout(body);
      return OAUTH_LOGOUT_REPLY as typeof OAUTH_LOGOUT_REPLY;
    }),

    route(oauthEndpoints.cdbToken, ({ body, request }) => oauth.cdbToken(body, request.ip)),
    route(oauthEndpoints.cdbIntrospect, ({ params }) => oauth.introspect(params.token)),
    route(oauthEndpoints.cdbRevoke, async ({ caller, params }) => {
      await oauth.revoke(accountCaller(caller).account, params.token);
      return ok();
    }),
    route(oauthEndpoints.cdbRevokeAll, async ({ caller }) => {
      await oauth.revokeAll(accountCaller(caller).account);
      return ok();
    }),
    route(oauthEndpoints.cdbRevokeClient, async ({ caller, params }) => {
      await oauth.revokeAll(accountCaller(caller).account, params.clientId);
      return ok();
    }),
    route(oauthEndpoints.cdbRegisterClient, async ({ caller, body }) => {
      const row = await sources.clients.insert({
        id: randomUUID(),
        accountId: accountCaller(caller).account.id,
        name: body.name,
        description: body.description ?? '',
        redirectUri: body.redirect_uri ?? '',
        createdAt: clock(),
      });
      return {
        client_id: row.id,
        name: row.name,
        description: row.description,
        redirect_uri: row.redirectUri,
      };
    }),

    // §2.3 loginCode: the session comes from a code, as verified as the code (the account's policy may let an
    // unverified code log in, cloud-api §3.3).
    route(accountEndpoints.loginCode, async ({ body, request, reply, caller }) => {
      const { row, account, verified } = await oauth.liveCode(body.code);
      await oauth.useCode(row);
      return openSession(request, reply, caller, account, verified);
    }),

    // §2.3 loginTokens: a session from a live account access token (body or Bearer header).
    route(accountEndpoints.loginTokens, async ({ body, request, reply, caller }) => {
      const given = body.access_token ?? bearerOf(request);
      if (given === undefined)
        throw new CloudError('wrongParameters', cloudErrorTexts.parametersMissing, {
          access_token: [cloudErrorTexts.fieldRequired],
        });
      const found = await oauth.liveAccess(given);
      if (!found || found.token.scope !== ACCOUNT_SCOPE)
        throw new CloudError('notAuthorized', INVALID_TOKEN_TEXT);
      if (found.account.status !== 'activated')
        throw new CloudError('notFound', cloudErrorTexts.userNotInCloud);
      if (body.refresh_token !== undefined) {
        const refresh = await oauth.liveRefresh(body.refresh_token);
        if (refresh.account.id !== found.account.id)
          throw new CloudError('notAuthorized', INVALID_TOKEN_TEXT);
      }
      const verified = found.token.secondFactorVerified || !found.account.twoFactorEnabled;
      return openSession(request, reply, caller, found.account, verified);
    }),

    route(accountEndpoints.refreshAccessToken, ({ caller, request }) => {
      const { session, secret } = sessionOf(caller, request);
      return sessionTokens.renewAccess(accountCaller(caller).account, session, secret);
    }),

    // §2.3 renewSession: a fresh code of the same account; the session's tokens are replaced.
    route(accountEndpoints.renewSession, async ({ caller, request, body }) => {
      const { session, secret } = sessionOf(caller, request);
      const { account } = accountCaller(caller);
      const { row, account: ofCode } = await oauth.liveCode(body.code);
      if (ofCode.id !== account.id) throw new CloudError('wrongCode', cloudErrorTexts.codeExpired);
      await oauth.useCode(row);
      await oauth.revokeSession(session);
      await sessions.passwordEntered(session.id);
      await sessionTokens.accessToken(
        account,
        { ...session, accessTokenId: null, refreshTokenId: null },
        secret,
      );
      return { msg: SESSION_RENEWED_TEXT as typeof SESSION_RENEWED_TEXT };
    }),

    // §5.9: a code, and a system-scoped token, for one of the account's systems.
    route(systemEndpoints.code, async ({ caller, request, params }) => {
      const { session } = sessionOf(caller, request);
      return { code: await oauth.systemCode(accountCaller(caller).account, params.id, session) };
    }),
    route(systemEndpoints.token, async ({ caller, request, params, body }) => {
      const { session, secret } = sessionOf(caller, request);
      const { account } = accountCaller(caller);
      const refresh =
        body.refresh_token === undefined ? await sessionTokens.refreshRow(account, session, secret) : null;
      return oauth.systemToken(account, params.id, refresh, body.refresh_token);
    }),
  ];
}
