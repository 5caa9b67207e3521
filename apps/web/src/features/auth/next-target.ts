import type { SystemAction } from '@argus/contract/mediaserver';
import type { SystemPaths } from '../../app/scope/system-paths.ts';

/**
 * Landing pages (spec 000 §4 "Login modal"): a login lands on /, which sends each user to their own landing
 * (`landingOf`); the logged-out landing is / too.
 */
export const AUTHORIZED_LANDING = '/';
export const UNAUTHORIZED_LANDING = '/';

/**
 * Where a system's landing (/ in local mode) sends a logged-in user: administrators to System Administration,
 * everybody else (Advanced Viewer, Viewer, Live Viewer, custom roles) to View, their work, rather than a
 * read-only settings page (issue 13).
 */
export function landingOf(can: (action: SystemAction) => boolean, paths: SystemPaths): string {
  return can('administer') ? paths.settings() : paths.view();
}

/**
 * The post-login target from the `next` query parameter, with the host stripped and path, query and hash
 * kept. Anything that does not name a path on this site gives null.
 */
export function parseNextTarget(next: string | null | undefined): string | null {
  if (!next) return null;
  const text = next.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text, 'http://next.invalid');
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Never leave the site: a path must be a single-slash absolute path.
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

/** Where to go after a login: `next`, else the authorised landing. */
export function postLoginTarget(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return parseNextTarget(next) ?? AUTHORIZED_LANDING;
}

/**
 * Access guard (spec 000 §2): a URL containing /activate/ or /restore_password/ goes to /authorize plus the
 * same URL. Returns that address, or null when the rule does not apply.
 */
export function accessGuardRedirect(pathname: string, search = '', hash = ''): string | null {
  if (pathname.startsWith('/authorize')) return null;
  if (!pathname.includes('/activate/') && !pathname.includes('/restore_password/')) return null;
  return `/authorize${pathname}${search}${hash}`;
}
