/**
 * The calls of "Log in with cloud" (cloud-api §9.3): the code is exchanged at the cloud for the account's
 * tokens, the refresh token for a token of this system, and the server turns that token into its cookie
 * session (`GET /rest/v1/login/sessions/{token}?setCookie=true`, media-server-api §3.7). The cloud calls
 * cross origins without credentials (the cloud answers CORS for `/oauth/token` and `/oauth/logout`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';
import { createRemoteCloudClient } from '../../app/clients/remote-cloud-client.ts';
import { ModeContext } from '../../app/mode/mode-context.ts';
import { useSystemScope } from '../../app/scope/system-scope.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';
import { cloudOAuthEndpoints, loginEndpoints } from '../../lib/endpoints.ts';
import { systemStateQuery } from '../system/system.api.ts';
import {
  CloudLoginError,
  type CloudLoginTokens,
  clearCloudLoginTokens,
  storeCloudLoginTokens,
  storedCloudLoginTokens,
} from './cloud-login.ts';

/** The token reply of `/oauth/token` (a `{code}` reply is never asked for here). */
interface TokenReply {
  access_token: string;
  refresh_token?: string;
  scope: string;
}

async function tokensFor(cloud: ApiClient, body: Record<string, string>): Promise<TokenReply> {
  const reply = await cloud.call(cloudOAuthEndpoints.token, { body, noReauth: true });
  if (!('access_token' in reply)) throw new CloudLoginError('unknown');
  return reply as TokenReply;
}

/** Code → account tokens → system token (an empty scope at either step: the account is not on this system). */
export async function exchangeCloudCode(
  cloud: ApiClient,
  code: string,
  cloudSystemId: string,
): Promise<CloudLoginTokens> {
  const account = await tokensFor(cloud, {
    code,
    grant_type: 'authorization_code',
    response_type: 'token',
  });
  // The code was asked for with this system's scope: the cloud answers an empty one already here when the
  // account is not on the system.
  if (!account.scope.trim()) throw new CloudLoginError('notOnSystem');
  if (!account.refresh_token) throw new CloudLoginError('unknown');
  const system = await tokensFor(cloud, {
    grant_type: 'refresh_token',
    response_type: 'token',
    refresh_token: account.refresh_token,
    scope: `cloudSystemId=${cloudSystemId}`,
  });
  if (!system.scope.trim()) throw new CloudLoginError('notOnSystem');
  return {
    accountToken: account.access_token,
    refreshToken: account.refresh_token,
    systemToken: system.access_token,
  };
}

function cloudFailureOf(err: unknown): CloudLoginError {
  if (err instanceof CloudLoginError) return err;
  if (isApiError(err)) {
    if (err.errorId === 'second_factor_required') return new CloudLoginError('secondFactor');
    if (err.errorId === '2fa_disabled_for_the_user') return new CloudLoginError('twoFactorDisabled');
    if (err.isUnavailable || err.status === 503) return new CloudLoginError('unavailable');
    // The server refused the system token: its user is not (or no longer) on this system.
    if (err.status === 401 || err.status === 422) return new CloudLoginError('notOnSystem');
  }
  return new CloudLoginError('unknown');
}

function useCloudClient(): ApiClient | null {
  const cloudUrl = useContext(ModeContext)?.config?.cloudUrl ?? '';
  return useMemo(() => (cloudUrl ? createRemoteCloudClient(cloudUrl) : null), [cloudUrl]);
}

/** Back from the portal with `?code=`: the whole exchange, ending in the server's cookie session. */
export function useCloudCodeLogIn() {
  const scope = useSystemScope();
  const queryClient = useQueryClient();
  const cloud = useCloudClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const { client } = scope;
      try {
        const { cloudSystemId } = await queryClient.fetchQuery(systemStateQuery(scope));
        if (!cloud || !cloudSystemId) throw new CloudLoginError('unknown');
        const tokens = await exchangeCloudCode(cloud, code, cloudSystemId);
        await client.call(loginEndpoints.session, {
          params: { token: tokens.systemToken },
          query: { setCookie: true },
          noReauth: true,
        });
        storeCloudLoginTokens(tokens);
      } catch (err) {
        throw cloudFailureOf(err);
      }
    },
  });
}

/**
 * After the server's logout: the cloud revokes the tokens of a cloud login (§9.3 step 4). The server's session
 * is over either way, so a cloud that does not answer changes nothing for the user.
 */
export function useCloudLogOut(): () => Promise<void> {
  const cloud = useCloudClient();
  return async () => {
    const tokens = storedCloudLoginTokens();
    clearCloudLoginTokens();
    if (!cloud || !tokens) return;
    try {
      await cloud.call(cloudOAuthEndpoints.logout, {
        body: {
          accessToken: tokens.systemToken,
          cloudAccessToken: tokens.accountToken,
          refreshToken: tokens.refreshToken,
        },
        noReauth: true,
      });
    } catch {
      // Revocation is the cloud's business from here; the tokens are gone from this browser.
    }
  };
}
