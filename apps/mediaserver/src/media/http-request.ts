/**
 * Small HTTP requests to cameras (a web page's `Server` header and title, ONVIF SOAP calls): bounded in time
 * and size, self-signed certificates accepted (cameras have no other kind), and a 401 answered with the
 * camera's Basic or Digest challenge when there are credentials.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { authorizationFor, parseChallenges } from './auth-challenge.ts';
import type { Credentials } from './credentials.ts';

export interface HttpReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  credentials?: Credentials | null;
  /** Resolve on the status and headers, without reading the body (a live stream never ends). */
  headersOnly?: boolean;
}

export class HttpFailure extends Error {
  constructor(
    readonly failure: 'refused' | 'timeout' | 'unreachable' | 'notHttp' | 'aborted',
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY_BYTES = 512 * 1024;

function once(url: URL, options: HttpOptions, authorization?: string): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers: Record<string, string> = { ...options.headers };
    if (authorization) headers.Authorization = authorization;
    if (options.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(options.body));
    const req = send(url, {
      method: options.method ?? 'GET',
      headers,
      rejectUnauthorized: false,
      signal: options.signal,
      timeout: options.timeoutMs,
    });
    const timer = setTimeout(
      () => req.destroy(new HttpFailure('timeout', 'No reply within the timeout.')),
      options.timeoutMs,
    );
    req.on('timeout', () => req.destroy(new HttpFailure('timeout', 'No reply within the timeout.')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error instanceof HttpFailure) return reject(error);
      if (error.name === 'AbortError') return reject(new HttpFailure('aborted', 'Aborted.'));
      if (error.code === 'ECONNREFUSED') return reject(new HttpFailure('refused', error.message));
      if (error.code === 'HPE_INVALID_CONSTANT' || error.code?.startsWith('HPE_'))
        return reject(new HttpFailure('notHttp', 'The port does not answer in HTTP.'));
      reject(new HttpFailure('unreachable', error.message));
    });
    req.on('response', (res) => {
      if (options.headersOnly) {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' });
        res.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) req.destroy(new HttpFailure('notHttp', 'The reply is too large.'));
        else chunks.push(chunk);
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
      res.on('error', () => undefined);
    });
    req.end(options.body);
  });
}

/** One request; a 401 is answered once with the credentials, when there are any. */
export async function requestHttp(target: string, options: HttpOptions): Promise<HttpReply> {
  const url = new URL(target);
  const first = await once(url, options);
  const credentials = options.credentials;
  if (first.status !== 401 || !credentials?.user) return first;
  const raw = first.headers['www-authenticate'];
  const challenge = parseChallenges(Array.isArray(raw) ? raw : raw ? [raw] : [])[0];
  if (!challenge) return first;
  const uri = `${url.pathname}${url.search}`;
  return once(url, options, authorizationFor(challenge, credentials, options.method ?? 'GET', uri));
}

/** The text of a page's `<title>`, if it has one. */
export function pageTitle(html: string): string {
  const m = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return m ? m[1]!.trim() : '';
}
