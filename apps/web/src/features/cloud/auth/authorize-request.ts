/**
 * What `/authorize` was asked for (cloud-api §4.6): who to give a code to, where to send it and what for. The
 * page sends the browser on to `redirect_uri?code=...&state=...` only where the address is safe to leave a
 * code at (docs/api-decisions.md "Web: /authorize"): a path of this portal or an http(s) address; the user
 * always sees where the code goes (its host) before it is sent anywhere but this portal.
 */
import { oauthRedirectTarget, scopeSystemOf } from '@argus/contract/cloud';
import { PORTAL_PATHS } from '../portal-paths.ts';

/** What a `confirmPassword…` client asks the password for (the `client_type` without its prefix). */
export const CONFIRM_ACTIONS = [
  'disconnect',
  'merge',
  'createBackup',
  'restoreBackup',
  'resetServer',
  'restartServer',
  'detachServer',
  'transfer',
] as const;
export type ConfirmAction = (typeof CONFIRM_ACTIONS)[number];

/** Whose session a `renewSession…` client renews; `web2fa` also needs the second factor. */
export type RenewClient = 'desktop' | 'web' | 'web2fa';

/** The clients that log in for a code, each with its own sentence on the page. */
export const LOGIN_PURPOSES = [
  'loginToCloud',
  'loginToWebadmin',
  'connectSystemToCloud',
  'setupWizard',
  'openClientFromCloud',
] as const;
export type LoginPurpose = (typeof LOGIN_PURPOSES)[number];

/** What the page does for a `client_type` (cloud-api §4.6). */
export type AuthorizeIntent =
  | { kind: 'login'; purpose: LoginPurpose }
  /** The account enters its password again; the code carries a fresh password time. */
  | { kind: 'confirmPassword'; action: ConfirmAction | null }
  /** A new account is registered on the page, then it logs in for the code. */
  | { kind: 'createAccount' }
  /** A fresh code of the same account (its e-mail fixed). */
  | { kind: 'renewSession'; client: RenewClient }
  /** A code that has passed the second factor, for a system that requires it. */
  | { kind: 'system2fa' };

/** How the calling client shows the page: `desktop` and `mobile` are embedded views without the portal's frame. */
export type ViewType = 'web' | 'desktop' | 'mobile';

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
  intent: AuthorizeIntent;
  viewType: ViewType;
  /** The account's e-mail as the client knows it: prefilled and fixed. */
  email: string | undefined;
}

export type AuthorizeQuery =
  | { kind: 'none' }
  | { kind: 'invalid'; redirectUri: string }
  | { kind: 'redirect'; request: AuthorizeRequest };

/** The client the portal names when the address does not (cloud-api §4.1). */
export const PORTAL_CLIENT_ID = 'cloud_portal';

const CONFIRM_PREFIX = 'confirmPassword';
const RENEW_CLIENTS: Readonly<Record<string, RenewClient>> = {
  renewSessionDesktop: 'desktop',
  renewSessionWeb: 'web',
  renewSessionWeb2FA: 'web2fa',
};

/** `client_type` as the page acts on it; an unknown or missing type is a plain login to the cloud. */
export function authorizeIntentOf(clientType: string | undefined): AuthorizeIntent {
  const type = clientType ?? '';
  if (type.startsWith(CONFIRM_PREFIX)) {
    const rest = type.slice(CONFIRM_PREFIX.length);
    const action = CONFIRM_ACTIONS.find((a) => a.toLowerCase() === rest.toLowerCase()) ?? null;
    return { kind: 'confirmPassword', action };
  }
  const renew = RENEW_CLIENTS[type];
  if (renew) return { kind: 'renewSession', client: renew };
  if (type === 'createAccount' || type === 'create') return { kind: 'createAccount' };
  if (type === 'system2faAuth') return { kind: 'system2fa' };
  if (type === 'loginWebadmin') return { kind: 'login', purpose: 'loginToWebadmin' };
  const purpose = LOGIN_PURPOSES.find((p) => p === type) ?? 'loginToCloud';
  return { kind: 'login', purpose };
}

export function viewTypeOf(value: string | null): ViewType {
  return value === 'desktop' || value === 'mobile' ? value : 'web';
}

/**
 * The authorization page shown by a client in its own window (`view_type` desktop or mobile): the portal's
 * header and footer are left out (spec 000 §2 "Application shell"; /cloud-authorize hides the header anyway).
 */
export function isEmbeddedAuthorizeView(pathname: string, search: string): boolean {
  if (pathname !== PORTAL_PATHS.authorize && pathname !== PORTAL_PATHS.cloudAuthorize) return false;
  return viewTypeOf(new URLSearchParams(search).get('view_type')) !== 'web';
}

export function parseAuthorizeQuery(search: string, origin: string): AuthorizeQuery {
  const params = new URLSearchParams(search);
  const redirectUri = params.get('redirect_uri');
  if (!redirectUri) return { kind: 'none' };
  const target = oauthRedirectTarget(redirectUri, origin);
  if (!target) return { kind: 'invalid', redirectUri };
  const scope = params.get('scope') ?? undefined;
  const clientType = params.get('client_type') ?? undefined;
  return {
    kind: 'redirect',
    request: {
      redirectUri,
      targetHost: target.host,
      state: params.get('state') ?? undefined,
      clientId: params.get('client_id') || PORTAL_CLIENT_ID,
      scope,
      systemId: scopeSystemOf(scope),
      clientType,
      intent: authorizeIntentOf(clientType),
      viewType: viewTypeOf(params.get('view_type')),
      email: params.get('email')?.trim() || undefined,
    },
  };
}
