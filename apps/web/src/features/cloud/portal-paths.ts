/**
 * The portal's own addresses (spec 000 §2 "Cloud portal routes"). Account pages end with a slash, as the
 * spec writes them; the router serves them either way.
 */
export const PORTAL_PATHS = {
  landing: '/',
  systems: '/systems',
  register: '/register',
  registerSuccess: '/register/success',
  activate: '/activate',
  restorePassword: '/restore_password',
  account: '/account/',
  password: '/account/password/',
  security: '/account/security/',
  authorize: '/authorize',
  /** Re-authorization (disconnect, transfer, renew): shown without the header (spec 000 §2). */
  cloudAuthorize: '/cloud-authorize',
  /** The cloud does not answer (spec 000 §2 "/503"). */
  unavailable: '/503',
} as const;

/** A system's page in the portal. */
export function systemPath(systemId: string): string {
  return `${PORTAL_PATHS.systems}/${encodeURIComponent(systemId)}`;
}

/** The activation page with the e-mail filled in (a login refused as not activated links here). */
export function resendActivationPath(email: string): string {
  return email ? `${PORTAL_PATHS.activate}?${new URLSearchParams({ email })}` : PORTAL_PATHS.activate;
}

/** Where a login lands in the portal (spec 000 §4 "Landings": /systems in cloud mode). */
export const PORTAL_AUTHORIZED_LANDING = PORTAL_PATHS.systems;
