import type { CallerAccess, LoginSession, LoginSessionRequest, UserModel } from '@argus/contract/mediaserver';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { type SystemScope, systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';
import { loginEndpoints, usersEndpoints } from '../../lib/endpoints.ts';
import { useCloudLogOut } from './cloud-login.api.ts';

/** The logged-in user and what the server says it may do (custom roles included). */
export interface CurrentUser {
  user: UserModel;
  /** The server's answer about the caller's access; null if it sent none (then nothing is permitted). */
  access: CallerAccess | null;
}

export const authKeys = {
  currentUser: (systemId: string) => systemKey(systemId, 'auth', 'currentUser'),
};

/**
 * The logged-in user, or null when nobody is logged in: the cookie session (`GET .../sessions/current`, with
 * the caller's access), then the user record.
 */
export async function fetchCurrentUser(client: ApiClient): Promise<CurrentUser | null> {
  try {
    const session = await client.call(loginEndpoints.session, {
      params: { token: 'current' },
      noReauth: true,
    });
    const user = await client.call(usersEndpoints.get, { params: { id: session.username }, noReauth: true });
    return { user, access: session.access ?? null };
  } catch (err) {
    if (isApiError(err) && [401, 403, 404, 422].includes(err.status)) return null;
    throw err;
  }
}

/** Who is logged in (null: nobody); the shell and every guard wait for it. */
export function currentUserQuery({ client, systemId }: SystemScope) {
  return queryOptions({
    queryKey: authKeys.currentUser(systemId),
    queryFn: () => fetchCurrentUser(client),
    staleTime: 30_000,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQuery(useSystemScope()));
}

/** Reads the current user from the cache without subscribing to it (undefined until it was fetched). */
export function useCurrentUserSnapshot(): () => CurrentUser | null | undefined {
  const queryClient = useQueryClient();
  const { systemId } = useSystemScope();
  return useCallback(
    () => queryClient.getQueryData<CurrentUser | null>(authKeys.currentUser(systemId)),
    [queryClient, systemId],
  );
}

/** What a login sends besides `setCookie`. */
export type Credentials = Pick<LoginSessionRequest, 'username' | 'password'>;

/** `POST .../login/sessions` with `setCookie`: the browser keeps the new session as a cookie. */
export function logIn(client: ApiClient, { username, password }: Credentials): Promise<LoginSession> {
  return client.call(loginEndpoints.logIn, { body: { username, password, setCookie: true }, noReauth: true });
}

/** Ends the cookie session; a session already gone is fine. */
export async function logOut(client: ApiClient): Promise<void> {
  try {
    await client.call(loginEndpoints.logOut, { params: { token: 'current' }, noReauth: true });
  } catch (err) {
    if (!isApiError(err) || err.isUnavailable) throw err;
  }
}

export function useLogIn() {
  const { client } = useSystemScope();
  return useMutation({ mutationFn: (credentials: Credentials) => logIn(client, credentials) });
}

/** Logs out of the server, then (for a session that came from "Log in with cloud") out of the cloud too. */
export function useLogOut() {
  const { client } = useSystemScope();
  const cloudLogOut = useCloudLogOut();
  return useMutation({
    mutationFn: async () => {
      await logOut(client);
      await cloudLogOut();
    },
  });
}

/** Token login: turns an existing session token into the cookie session (media-server-api §3.3). */
export function useTokenLogIn() {
  const { client } = useSystemScope();
  return useMutation({
    mutationFn: (token: string) =>
      client.call(loginEndpoints.session, { params: { token }, query: { setCookie: true }, noReauth: true }),
  });
}

/** URL auth key login (`POST /api/cookieLogin`, media-server-api §3.5). */
export function useAuthKeyLogIn() {
  const { client } = useSystemScope();
  return useMutation({
    mutationFn: (auth: string) => client.call(loginEndpoints.cookieLogin, { body: { auth }, noReauth: true }),
  });
}

/** A ref that always holds the latest handler, so a subscription need not be renewed when it changes. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** Runs `handler` when a call of this system answers 401: the session is gone. */
export function useOnSessionLost(handler: () => void) {
  const { client } = useSystemScope();
  const latest = useLatest(handler);
  useEffect(() => client.listen({ onUnauthorized: () => latest.current() }), [client, latest]);
}

/**
 * `handler` is asked when a call needs a fresh session; it resolves true once the user has logged in again,
 * and the client then retries the call.
 */
export function useOnFreshSessionRequired(handler: () => Promise<boolean>) {
  const { client } = useSystemScope();
  const latest = useLatest(handler);
  useEffect(() => client.listen({ onFreshSessionRequired: () => latest.current() }), [client, latest]);
}
