/**
 * OAuth (cloud-api §4, §5.9): authorization codes, access and refresh tokens, system-scoped tokens,
 * introspection, revocation and logout. Tokens are opaque random strings; only their sha-256 is stored, so a
 * token is shown once, in the reply that issues it. Codes are single use and short-lived.
 */
import {
  type AccessTokenReply,
  type AuthenticateReply,
  CloudError,
  cloudErrorTexts,
  INVALID_GRANT_COMBINATION_TEXT,
  INVALID_LOGOUT_TOKENS_TEXT,
  INVALID_RESPONSE_TYPE_TEXT,
  NO_REFRESH_TOKEN_TEXT,
  type OAuthTokenCase,
  oauthRedirectTarget,
  oauthReturnAddress,
  type TokenIntrospection,
  type TokenReply,
} from '@argus/contract/cloud';
import { randomSecret, secretId } from '../../auth/secrets.ts';
import { type Clock, later } from '../../clock.ts';
import type { CloudDatabase } from '../../db/database.ts';
import type { AccountRow, AccountsRepository } from '../accounts/index.ts';
import type { OAuthTokenRow, OAuthTokensRepository } from '../oauth-tokens/index.ts';
import type { OneTimeCodeRow, OneTimeCodesService } from '../one-time-codes/index.ts';
import type { LoginService } from '../sessions/login.service.ts';
import type { SystemsService } from '../systems/systems.service.ts';
import { ACCESS_TOKEN_LIFETIME_S, refreshLifetimeS } from './lifetimes.ts';
import { ACCOUNT_SCOPE, scopeSystem, scopeText } from './scope.ts';
import { loginAsksFactor, type SecondFactorCheck, secondFactorRequired } from './second-factor.ts';

/** The client of the portal itself (codes it asks for, tokens of its sessions). */
export const PORTAL_CLIENT_ID = 'cloud_portal';
/** The client of `/cdb/oauth2/token` when the request names none. */
export const THIRD_PARTY_CLIENT_ID = '3rd_party_tool';

export const INVALID_TOKEN_TEXT = 'Invalid token.';

export interface OAuthSources {
  database: Pick<CloudDatabase, 'transaction'>;
  tokens: Pick<
    OAuthTokensRepository,
    'insert' | 'findLive' | 'findById' | 'revoke' | 'revokeAllOfAccount' | 'revokeForSession'
  >;
  codes: Pick<OneTimeCodesService, 'createAuth' | 'find' | 'consume'>;
  accounts: Pick<AccountsRepository, 'findById'>;
  login: Pick<LoginService, 'credentials'>;
  systems: Pick<SystemsService, 'access'>;
  secondFactor: SecondFactorCheck;
  clock: Clock;
  /** The portal's host (`<portal host>` of the scopes), from `--public-url`. */
  portalHost: string;
  /** The portal's origin (`--public-url`): its own addresses are redirect targets too. */
  portalOrigin: string;
}

/** What a token is issued for. */
export interface TokenGrant {
  clientId: string;
  /** `*` or one system id. */
  scope: string;
  secondFactorVerified: boolean;
  passwordAt: Date | null;
  /** The portal session the tokens belong to (they end with it). */
  sessionId?: string | null;
}

/** An access token with the row it is stored as. */
export interface IssuedAccess {
  token: string;
  row: OAuthTokenRow;
}

/** The reply for a system the account cannot reach (cloud-api §4.3): no token, an empty scope [design]. */
export const NO_ACCESS_REPLY: TokenReply = {
  access_token: '',
  refresh_token: '',
  expires_in: '0',
  expires_at: '0',
  token_type: 'bearer',
  scope: '',
};

const secondsText = (ms: number) => String(Math.max(0, Math.round(ms / 1000)));

export class OAuthService {
  constructor(private readonly sources: OAuthSources) {}

  // ---- codes -------------------------------------------------------------------------------------------

  /** `POST /oauth/authenticate` (cloud-api §4.1). */
  async authenticate(
    input: {
      client_id: string;
      email: string;
      password: string;
      response_type: string;
      redirect_uri?: string | undefined;
      state?: string | undefined;
      scope?: string | undefined;
    },
    address: string,
  ): Promise<AuthenticateReply> {
    if (input.response_type !== 'code') throw new CloudError('badRequest', INVALID_RESPONSE_TYPE_TEXT);
    const redirectUri = input.redirect_uri || '/';
    this.checkRedirect(redirectUri);
    const { code, pending } = await this.codeForPassword(input.email, input.password, address, {
      clientId: input.client_id,
      scope: scopeSystem(input.scope),
      redirectUri,
      state: input.state,
    });
    const error = pending ? 'second_factor_required' : undefined;
    return {
      code,
      link: oauthReturnAddress(redirectUri, { code, state: input.state }),
      ...(error ? { error } : {}),
    };
  }

  /** The password case of `/oauth/token/`: where to redirect the browser (cloud-api §4.2). */
  async passwordRedirect(request: Extract<OAuthTokenCase, { kind: 'password' }>, address: string) {
    this.checkRedirect(request.redirectUri);
    const { code, pending } = await this.codeForPassword(request.email, request.password, address, {
      clientId: request.clientId,
      scope: scopeSystem(request.scope),
      redirectUri: request.redirectUri,
      state: request.state,
    });
    return oauthReturnAddress(request.redirectUri, {
      code,
      state: request.state,
      error: pending ? 'second_factor_required' : undefined,
    });
  }

  /** A code for credentials; `pending` when the second factor is still to be passed for it (§3.4). */
  private async codeForPassword(
    email: string,
    password: string,
    address: string,
    grant: { clientId: string; scope: string; redirectUri?: string; state?: string | undefined },
  ): Promise<{ code: string; pending: boolean }> {
    const account = await this.credentials(email, password, address);
    const unverified = (await this.sources.secondFactor.problem(account.id)) !== null;
    const code = await this.sources.codes.createAuth(account, {
      ...grant,
      secondFactorVerified: !unverified,
      passwordAt: this.sources.clock(),
    });
    // Policy "only for systems": the code logs in unverified; system-scoped grants of it ask the factor.
    return { code, pending: unverified && loginAsksFactor(account) };
  }

  /** A code for the account of a portal session or a refresh token (§5.9 `code`, §4.2 refresh → code). */
  codeFor(account: AccountRow, grant: TokenGrant): Promise<string> {
    return this.sources.codes.createAuth(account, grant);
  }

  /** `POST /api/systems/{id}/code`: only for a system the account can reach (else 404 `notFound`). */
  async systemCode(
    account: AccountRow,
    systemId: string,
    session: { verified: boolean; passwordAt: Date },
  ): Promise<string> {
    const system = scopeSystem(`cloudSystemId=${systemId}`);
    if (system !== ACCOUNT_SCOPE) await this.sources.systems.access(account, system);
    return this.codeFor(account, {
      clientId: PORTAL_CLIENT_ID,
      scope: system,
      secondFactorVerified: session.verified,
      passwordAt: session.passwordAt,
    });
  }

  /**
   * The live authorization code and its account, checked for the second factor but not yet used: 401
   * `notAuthorized` for an unknown, used or expired code, `second_factor_required` while the account needs
   * the factor and the code has not passed it.
   */
  async liveCode(code: string): Promise<{ row: OneTimeCodeRow; account: AccountRow; verified: boolean }> {
    const row = await this.sources.codes.find('auth', code);
    const account = row?.accountId ? await this.sources.accounts.findById(row.accountId) : undefined;
    if (!row || account?.status !== 'activated')
      throw new CloudError('notAuthorized', cloudErrorTexts.codeExpired);
    if (row.secondFactorVerified) return { row, account, verified: true };
    const problem = await this.sources.secondFactor.problem(account.id);
    if (problem && loginAsksFactor(account)) throw problem;
    return { row, account, verified: problem === null };
  }

  /** Uses a code found by `liveCode` (inside the transaction of its effect); a second use is refused. */
  async useCode(row: OneTimeCodeRow): Promise<void> {
    if (!(await this.sources.codes.consume(row)))
      throw new CloudError('notAuthorized', cloudErrorTexts.codeExpired);
  }

  // ---- tokens ------------------------------------------------------------------------------------------

  /** The token reply for a code (authorization_code grant); the code works once. */
  async exchangeCode(code: string, mobile: boolean): Promise<TokenReply> {
    const { row, account, verified } = await this.liveCode(code);
    const scope = row.scope ?? ACCOUNT_SCOPE;
    const { passwordAt } = (row.data ?? {}) as { passwordAt?: string };
    const grant: TokenGrant = {
      clientId: row.clientId ?? PORTAL_CLIENT_ID,
      scope,
      secondFactorVerified: verified,
      passwordAt: passwordAt ? new Date(passwordAt) : null,
    };
    if (!(await this.mayUseScope(account, scope, verified))) {
      await this.sources.database.transaction(() => this.useCode(row));
      return NO_ACCESS_REPLY;
    }
    return this.sources.database.transaction(async () => {
      await this.useCode(row);
      return this.issuePair(account, grant, mobile);
    });
  }

  /** A live access token with its account, or undefined. */
  liveAccess(token: string): Promise<{ token: OAuthTokenRow; account: AccountRow } | undefined> {
    return this.sources.tokens.findLive(secretId(token), 'access', this.sources.clock());
  }

  /** Revokes a portal session's tokens (the session goes on; it gets new ones on need). */
  async revokeSession(session: {
    id: string;
    accessTokenId: string | null;
    refreshTokenId: string | null;
  }): Promise<void> {
    await this.sources.tokens.revokeForSession(session, this.sources.clock());
  }

  /** A live refresh token and its account; 401 `notAuthorized` otherwise. */
  async liveRefresh(refreshToken: string): Promise<{ token: OAuthTokenRow; account: AccountRow }> {
    const found = await this.sources.tokens.findLive(secretId(refreshToken), 'refresh', this.sources.clock());
    if (found?.account.status !== 'activated') throw new CloudError('notAuthorized', INVALID_TOKEN_TEXT);
    return found;
  }

  /**
   * A new access token from a refresh token, for `scope` or the whole account (cloud-api §4.2). Refresh
   * tokens are not rotated [design]: the reply carries the same refresh token, which keeps working (for other
   * systems' tokens) until it expires or is revoked.
   */
  async refresh(refreshToken: string, scope: string | undefined): Promise<TokenReply> {
    const { token, account } = await this.liveRefresh(refreshToken);
    const reply = await this.accessFromRefresh(account, token, scopeSystem(scope));
    return reply ? { ...reply, refresh_token: refreshToken } : NO_ACCESS_REPLY;
  }

  /** `grant_type=refresh_token&response_type=code`: a code for `scope`, as verified as the refresh token. */
  async refreshToCode(refreshToken: string, scope: string | undefined): Promise<{ code: string }> {
    const { token, account } = await this.liveRefresh(refreshToken);
    return {
      code: await this.codeFor(account, {
        clientId: token.clientId,
        scope: scopeSystem(scope),
        secondFactorVerified: token.secondFactorVerified,
        passwordAt: token.passwordAt,
      }),
    };
  }

  /**
   * An access token for `scope` obtained with a refresh token (the reply without the refresh token); null
   * when the account cannot reach the system.
   */
  async accessFromRefresh(
    account: AccountRow,
    refresh: OAuthTokenRow,
    scope: string,
  ): Promise<AccessTokenReply | null> {
    if (!(await this.mayUseScope(account, scope, refresh.secondFactorVerified))) return null;
    const access = await this.issueAccess(account, {
      clientId: refresh.clientId,
      scope,
      secondFactorVerified: refresh.secondFactorVerified,
      passwordAt: refresh.passwordAt,
      sessionId: refresh.sessionId,
      refreshId: refresh.id,
    });
    return this.accessReply(access);
  }

  /** `POST /api/systems/{id}/token` (§5.9): a system-scoped token from the session's refresh token. */
  async systemToken(
    account: AccountRow,
    systemId: string,
    refresh: OAuthTokenRow | null,
    givenRefreshToken: string | undefined,
  ): Promise<AccessTokenReply> {
    let source = refresh;
    if (givenRefreshToken !== undefined) {
      const given = await this.liveRefresh(givenRefreshToken);
      if (given.account.id !== account.id) throw new CloudError('notAuthorized', NO_REFRESH_TOKEN_TEXT);
      source = given.token;
    }
    if (!source) throw new CloudError('notAuthorized', NO_REFRESH_TOKEN_TEXT);
    const { refresh_token: _none, ...empty } = NO_ACCESS_REPLY;
    return (await this.accessFromRefresh(account, source, scopeSystem(`cloudSystemId=${systemId}`))) ?? empty;
  }

  /**
   * Whether the account may have a token of `scope`: any account for `*`; for a system, an enabled share of
   * it (false otherwise), and with the system's 2FA on, account 2FA (403 `2fa_disabled_for_the_user`) and a
   * verified grant (401 `second_factor_required`) (cloud-api §3.5).
   */
  private async mayUseScope(account: AccountRow, scope: string, verified: boolean): Promise<boolean> {
    if (scope === ACCOUNT_SCOPE) return true;
    let system: Awaited<ReturnType<SystemsService['access']>>['system'];
    try {
      ({ system } = await this.sources.systems.access(account, scope));
    } catch (error) {
      if (error instanceof CloudError && error.resultCode === 'notFound') return false;
      throw error;
    }
    if (system.system2faEnabled) {
      if (!account.twoFactorEnabled)
        throw new CloudError('2fa_disabled_for_the_user', cloudErrorTexts.twoFactorDisabledForUser);
      if (!verified) throw secondFactorRequired();
    }
    return true;
  }

  /** A refresh token (always for the whole account) and an access token for the grant's scope. */
  async issuePair(account: AccountRow, grant: TokenGrant, mobile: boolean): Promise<TokenReply> {
    return this.sources.database.transaction(async () => {
      const { token: refreshToken, row: refresh } = await this.issueRefresh(account, grant, mobile);
      const access = await this.issueAccess(account, { ...grant, refreshId: refresh.id });
      return { ...this.accessReply(access), refresh_token: refreshToken };
    });
  }

  async issueRefresh(account: AccountRow, grant: TokenGrant, mobile: boolean): Promise<IssuedAccess> {
    const token = randomSecret();
    const now = this.sources.clock();
    const row = await this.sources.tokens.insert({
      id: secretId(token),
      kind: 'refresh',
      accountId: account.id,
      clientId: grant.clientId,
      scope: ACCOUNT_SCOPE,
      sessionId: grant.sessionId ?? null,
      secondFactorVerified: grant.secondFactorVerified,
      passwordAt: grant.passwordAt,
      createdAt: now,
      expiresAt: later(now, refreshLifetimeS(mobile) * 1000),
    });
    return { token, row };
  }

  /** An access token; `token` may be given (a session's token is derived from its secret). */
  async issueAccess(
    account: AccountRow,
    grant: TokenGrant & { refreshId?: string | null },
    given?: { token: string; createdAt: Date },
  ): Promise<IssuedAccess> {
    const token = given?.token ?? randomSecret();
    const now = given?.createdAt ?? this.sources.clock();
    const row = await this.sources.tokens.insert({
      id: secretId(token),
      kind: 'access',
      accountId: account.id,
      clientId: grant.clientId,
      scope: grant.scope,
      sessionId: grant.sessionId ?? null,
      refreshId: grant.refreshId ?? null,
      secondFactorVerified: grant.secondFactorVerified,
      passwordAt: grant.passwordAt,
      createdAt: now,
      expiresAt: later(now, ACCESS_TOKEN_LIFETIME_S * 1000),
    });
    return { token, row };
  }

  /** The token reply of an access token (cloud-api §4.2): lifetimes as decimal strings. */
  accessReply({ token, row }: IssuedAccess): AccessTokenReply {
    return {
      access_token: token,
      expires_in: secondsText(row.expiresAt.getTime() - this.sources.clock().getTime()),
      expires_at: String(row.expiresAt.getTime()),
      token_type: 'bearer',
      scope: scopeText(row.scope, this.sources.portalHost),
    };
  }

  // ---- introspection, revocation, logout ---------------------------------------------------------------

  /** `GET /oauth/introspect/` and `/cdb/oauth2/token/{token}` (cloud-api §4.4): a live access token only. */
  async introspect(token: string): Promise<TokenIntrospection> {
    const now = this.sources.clock();
    const found = await this.sources.tokens.findLive(secretId(token), 'access', now);
    if (!found) throw new CloudError('notAuthorized', INVALID_TOKEN_TEXT);
    const { passwordAt } = found.token;
    return {
      ...this.accessReply({ token, row: found.token }),
      prolongation_period: '0',
      username: found.account.email,
      time_since_password: secondsText(passwordAt ? now.getTime() - passwordAt.getTime() : 0),
    };
  }

  /**
   * Revokes a token of the account (a refresh token with the access tokens obtained by it). Like RFC 7009,
   * an unknown or foreign token is not an error [design]: nothing is revoked and the reply is ok.
   */
  async revoke(account: AccountRow, token: string): Promise<void> {
    await this.sources.tokens.revoke(secretId(token), account.id, this.sources.clock());
  }

  /** `DELETE /cdb/oauth2/user/self[/client/{id}]`: every token of the account (of one client). */
  async revokeAll(account: AccountRow, clientId?: string): Promise<void> {
    await this.sources.tokens.revokeAllOfAccount(account.id, this.sources.clock(), clientId);
  }

  /**
   * `POST /oauth/logout/` (cloud-api §4.4): the refresh token must be live, the system token (when given)
   * a live access token, and every live one of them the refresh token's account's; otherwise 401
   * `notAuthorized` and nothing is revoked. The account access token is revoked when it is still live.
   */
  async logout(input: { cloudAccessToken: string; refreshToken: string; accessToken?: string | undefined }) {
    const { tokens, clock, database } = this.sources;
    const now = clock();
    const refused = () => new CloudError('notAuthorized', INVALID_LOGOUT_TOKENS_TEXT);
    const refresh = await tokens.findLive(secretId(input.refreshToken), 'refresh', now);
    if (!refresh) throw refused();
    const accountId = refresh.account.id;
    const cloudAccess = await tokens.findLive(secretId(input.cloudAccessToken), 'access', now);
    if (cloudAccess && cloudAccess.account.id !== accountId) throw refused();
    const system =
      input.accessToken === undefined
        ? undefined
        : await tokens.findLive(secretId(input.accessToken), 'access', now);
    if (input.accessToken !== undefined && system?.account.id !== accountId) throw refused();
    await database.transaction(async () => {
      for (const row of [refresh.token, cloudAccess?.token, system?.token])
        if (row) await tokens.revoke(row.id, accountId, now);
    });
  }

  // ---- third-party tools ---------------------------------------------------------------------------------

  /** `POST /cdb/oauth2/token` (cloud-api §4.5). */
  async cdbToken(
    body: {
      grant_type: 'authorization_code' | 'password' | 'refresh_token';
      response_type: 'token' | 'code';
      client_id?: string | undefined;
      username?: string | undefined;
      password?: string | undefined;
      code?: string | undefined;
      refresh_token?: string | undefined;
      scope?: string | undefined;
    },
    address: string,
  ): Promise<TokenReply | { code: string }> {
    const scope = body.scope;
    if (body.grant_type === 'authorization_code') {
      if (body.response_type !== 'token') throw new CloudError('badRequest', INVALID_GRANT_COMBINATION_TEXT);
      return this.exchangeCode(body.code ?? '', false);
    }
    if (body.grant_type === 'refresh_token')
      return body.response_type === 'token'
        ? this.refresh(body.refresh_token ?? '', scope)
        : this.refreshToCode(body.refresh_token ?? '', scope);
    const clientId = body.client_id || THIRD_PARTY_CLIENT_ID;
    if (body.response_type === 'code')
      return {
        code: (
          await this.codeForPassword(body.username ?? '', body.password ?? '', address, {
            clientId,
            scope: scopeSystem(scope),
          })
        ).code,
      };
    const account = await this.credentials(body.username ?? '', body.password ?? '', address);
    const problem = await this.sources.secondFactor.problem(account.id);
    if (problem && loginAsksFactor(account)) throw problem;
    const verified = problem === null;
    const system = scopeSystem(scope);
    if (!(await this.mayUseScope(account, system, verified))) return NO_ACCESS_REPLY;
    return this.issuePair(
      account,
      { clientId, scope: system, secondFactorVerified: verified, passwordAt: this.sources.clock() },
      false,
    );
  }

  // ---- helpers -------------------------------------------------------------------------------------------

  /**
   * The login's credential check (rate limit, lockout, activation), except that an unknown e-mail is a wrong
   * credential here (401 `notAuthorized`, cloud-api §4.1), not the login's 404.
   */
  private async credentials(email: string, password: string, address: string): Promise<AccountRow> {
    try {
      return await this.sources.login.credentials(email, password, address);
    } catch (error) {
      if (error instanceof CloudError && error.resultCode === 'notFound')
        throw new CloudError('notAuthorized', cloudErrorTexts.passwordInvalid);
      throw error;
    }
  }

  private checkRedirect(uri: string): void {
    if (!oauthRedirectTarget(uri, this.sources.portalOrigin))
      throw new CloudError('wrongParameters', cloudErrorTexts.wrongFormParameters, {
        redirect_uri: ['Enter a valid URL.'],
      });
  }
}
