import { ApiRequestError } from './api-error.ts';

/**
 * The one HTTP client of the web app. Only `*.api.ts` files use it. It sends the CSRF header for cookie
 * sessions, normalises errors, reports availability, and retries once after a fresh-session re-login.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds; default 60000 (spec §9 default request timeout). */
  timeoutMs?: number;
  /** Do not run the fresh-session re-login on 403 sessionExpired/sessionRequired. */
  noReauth?: boolean;
  signal?: AbortSignal;
}

export interface TransportListener {
  /** Any answer from the server (even an error status other than 502/504). */
  onReachable?(): void;
  /** No answer, or 502/504 (spec 000 §4). */
  onUnavailable?(status: number): void;
  /** A request that needs a fresh session; resolves true when the user logged in again. */
  onFreshSessionRequired?(): Promise<boolean>;
  /** The session is gone (401 on an authenticated call). */
  onUnauthorized?(path: string): void;
}

const listeners = new Set<TransportListener>();

export function addTransportListener(l: TransportListener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export const DEFAULT_TIMEOUT_MS = 60_000;

export function readCookie(name: string): string | null {
  const m = document.cookie.match(new RegExp(`(?:^|; )${name.replace(/[-.]/g, '\\$&')}=([^;]*)`));
  return m ? decodeURIComponent(m[1]!) : null;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function parseBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send<T>(method: Method, path: string, options: RequestOptions): Promise<T> {
  // Marked as XHR so that a 401 carries no challenge and the browser shows no login prompt of its own.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    const csrf = readCookie('csrftoken');
    if (csrf) headers['X-CSRFToken'] = csrf;
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    for (const l of listeners) l.onUnavailable?.(0);
    throw new ApiRequestError(0, 'serviceUnavailable', 'The server does not answer.', null, null);
  }
  const body = await parseBody(res);
  if (res.status === 502 || res.status === 504) {
    for (const l of listeners) l.onUnavailable?.(res.status);
  } else {
    for (const l of listeners) l.onReachable?.();
  }
  const envelopeError =
    body !== null &&
    typeof body === 'object' &&
    'error' in body &&
    String((body as { error: unknown }).error) !== '0';
  if (res.ok && !envelopeError) return body as T;
  const b = (body ?? {}) as { errorId?: string; errorString?: string };
  throw new ApiRequestError(
    res.status,
    b.errorId ?? (res.status === 404 ? 'notFound' : 'unknownError'),
    b.errorString ?? res.statusText,
    body,
    res.headers.get('x-auth-result'),
  );
}

export async function request<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  try {
    return await send<T>(method, path, options);
  } catch (err) {
    if (!(err instanceof ApiRequestError)) throw err;
    const needsFresh =
      err.status === 403 && (err.errorId === 'sessionExpired' || err.errorId === 'sessionRequired');
    if (needsFresh && !options.noReauth) {
      for (const l of listeners) {
        if (l.onFreshSessionRequired && (await l.onFreshSessionRequired()))
          return send<T>(method, path, options);
      }
    }
    if (err.status === 401) for (const l of listeners) l.onUnauthorized?.(path);
    throw err;
  }
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
