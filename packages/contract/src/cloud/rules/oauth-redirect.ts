/**
 * Where an OAuth code may be sent and what scope asks for (cloud-api §4.1, §4.3, §4.6), decided once for the
 * cloud (its redirects and links) and the portal's `/authorize` page.
 */

/** The system part of a scope meaning the whole account (`cloudSystemId=*`). */
export const ACCOUNT_SCOPE = '*';

/**
 * The system a scope names: `*` without a `cloudSystemId` part (or with `*`), else the id, lower-case (ids
 * are uuids). A scope is space-separated: a resource part and `cloudSystemId=<id>` (cloud-api §4.3).
 */
export function scopeSystemOf(scope: string | undefined): string {
  for (const part of (scope ?? '').split(/\s+/)) {
    const match = /^cloudSystemId=(.+)$/.exec(part);
    if (match) return match[1] === ACCOUNT_SCOPE ? ACCOUNT_SCOPE : match[1]!.toLowerCase();
  }
  return ACCOUNT_SCOPE;
}

/**
 * Where a `redirect_uri` leads, or null when it is no place to leave a code at: a path of the portal (host
 * null), or an http(s) address without credentials in it (host null when it is the portal's own origin).
 */
export function oauthRedirectTarget(uri: string, portalOrigin: string): { host: string | null } | null {
  if (uri.startsWith('/') && !uri.startsWith('//') && !uri.startsWith('/\\')) return { host: null };
  if (!URL.canParse(uri)) return null;
  const url = new URL(uri);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return { host: url.origin === portalOrigin ? null : url.host };
}

/**
 * `redirect_uri` with the parameters added to its query (`code`, `state`, `error`; undefined ones left out),
 * its fragment kept after them: `<redirect_uri>?code=<code>[&state=<state>]` (cloud-api §4.1).
 */
export function oauthReturnAddress(redirectUri: string, params: Record<string, string | undefined>): string {
  const hashAt = redirectUri.indexOf('#');
  const base = hashAt < 0 ? redirectUri : redirectUri.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : redirectUri.slice(hashAt);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, value);
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${query.toString()}${hash}`;
}
