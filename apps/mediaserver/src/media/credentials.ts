/**
 * Camera credentials and URLs: credentials travel next to a URL, never inside one that is stored or shown
 * (a reply, a log line, a diagnostics text).
 */

export interface Credentials {
  user: string;
  password: string;
}

export const NO_CREDENTIALS: Credentials = { user: '', password: '' };

/** The URL without `user:password@`, and the credentials it carried. */
export function splitUrlCredentials(text: string): { url: string; credentials: Credentials | null } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { url: text, credentials: null };
  }
  if (!url.username && !url.password) return { url: url.href, credentials: null };
  const credentials = { user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };
  url.username = '';
  url.password = '';
  return { url: url.href, credentials };
}

/** The URL without credentials (for replies and texts). */
export function withoutCredentials(text: string): string {
  return splitUrlCredentials(text).url;
}

/** Host and port of a URL, with the scheme's default port. */
export function endpointOfUrl(text: string): { host: string; port: number } | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const defaults: Record<string, number> = { 'rtsp:': 554, 'rtsps:': 322, 'http:': 80, 'https:': 443 };
  const port = url.port ? Number(url.port) : defaults[url.protocol];
  if (!url.hostname || !port) return null;
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port };
}
