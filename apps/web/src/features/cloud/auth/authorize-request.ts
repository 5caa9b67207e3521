/**
 * What `/authorize` was asked for (cloud-api §4.6): who to give a code to and where to send it. The page sends
 * the browser on to `redirect_uri?code=...&state=...` only where the address is safe to leave a code at
 * (docs/api-decisions.md "Web: /authorize"): a path of this portal or an http(s) address; the user always sees
 * where the code goes (its host) before it is sent anywhere but this portal.
 */
import { oauthRedirectTarget, scopeSystemOf } from '@argus/contract/cloud';

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

export function parseAuthorizeQuery(search: string, origin: string): AuthorizeQuery {
  const params = new URLSearchParams(search);
  const redirectUri = params.get('redirect_uri');
  if (!redirectUri) return { kind: 'none' };
  const target = oauthRedirectTarget(redirectUri, origin);
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
