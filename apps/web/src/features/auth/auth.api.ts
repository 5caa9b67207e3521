import type { UserModel } from '@argus/contract';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error.ts';
import { http } from '../../lib/http.ts';

export interface LoginSession {
  username: string;
  token: string;
  ageS: number;
  expiresInS: number;
}

export const authKeys = {
  currentUser: ['auth', 'currentUser'] as const,
};

/**
 * The logged-in user, or null when nobody is logged in. Reads the cookie session, then the user record.
 */
export async function fetchCurrentUser(): Promise<UserModel | null> {
  try {
    const session = await http.get<LoginSession>('/rest/v1/login/sessions/current', { noReauth: true });
    return await http.get<UserModel>(`/rest/v1/users/${encodeURIComponent(session.username)}`, {
      query: { _keepDefault: true },
      noReauth: true,
    });
  } catch (err) {
    if (isApiError(err) && [401, 403, 404, 422].includes(err.status)) return null;
    throw err;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: authKeys.currentUser, queryFn: fetchCurrentUser, staleTime: 30_000 });
}

/** `POST /rest/v1/login/sessions` with `setCookie`: the browser keeps the session as a cookie. */
export function logIn(username: string, password: string): Promise<LoginSession> {
  return http.post<LoginSession>(
    '/rest/v1/login/sessions',
    { username, password, setCookie: true },
    { noReauth: true },
  );
}

/** Ends the cookie session (`DELETE /rest/v1/login/sessions/current`); a session already gone is fine. */
export async function logOut(): Promise<void> {
  try {
    await http.delete('/rest/v1/login/sessions/current', { noReauth: true });
  } catch (err) {
    if (!isApiError(err) || err.isUnavailable) throw err;
  }
}
