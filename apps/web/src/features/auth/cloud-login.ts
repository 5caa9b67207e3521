/**
 * "Log in with cloud" on a bound server's console (cloud-api §4.6, §9.3; spec 000 §2 "Login modal"): where the
 * browser goes to log in at the cloud portal, and what the console keeps for the logout.
 */

/** The cloud's `/authorize` for the console's login: the code comes back to `returnTo` (`?code=`). */
export function cloudAuthorizeUrl(input: {
  cloudUrl: string;
  cloudHost: string;
  cloudSystemId: string;
  returnTo: string;
}): string {
  const query = new URLSearchParams({
    client_type: 'loginWebadmin',
    view_type: 'web',
    client_id: 'webadmin',
    response_type: 'code',
    grant_type: 'password',
    redirect_uri: input.returnTo,
    scope: `${input.cloudHost}/cdb/oauth2/token cloudSystemId=${input.cloudSystemId}`,
  });
  return `${input.cloudUrl.replace(/\/+$/, '')}/authorize?${query}`;
}

/** Where the portal sends the browser back: this page without its query (the code must not linger). */
export function consoleReturnUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}

/**
 * The tokens a cloud login leaves for its logout (§9.3 step 4), under the spec's local storage keys (which the
 * login page clears on load): the account's access and refresh tokens and the system token the server's
 * session is.
 */
export const CLOUD_LOGIN_KEYS = {
  accountToken: 'cloudAccessToken',
  refreshToken: 'refreshToken',
  systemToken: 'cloudApiAccessToken',
} as const;

export interface CloudLoginTokens {
  accountToken: string;
  refreshToken: string;
  systemToken: string;
}

export function storeCloudLoginTokens(tokens: CloudLoginTokens): void {
  for (const [field, key] of Object.entries(CLOUD_LOGIN_KEYS))
    localStorage.setItem(key, tokens[field as keyof CloudLoginTokens]);
}

/** The stored tokens of a cloud login, or null when the session did not come from one. */
export function storedCloudLoginTokens(): CloudLoginTokens | null {
  const accountToken = localStorage.getItem(CLOUD_LOGIN_KEYS.accountToken);
  const refreshToken = localStorage.getItem(CLOUD_LOGIN_KEYS.refreshToken);
  const systemToken = localStorage.getItem(CLOUD_LOGIN_KEYS.systemToken);
  if (!accountToken || !refreshToken || !systemToken) return null;
  return { accountToken, refreshToken, systemToken };
}

/** Why a cloud login did not end in a session (each has its message, `auth:login.cloud.errors.*`). */
export type CloudLoginFailure =
  | 'notOnSystem'
  | 'secondFactor'
  | 'twoFactorDisabled'
  | 'unavailable'
  | 'unknown';

export class CloudLoginError extends Error {
  constructor(readonly failure: CloudLoginFailure) {
    super(failure);
  }
}

/** The `error` the portal may return with instead of a code (cloud-api §4.6). */
export function failureOfReturnError(error: string): CloudLoginFailure {
  if (error === 'second_factor_required') return 'secondFactor';
  if (error === '2fa_disabled_for_the_user') return 'twoFactorDisabled';
  return 'unknown';
}

export function clearCloudLoginTokens(): void {
  for (const key of Object.values(CLOUD_LOGIN_KEYS)) localStorage.removeItem(key);
}
