/**
 * Asking an RTSP camera whether a stream is there: DESCRIBE (after OPTIONS when asked), answering a 401 with
 * the camera's own Digest or Basic challenge when there are credentials. The outcome says what a search,
 * a status check and diagnostics need: the stream's description, "needs credentials", or why it failed.
 */
import { authorizationFor, parseChallenges } from './auth-challenge.ts';
import type { Credentials } from './credentials.ts';
import { endpointOfUrl, withoutCredentials } from './credentials.ts';
import {
  firstHeader,
  RtspConnection,
  type RtspError,
  type RtspFailure,
  type RtspResponse,
} from './rtsp-connection.ts';
import { parseSdp, type SdpMedia, sdpTitle } from './sdp.ts';

export type RtspProbe =
  /** `title`: the session's own title (`sdpTitle`), `""` when it has none worth showing. */
  | { kind: 'ok'; media: SdpMedia[]; server: string; title: string }
  /** 401: no credentials, or the camera refused them. */
  | { kind: 'unauthorized'; withCredentials: boolean }
  /** Another status (404 no such stream, 5xx...). */
  | { kind: 'status'; status: number; reason: string }
  | { kind: 'failed'; failure: RtspFailure; message: string; connected: boolean };

export interface RtspProbeOptions {
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Send OPTIONS first (a search learns the server's methods); a status check skips it. */
  options?: boolean;
}

async function withAuth(
  connection: RtspConnection,
  method: string,
  url: string,
  credentials: Credentials | null,
  headers: Record<string, string>,
): Promise<{ response: RtspResponse; sentCredentials: boolean }> {
  const first = await connection.request(method, url, headers);
  if (first.status !== 401 || !credentials?.user) return { response: first, sentCredentials: false };
  const challenge = parseChallenges(first.headers.get('www-authenticate') ?? [])[0];
  if (!challenge) return { response: first, sentCredentials: false };
  const authorization = authorizationFor(challenge, credentials, method, url);
  return {
    response: await connection.request(method, url, { ...headers, Authorization: authorization }),
    sentCredentials: true,
  };
}

/** DESCRIBE of a stream URL (credentials outside the URL). */
export async function probeRtsp(
  url: string,
  credentials: Credentials | null,
  options: RtspProbeOptions,
): Promise<RtspProbe> {
  const clean = withoutCredentials(url);
  const endpoint = endpointOfUrl(clean);
  if (!endpoint)
    return { kind: 'failed', failure: 'unreachable', message: 'Not an RTSP URL.', connected: false };
  let connection: RtspConnection;
  try {
    connection = await RtspConnection.open(
      { ...endpoint, secure: clean.startsWith('rtsps:') },
      options.timeoutMs,
      options.signal,
    );
  } catch (error) {
    const e = error as RtspError;
    return { kind: 'failed', failure: e.failure ?? 'unreachable', message: e.message, connected: false };
  }
  try {
    let server = '';
    if (options.options) {
      const reply = await connection.request('OPTIONS', clean);
      server = firstHeader(reply, 'server') ?? '';
    }
    const { response, sentCredentials } = await withAuth(connection, 'DESCRIBE', clean, credentials, {
      Accept: 'application/sdp',
    });
    server ||= firstHeader(response, 'server') ?? '';
    if (response.status === 401) return { kind: 'unauthorized', withCredentials: sentCredentials };
    if (response.status !== 200) return { kind: 'status', status: response.status, reason: response.reason };
    return { kind: 'ok', media: parseSdp(response.body), server, title: sdpTitle(response.body) };
  } catch (error) {
    const e = error as RtspError;
    return { kind: 'failed', failure: e.failure ?? 'closed', message: e.message, connected: true };
  } finally {
    connection.close();
  }
}

/** Whether a port answers in RTSP at all (OPTIONS), and the `Server` it names. */
export async function rtspOptions(
  target: { host: string; port: number },
  options: RtspProbeOptions,
): Promise<{ rtsp: true; server: string } | { rtsp: false; failure: RtspFailure }> {
  let connection: RtspConnection;
  try {
    connection = await RtspConnection.open(target, options.timeoutMs, options.signal);
  } catch (error) {
    return { rtsp: false, failure: (error as RtspError).failure ?? 'unreachable' };
  }
  try {
    const reply = await connection.request('OPTIONS', `rtsp://${target.host}:${target.port}/`);
    return { rtsp: true, server: firstHeader(reply, 'server') ?? '' };
  } catch (error) {
    return { rtsp: false, failure: (error as RtspError).failure ?? 'notRtsp' };
  } finally {
    connection.close();
  }
}
