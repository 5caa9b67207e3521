import { parseNextTarget } from '../../auth/next-target.ts';
import { PORTAL_AUTHORIZED_LANDING } from '../portal-paths.ts';

/** Query parameters that log in by themselves (spec 000 §2 "Login modal"): gone once they did. */
export const ONE_STEP_LOGIN_PARAMS = ['code', 'token', 'auth'] as const;

/** The address without the one-step login parameters. */
export function withoutLoginParams({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  const params = new URLSearchParams(search);
  for (const name of ONE_STEP_LOGIN_PARAMS) params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Where a portal login goes (spec 000 §4 "Login modal"): with `keepPage`, back to this page (from /, to the
 * authorised landing); otherwise to `next` (host stripped, path, query and hash kept) or the landing, /systems.
 */
export function portalLoginTarget(
  keepPage: boolean,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string {
  if (keepPage) return location.pathname === '/' ? PORTAL_AUTHORIZED_LANDING : withoutLoginParams(location);
  return parseNextTarget(new URLSearchParams(location.search).get('next')) ?? PORTAL_AUTHORIZED_LANDING;
}
