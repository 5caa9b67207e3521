import type { Account, AccountProbe } from '@argus/contract/cloud';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useCloudClient } from '../../../app/clients/cloud-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { type ApiRequestError, isApiError } from '../../../lib/api-error.ts';
import {
  cloudAccountEndpoints,
  cloudOAuthEndpoints,
  cloudSessionEndpoints,
  cloudSystemEndpoints,
} from '../../../lib/endpoints.ts';
import { ACCOUNT_POLL_MS } from '../portal-constants.ts';

export const cloudAuthKeys = {
  account: ['cloud', 'account'] as const,
};

/** The logged-in account, or null: the anonymous probe answers `{is_authenticated: false}` (cloud-api §1.5). */
export const accountOf = (probe: AccountProbe | undefined): Account | null | undefined =>
  probe === undefined ? undefined : probe.is_authenticated ? probe : null;

/**
 * Who is logged in to the portal. While someone is, the account is polled at the update interval (spec 001
 * §4): a session that ended elsewhere shows within 30 s.
 */
export function accountQuery(client: ApiClient) {
  return queryOptions({
    queryKey: cloudAuthKeys.account,
    queryFn: ({ signal }) => client.call(cloudSessionEndpoints.account, { signal }),
    staleTime: 10_000,
    refetchInterval: (query) => (query.state.data?.is_authenticated ? ACCOUNT_POLL_MS : false),
  });
}

export function useAccount() {
  return useQuery({ ...accountQuery(useCloudClient()), select: accountOf });
}

/** Reads the account from the cache without subscribing (undefined until the probe answered). */
export function useAccountSnapshot(): () => Account | null | undefined {
  const queryClient = useQueryClient();
  return useCallback(
    () => accountOf(queryClient.getQueryData<AccountProbe>(cloudAuthKeys.account)),
    [queryClient],
  );
}

export interface CloudCredentials {
  email: string;
  password: string;
  /** A persistent session cookie instead of one for this browser session. */
  remember: boolean;
}

/** The browser's time zone, which the cloud keeps with the session (cloud-api §2.2 login). */
function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** `POST /api/account/login`: sets the session cookies. The page reloads afterwards, so no cache changes. */
export function useCloudLogIn() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: ({ email, password, remember }: CloudCredentials) =>
      client.call(cloudSessionEndpoints.login, { body: { email, password, remember, timezone: timeZone() } }),
  });
}

/** Code login (a code from `/oauth/authenticate`, spec 000 §4). */
export function useCodeLogIn() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: (code: string) => client.call(cloudAccountEndpoints.loginCode, { body: { code } }),
  });
}

/** Token login (a desktop or mobile client hands its access token over, spec 000 §4). */
export function useTokenLogIn() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: (token: string) =>
      client.call(cloudAccountEndpoints.loginTokens, { body: { access_token: token } }),
  });
}

/**
 * Refresh-token login (spec 000 §4, the `auth` parameter): the refresh token is exchanged for a code, which
 * then logs in as a code does.
 */
export function useRefreshTokenLogIn() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: async (refreshToken: string) => {
      const reply = await client.call(cloudOAuthEndpoints.token, {
        body: { grant_type: 'refresh_token', response_type: 'code', refresh_token: refreshToken },
      });
      if (!('code' in reply)) throw new Error('The cloud answered tokens instead of a code.');
      return client.call(cloudAccountEndpoints.loginCode, { body: { code: reply.code } });
    },
  });
}

export interface OAuthCredentials {
  email: string;
  password: string;
  clientId: string;
  redirectUri: string;
  state: string | undefined;
  scope: string | undefined;
}

/** `POST /oauth/authenticate` (cloud-api §4.1): a code for credentials, for the `/authorize` page. */
export function useOAuthAuthenticate() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: (c: OAuthCredentials) =>
      client.call(cloudOAuthEndpoints.authenticate, {
        body: {
          client_id: c.clientId,
          email: c.email,
          password: c.password,
          response_type: 'code',
          grant_type: 'password',
          redirect_uri: c.redirectUri,
          ...(c.state === undefined ? {} : { state: c.state }),
          ...(c.scope === undefined ? {} : { scope: c.scope }),
        },
      }),
  });
}

/** `POST /api/systems/{id}/code` (cloud-api §5.9; `*`: the whole account): a code for the logged-in account. */
export function useSessionCode() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: (systemId: string) =>
      client.call(cloudSystemEndpoints.code, { params: { id: systemId }, body: {} }),
  });
}

/** Ends the portal session; a session that is already gone is fine, an unreachable cloud is not. */
export async function logOut(client: ApiClient): Promise<void> {
  try {
    await client.call(cloudSessionEndpoints.logout);
  } catch (err) {
    if (!isApiError(err) || err.isUnavailable) throw err;
  }
}

export function useCloudLogOut() {
  const client = useCloudClient();
  return useMutation({ mutationFn: () => logOut(client) });
}

/** Runs `handler` when a portal call says the session is gone (spec 001 §8 "Transport and session"). */
export function useOnCloudSessionLost(handler: (error: ApiRequestError) => void) {
  const client = useCloudClient();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => client.listen({ onUnauthorized: (_url, error) => latest.current(error) }), [client]);
}
