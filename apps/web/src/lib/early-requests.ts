/**
 * Lists a page shows first, asked for by an inline script of index.html while the app's code downloads
 * (`apps/web/vite-plugins/early-requests.ts`), when a session cookie suggests a logged-in user: at 100,000 users the
 * list takes longer than the code, and it no longer waits for it. The API client takes the answer for its
 * first call of the same address (`takeEarlyReply`); nothing else is different, so an answer of a lost
 * session or an error goes through the same handling as any other.
 *
 * This module has no imports: the build reads it to write the inline script. Each address is exactly what
 * the page's call asks for (a test compares them with the client's `callUrl`).
 */
export const EARLY_REQUESTS: Readonly<Record<string, string>> = {
  '/settings/users': '/rest/v1/users?_keepDefault=true',
  '/settings/cameras':
    '/rest/v1/devices?_with=id%2Cname%2Curl%2Cvendor%2Cmodel%2Cmac%2CserverId%2Cstatus%2Cschedule.isEnabled%2Cschedule.tasks%2Cgroup&_keepDefault=true',
};

/** The cookie a login sets beside the session's (readable by scripts): a session is likely. */
export const SESSION_HINT_COOKIE = 'csrftoken';

/** An early answer older than this is not used (a page opened later reads its list afresh). */
export const EARLY_REPLY_MAX_AGE_MS = 5_000;

/** What the inline script leaves for the app: one request started at `startedMs` (performance.now()). */
export interface EarlyRequest {
  url: string;
  startedMs: number;
  reply: Promise<Response>;
}

declare global {
  interface Window {
    __argusEarlyRequest?: EarlyRequest | undefined;
  }
}

/** The request headers of the API client's calls (a GET has no others with a cookie session). */
export const EARLY_REQUEST_HEADERS = { accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/**
 * The inline script (run before the app's code): starts the request of the page at this address, if any.
 * Written as a function so that it is type-checked; the build inlines its source.
 */
export function startEarlyRequest(
  requests: Readonly<Record<string, string>>,
  cookie: string,
  headers: Record<string, string>,
): void {
  try {
    if (!new RegExp(`(?:^|;\\s*)${cookie}=[^;]`).test(document.cookie)) return;
    const url = requests[location.pathname.replace(/\/+$/, '')];
    if (!url) return;
    window.__argusEarlyRequest = {
      url,
      startedMs: performance.now(),
      reply: fetch(url, { credentials: 'same-origin', headers }),
    };
  } catch {
    // No fetch or cookies here: the app asks for the list itself.
  }
}

/**
 * The early answer for a call of `url` (the same address, a cookie session), once; undefined when there is
 * none, it was taken, or it is too old.
 */
export function takeEarlyReply(url: string, credentials: RequestCredentials): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__argusEarlyRequest;
  if (!early || credentials !== 'same-origin') return undefined;
  if (early.url !== url) return undefined;
  window.__argusEarlyRequest = undefined;
  if (performance.now() - early.startedMs > EARLY_REPLY_MAX_AGE_MS) return undefined;
  return early.reply;
}
