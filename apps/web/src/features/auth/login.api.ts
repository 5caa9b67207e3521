import { http } from '../../lib/http.ts';
import type { LoginSession } from './auth.api.ts';

/** Token login: turns an existing session token into the cookie session (media-server-api §3.3). */
export function logInWithToken(token: string): Promise<LoginSession> {
  return http.get<LoginSession>(`/rest/v1/login/sessions/${encodeURIComponent(token)}`, {
    query: { setCookie: true },
    noReauth: true,
  });
}

/** URL auth key login (`POST /api/cookieLogin`, media-server-api §3.5); the client rejects when error ≠ "0". */
export async function logInWithAuthKey(auth: string): Promise<void> {
  await http.post('/api/cookieLogin', { auth }, { noReauth: true });
}
