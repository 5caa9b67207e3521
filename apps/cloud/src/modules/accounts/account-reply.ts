/** The account as the portal shows it (cloud-api §2.1), from its row and the caller's session or token. */
import type { Account } from '@argus/contract/cloud';
import type { SessionRow } from '../sessions/sessions.table.ts';
import type { AccountRow } from './accounts.table.ts';

/** The cloud access token a portal session holds (cloud-api §2.1 `accessToken`), issued on first need. */
export interface SessionAccessTokens {
  accessToken(account: AccountRow, session: SessionRow, secret: string): Promise<string>;
}

/** What the reply tells about how the caller is logged in. */
export interface AccountSessionView {
  /** The second factor was passed in this session (or for this token). */
  verified: boolean;
  /** When the session ends; absent for a token. */
  expiresAt?: Date | undefined;
  /** The session's cloud access token, once the session holds one. */
  accessToken?: string | undefined;
}

/**
 * Portal permission codenames (cloud-api §2.1) [design]: a superuser has every one, staff may see releases,
 * others none.
 */
export const PORTAL_PERMISSIONS = [
  'api.can_view_release',
  'api.custom_clients',
  'cms.access_developers',
  'cms.publish_version',
] as const;

function permissionsOf(account: AccountRow): string[] {
  if (account.isSuperuser) return [...PORTAL_PERMISSIONS];
  if (account.isStaff) return ['api.can_view_release'];
  return [];
}

export function accountReply(account: AccountRow, view: AccountSessionView): Account {
  return {
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
    language: account.language,
    is_staff: account.isStaff,
    is_superuser: account.isSuperuser,
    cookie_reviewed: account.cookieReviewed,
    permissions: permissionsOf(account),
    can_publish_integration: account.isSuperuser,
    is_authenticated: true,
    sessionVerified: view.verified,
    account2faEnabled: account.twoFactorEnabled,
    account2faEveryLogin: account.twoFactorEveryLogin,
    totpExistsForAccount: account.totpSecret !== null,
    ...(view.accessToken ? { accessToken: view.accessToken } : {}),
    ...(view.expiresAt ? { sessionExpires: view.expiresAt.getTime() / 1000 } : {}),
  };
}
