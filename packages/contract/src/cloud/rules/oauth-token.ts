/**
 * Which case of `/oauth/token/` a request is (cloud-api §4.2), decided once from its parameters so the cloud
 * service and the tests agree on it; the errors carry the reference's result codes and texts.
 */
import type { CloudErrorData } from '../errors.ts';
import type { TokenRequest } from '../schemas/oauth.ts';

export const INVALID_GRANT_COMBINATION_TEXT = 'Invalid grant_type and response_type combination';

export type OAuthTokenCase =
  /** Exchange an authorization code for tokens. */
  | { kind: 'authorizationCode'; code: string; mobile: boolean }
  /** New tokens from a refresh token, for `scope` (e.g. `cloudSystemId=<id>`) or the token's own. */
  | { kind: 'refresh'; refreshToken: string; scope: string | undefined; mobile: boolean }
  /** An authorization code from a refresh token. */
  | { kind: 'refreshToCode'; refreshToken: string; scope: string | undefined }
  /** Credentials for a code: the reply is a 302 to `redirect_uri?code=...&state=...`. */
  | {
      kind: 'password';
      email: string;
      password: string;
      clientId: string;
      redirectUri: string;
      state: string | undefined;
      scope: string | undefined;
      signature: string | undefined;
    }
  | {
      kind: 'error';
      resultCode: 'wrongParameters' | 'badRequest';
      errorText: string;
      errorData: CloudErrorData | null;
    };

const REQUIRED = 'This field is required.';

function missing(...fields: string[]): OAuthTokenCase {
  return {
    kind: 'error',
    resultCode: 'wrongParameters',
    errorText: 'Parameters are missing',
    errorData: Object.fromEntries(fields.map((f) => [f, [REQUIRED]])),
  };
}

const badCombination: OAuthTokenCase = {
  kind: 'error',
  resultCode: 'badRequest',
  errorText: INVALID_GRANT_COMBINATION_TEXT,
  errorData: null,
};

/**
 * The case of a token request: `code` implies `authorization_code`, `refresh_token` implies `refresh_token`,
 * `response_type` defaults to `token` for both. Missing `grant_type`/`response_type` with neither a code nor a
 * refresh token is `wrongParameters`; any other combination `badRequest`.
 */
export function oauthTokenCase(request: TokenRequest): OAuthTokenCase {
  const implied =
    request.code !== undefined
      ? 'authorization_code'
      : request.refresh_token !== undefined
        ? 'refresh_token'
        : undefined;
  const grant = request.grant_type ?? implied;
  const response = request.response_type ?? (implied ? 'token' : undefined);
  if (grant === undefined || response === undefined)
    return missing(...(grant === undefined ? ['grant_type'] : []), 'response_type');
  const mobile = request.client_type === 'mobile';

  if (grant === 'authorization_code' && response === 'token') {
    if (request.code === undefined) return missing('code');
    return { kind: 'authorizationCode', code: request.code, mobile };
  }
  if (grant === 'refresh_token' && (response === 'token' || response === 'code')) {
    if (request.refresh_token === undefined) return missing('refresh_token');
    return response === 'token'
      ? { kind: 'refresh', refreshToken: request.refresh_token, scope: request.scope, mobile }
      : { kind: 'refreshToCode', refreshToken: request.refresh_token, scope: request.scope };
  }
  if (grant === 'password' && response === 'code') {
    const { email, password, client_id: clientId, redirect_uri: redirectUri } = request;
    if (email === undefined || password === undefined || clientId === undefined || redirectUri === undefined)
      return missing(
        ...(['email', 'password', 'client_id', 'redirect_uri'] as const).filter(
          (f) => request[f] === undefined,
        ),
      );
    return {
      kind: 'password',
      email,
      password,
      clientId,
      redirectUri,
      state: request.state,
      scope: request.scope,
      signature: request.signature,
    };
  }
  return badCombination;
}
