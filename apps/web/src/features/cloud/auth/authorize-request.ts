/**
 * What `/authorize` was asked for (cloud-api §4.6): who to give a code to and where to send it. The page sends
 * the browser on to `redirect_uri?code=...&state=...` only where the address is safe to leave a code at
 * (docs/api-decisions.md "Web: /authorize"): a path of this portal or an http(s) address; the user always sees
 * where the code goes (its host) before it is sent anywhere but this portal.
 */

export interface AuthorizeRequest {
  /** The raw `redirect_uri`. */
  redirectUri: string;
  /** Where the code goes, as the user is shown it: null for this portal. */
  targetHost: string | null;
  state: string | undefined;
  clientId: string;
  scope: string | undefined;
  /** The system of `scope` (`cloudSystemId=<id>`), `*` for the whole account. */
  systemId: string;
  clientType: string | undefined;
  viewType: string | undefined;
}

export type AuthorizeQuery =
  | { kind: 'none' }
  | { kind: 'invalid'; redirectUri: string }
  | { kind: 'redirect'; request: AuthorizeRequest };

/** The client the portal names when the address does not (cloud-api §4.1). */
export const PORTAL_CLIENT_ID = 'cloud_portal';

/** The system a scope names (`cloudSystemId=<id>`), `*` without one. */
export function scopeSystemOf(scope: string | undefined): string {
  for (const part of (scope ?? '').split(/\s+/)) {
    const match = /^cloudSystemId=(.+)$/.exec(part);
    if (match) return match[1]!;
  }
  return '*';
}

/** Where `redirect_uri` leads: null when it is not a place to send a code to. */
export function redirectTarget(uri: string, origin: string): { host: string | null } | null {
  if (uri.startsWith('/') && !uri.startsWith('//') && !uri.startsWith('/\\')) return { host: null };
  if (!URL.canParse(uri)) return null;
  const url = new URL(uri);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return { host: url.origin === origin ? null : url.host };
}

export function parseAuthorizeQuery(search: string, origin: string): AuthorizeQuery {
  const params = new URLSearchParams(search);
  const redirectUri = params.get('redirect_uri');
  if (!redirectUri) return { kind: 'none' };
  const target = redirectTarget(redirectUri, origin);
  if (!target) return { kind: 'invalid', redirectUri };
  const scope = params.get('scope') ?? undefined;
  return {
    kind: 'redirect',
    request: {
      redirectUri,
      targetHost: target.host,
      state: params.get('state') ?? undefined,
      clientId: params.get('client_id') || PORTAL_CLIENT_ID,
      scope,
      systemId: scopeSystemOf(scope),
      clientType: params.get('client_type') ?? undefined,
      viewType: params.get('view_type') ?? undefined,
    },
  };
}

/** `redirect_uri` with the code (or the error) and the state added, its fragment kept (cloud-api §4.1). */
export function returnAddress(redirectUri: string, params: Record<string, string | undefined>): string {
  const hashAt = redirectUri.indexOf('#');
  const base = hashAt < 0 ? redirectUri : redirectUri.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : redirectUri.slice(hashAt);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, value);
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${query.toString()}${hash}`;
}
