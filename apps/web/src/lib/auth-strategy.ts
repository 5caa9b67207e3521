import type { HttpMethod } from '@argus/contract';

/**
 * How a client proves to its backend who the user is. The client asks it for the credentials mode and the
 * headers of each request; nothing else in the app touches cookies or tokens.
 *
 * A bearer-token strategy (a cloud system through the relay, `system-token-auth.ts`) also makes its token
 * ready before each request and renews it once when the backend refuses it.
 */
export interface AuthStrategy {
  /** The `fetch` credentials mode. */
  readonly credentials: RequestCredentials;
  /** Headers a request with this method needs (a CSRF token, an Authorization header). */
  headersFor(method: HttpMethod): Record<string, string>;
  /** Drops what the browser keeps for this backend (before a new system's first login). */
  forget(): void;
  /** Whether a session may exist already (a hint for preloading, never for access: the backend decides). */
  mayHaveSession(): boolean;
  /**
   * Makes the credentials ready before a request: a token strategy fetches its token, or renews one about to
   * expire.
   */
  ready?(): Promise<void>;
  /**
   * The backend refused the credentials `sent` (401): renew them. True when a retry may succeed (the call is
   * then made once more, never twice).
   */
  renewAfterRefusal?(sent: Readonly<Record<string, string>>): Promise<boolean>;
}

const CSRF_COOKIE = 'csrftoken';

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

function readCookie(name: string): string | null {
  const m = document.cookie.match(new RegExp(`(?:^|; )${name.replace(/[-.]/g, '\\$&')}=([^;]*)`));
  return m ? decodeURIComponent(m[1]!) : null;
}

/**
 * The media server's browser session (local mode): the HttpOnly session cookie goes with same-origin
 * requests, and writes carry `X-CSRFToken` with the value of the readable `csrftoken` cookie.
 */
export function cookieSessionAuth(): AuthStrategy {
  return {
    credentials: 'same-origin',
    headersFor(method): Record<string, string> {
      const csrf = method === 'GET' ? null : readCookie(CSRF_COOKIE);
      return csrf ? { 'X-CSRFToken': csrf } : {};
    },
    // A login sets the readable CSRF cookie beside the session's; a logout empties it.
    mayHaveSession: () => Boolean(readCookie(CSRF_COOKIE)),
    forget() {
      // HttpOnly session cookies are ended by the server on logout; these are the ones scripts can see.
      for (const name of cookieNames()) {
        // biome-ignore lint/suspicious/noDocumentCookie: expiring cookies needs the document.cookie setter
        document.cookie = `${name}=; Max-Age=0; Path=/`;
      }
    },
  };
}
