/**
 * How the media server's HTTP log (`http.log`, media-server-api §4.3.6; written by the server kit's
 * `installHttpLog`) writes a path: the query string is left out and session tokens in paths are cut short, so
 * the log holds no secret.
 */
import { pathWithoutQuery } from '@argus/server-kit';

/** `/rest/v1/login/sessions/vms-0123…` → `/rest/v1/login/sessions/vms-0123...`; no query. */
export function loggedPath(url: string): string {
  const path = pathWithoutQuery(url);
  // Every answered request passes here: a path without a `vms…` segment is logged as it is.
  if (!/(^|\/)vms/i.test(path)) return path;
  return path
    .split('/')
    .map((segment) => (/^vms/i.test(segment) && segment.length > 8 ? `${segment.slice(0, 8)}...` : segment))
    .join('/');
}
