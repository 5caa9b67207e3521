import { DEFAULT_REQUEST_TIMEOUT_MS, type EndpointDef, type EndpointReply } from '@argus/contract';
import { ApiRequestError } from './api-error.ts';
import type { AuthStrategy } from './auth-strategy.ts';
import { takeEarlyReply } from './early-requests.ts';
import {
  type CallArgs,
  type CallOptions,
  type CallOptionsAtRuntime,
  callUrl,
  replyOf,
} from './endpoint-request.ts';
import type { ErrorNormaliser } from './error-normaliser.ts';
import { moveToHttps } from './https-required.ts';
import type { MediaFile, MediaReadOptions } from './media-download.ts';
import { mediaUrl } from './media-url.ts';
import { createTransportListeners, type TransportListener } from './transport-listeners.ts';

/**
 * The client of one backend. Only `*.api.ts` files use it (through the system scope), never components.
 * Calls name a contract endpoint: `client.call(usersEndpoints.get, {params: {id}})` resolves the typed reply.
 */
export interface ApiClient {
  call<E extends EndpointDef>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointReply<E>>;
  /**
   * Whether an address of `mediaUrl` works by itself in the browser (an `<a href>`, a native `<video src>`):
   * true with a cookie session; false through a cloud relay, whose token goes only in headers (hls.js's,
   * `fetchMedia`'s), never in an address.
   */
  readonly mediaUrlsCarryCredentials: boolean;
  /**
   * The address of a call as `call` sends it (the base URL, the path and the query), for what the browser
   * opens itself: a server-sent event stream. Like `mediaUrl`, it carries credentials only with a cookie session.
   */
  callAddress<E extends EndpointDef>(endpoint: E, ...args: CallArgs<E>): string;
  /** The address of a media endpoint (HLS, export, thumbnail), for a player or an image to load itself. */
  mediaUrl<E extends EndpointDef>(endpoint: E, ...args: CallArgs<E>): string;
  /**
   * Reads a media endpoint's reply (an export, a thumbnail) into a Blob, reporting the bytes as they come;
   * the blob is null for 204. Failures are normalised as for `call`.
   */
  fetchMedia<E extends EndpointDef>(
    endpoint: E,
    options: CallOptions<E> & Pick<MediaReadOptions, 'onProgress'>,
  ): Promise<MediaFile>;
  /**
   * The headers a media load by the page's own loader (hls.js) must carry: none with a cookie session, the
   * system's Bearer token through the cloud's relay (fetched first when there is none yet).
   */
  mediaHeaders(): Promise<Record<string, string>>;
  /**
   * Sends a request as a person wrote it (the API tool): a method, a path with its query and an optional JSON
   * text, with this backend's credentials. Any status is an answer, not an error; only no answer at all
   * fails (as `serviceUnavailable`).
   */
  exchange(request: RawRequest): Promise<RawAnswer>;
  /** Availability, fresh-session and lost-session reports; returns the unsubscribe function. */
  listen(listener: TransportListener): () => void;
  /** Drops the credentials the browser keeps for this backend. */
  forgetCredentials(): void;
  /** Whether a session may exist already (a hint for preloading; the backend decides access). */
  mayHaveSession(): boolean;
}

export interface RawRequest {
  method: EndpointDef['method'];
  /** The path and query, e.g. `/rest/v1/servers/this/info?_keepDefault=true`. */
  path: string;
  /** A JSON text sent as the body. */
  body?: string;
  signal?: AbortSignal;
}

export interface RawAnswer {
  /** The full address the request went to. */
  url: string;
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The body as text; `json` holds it parsed when it was JSON. */
  text: string;
  json?: unknown;
}

export interface ApiClientOptions {
  /** Prepended to every path: '' for the origin the app was served from. */
  baseUrl: string;
  auth: AuthStrategy;
  errors: ErrorNormaliser;
  /** Default request timeout. */
  timeoutMs?: number;
  /**
   * Headers every same-origin request carries (the URL starts with `/`): the feature-flag overrides of cloud
   * mode (spec 000 §7).
   */
  headers?: Readonly<Record<string, string>>;
  /**
   * The backend refused plain HTTP (its normaliser's `httpsRequired`): moves the page to the same address
   * over HTTPS by default. Called once per client; the call still fails with the backend's error.
   */
  onHttpsRequired?: () => void;
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

/**
 * Creates a client: JSON bodies, `X-Requested-With` (a 401 then carries no challenge, so the browser shows no
 * login prompt of its own), the auth strategy's credentials and headers, timeouts, availability reports
 * (502, 504 or no answer: unavailable; any other answer: reachable), errors normalised by the backend's
 * normaliser, one retry after a fresh-session re-login, lost-session reports on 401, and the move to HTTPS
 * when the backend accepts only HTTPS.
 */
export function createApiClient({
  baseUrl,
  auth,
  errors,
  timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  headers: sameOriginHeaders = {},
  onHttpsRequired = moveToHttps,
}: ApiClientOptions): ApiClient {
  const listeners = createTransportListeners();
  let movingToHttps = false;

  /**
   * Runs a request with the strategy's credentials made ready; when the backend refuses them (401) and the
   * strategy can renew them, once more with the renewed ones.
   */
  async function withCredentials<T>(
    method: EndpointDef['method'],
    request: (authHeaders: Record<string, string>) => Promise<T>,
  ): Promise<T> {
    await auth.ready?.();
    const sent = auth.headersFor(method);
    try {
      return await request(sent);
    } catch (err) {
      const refused = err instanceof ApiRequestError && err.status === 401;
      if (!refused || !auth.renewAfterRefusal || !(await auth.renewAfterRefusal(sent))) throw err;
      return request(auth.headersFor(method));
    }
  }

  async function sendOnce(
    endpoint: EndpointDef,
    url: string,
    options: CallOptionsAtRuntime,
    authHeaders: Record<string, string>,
  ): Promise<unknown> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(url.startsWith('/') ? sameOriginHeaders : {}),
      ...options.headers,
      ...authHeaders,
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const timeout = AbortSignal.timeout(options.timeoutMs ?? timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let res: Response;
    try {
      // A list index.html asked for while the code loaded (early-requests.ts): its answer is this call's.
      const early = endpoint.method === 'GET' ? takeEarlyReply(url, auth.credentials) : undefined;
      res =
        (await early?.catch(() => undefined)) ??
        (await fetch(url, {
          method: endpoint.method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          credentials: auth.credentials,
          signal,
        }));
    } catch (err) {
      if (options.signal?.aborted) throw err;
      for (const l of listeners.each()) l.onUnavailable?.(0);
      throw new ApiRequestError(0, 'serviceUnavailable', 'The server does not answer.', null, null);
    }
    // A raw reply is text as sent (a log of JSON lines is not one JSON value, though its one line may be).
    const body = endpoint.raw && res.ok ? await res.text() : await parseBody(res);
    const gatewayFailure = res.status === 502 || res.status === 504;
    for (const l of listeners.each()) {
      if (gatewayFailure) l.onUnavailable?.(res.status);
      else l.onReachable?.();
    }
    const answer = {
      status: res.status,
      statusText: res.statusText,
      body,
      headers: res.headers,
      family: endpoint.family,
    };
    const failure = errors.failureOf(answer);
    if (failure && !movingToHttps && errors.httpsRequired?.(answer)) {
      movingToHttps = true;
      onHttpsRequired();
    }
    if (failure) throw failure;
    return replyOf(endpoint, body);
  }

  const send = (endpoint: EndpointDef, url: string, options: CallOptionsAtRuntime) =>
    withCredentials(endpoint.method, (authHeaders) => sendOnce(endpoint, url, options, authHeaders));

  async function call(endpoint: EndpointDef, options: CallOptionsAtRuntime = {}): Promise<unknown> {
    const url = `${baseUrl}${callUrl(endpoint, options)}`;
    try {
      return await send(endpoint, url, options);
    } catch (err) {
      if (!(err instanceof ApiRequestError)) throw err;
      if (errors.needsFreshSession(err) && !options.noReauth) {
        for (const l of listeners.each()) {
          if (l.onFreshSessionRequired && (await l.onFreshSessionRequired()))
            return send(endpoint, url, options);
        }
      }
      if (errors.sessionLost ? errors.sessionLost(err) : err.status === 401)
        for (const l of listeners.each()) l.onUnauthorized?.(url, err);
      throw err;
    }
  }

  async function fetchMedia(
    endpoint: EndpointDef,
    options: CallOptionsAtRuntime & Pick<MediaReadOptions, 'onProgress'>,
  ): Promise<MediaFile> {
    const url = mediaUrl(baseUrl, endpoint, options);
    try {
      return await withCredentials('GET', (authHeaders) => readMedia(endpoint, url, options, authHeaders));
    } catch (err) {
      if (
        err instanceof ApiRequestError &&
        (errors.sessionLost ? errors.sessionLost(err) : err.status === 401)
      )
        for (const l of listeners.each()) l.onUnauthorized?.(url, err);
      throw err;
    }
  }

  async function readMedia(
    endpoint: EndpointDef,
    url: string,
    options: CallOptionsAtRuntime & Pick<MediaReadOptions, 'onProgress'>,
    authHeaders: Record<string, string>,
  ): Promise<MediaFile> {
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { 'X-Requested-With': 'XMLHttpRequest', ...authHeaders },
        credentials: auth.credentials,
        signal: options.signal,
      });
    } catch (err) {
      if (options.signal?.aborted) throw err;
      throw new ApiRequestError(0, 'serviceUnavailable', 'The server does not answer.', null, null);
    }
    // The reader loads with the first media read: the login page does not carry it.
    if (res.ok) return (await import('./media-download.ts')).readMediaReply(res, options.onProgress);
    const answer = {
      status: res.status,
      statusText: res.statusText,
      body: await parseBody(res),
      headers: res.headers,
      family: endpoint.family,
    };
    throw (
      errors.failureOf(answer) ??
      new ApiRequestError(res.status, 'unknownError', res.statusText, answer.body, null)
    );
  }

  async function exchange({ method, path, body, signal }: RawRequest): Promise<RawAnswer> {
    const url = `${baseUrl}${path}`;
    const res = await withCredentials(method, async (authHeaders) => {
      try {
        return await fetch(url, {
          method,
          headers: {
            accept: 'application/json',
            'X-Requested-With': 'XMLHttpRequest',
            ...(url.startsWith('/') ? sameOriginHeaders : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...authHeaders,
          },
          body,
          credentials: auth.credentials,
          signal: signal
            ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
            : AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        if (signal?.aborted) throw err;
        throw new ApiRequestError(0, 'serviceUnavailable', 'The server does not answer.', null, null);
      }
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      url,
      status: res.status,
      statusText: res.statusText,
      headers: [...res.headers.entries()],
      text,
      ...(json === undefined ? {} : { json }),
    };
  }

  return {
    call: call as ApiClient['call'],
    exchange,
    callAddress: ((endpoint: EndpointDef, options: CallOptionsAtRuntime = {}) =>
      `${baseUrl}${callUrl(endpoint, options)}`) as ApiClient['callAddress'],
    mediaUrl: ((endpoint: EndpointDef, options?: CallOptionsAtRuntime) =>
      mediaUrl(baseUrl, endpoint, options)) as ApiClient['mediaUrl'],
    fetchMedia: fetchMedia as ApiClient['fetchMedia'],
    mediaUrlsCarryCredentials: auth.credentials !== 'omit',
    mediaHeaders: async () => {
      await auth.ready?.();
      return auth.headersFor('GET');
    },
    listen: (listener) => listeners.add(listener),
    forgetCredentials: () => auth.forget(),
    mayHaveSession: () => auth.mayHaveSession(),
  };
}
