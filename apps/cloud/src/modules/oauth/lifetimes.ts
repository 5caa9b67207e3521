/** Token lifetimes (cloud-api §4.2) [design, docs/api-decisions.md]. */

/** Access tokens: 24 h. */
export const ACCESS_TOKEN_LIFETIME_S = 24 * 3600;
/** Refresh tokens: 30 days. */
export const REFRESH_TOKEN_LIFETIME_S = 30 * 24 * 3600;
/** Refresh tokens of `client_type=mobile`: 6 months (the reference's 15778800 s). */
export const MOBILE_REFRESH_TOKEN_LIFETIME_S = 15_778_800;

export function refreshLifetimeS(mobile: boolean): number {
  return mobile ? MOBILE_REFRESH_TOKEN_LIFETIME_S : REFRESH_TOKEN_LIFETIME_S;
}
