/**
 * `fetch` over HTTPS that trusts one certificate (a media server's own self-signed one) instead of the
 * system's authorities: Node's fetch has no per-call trust option. Node built-ins only.
 */
import { request } from 'node:https';

export interface FetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export type FetchLike = (url: string, init?: FetchInit) => Promise<Response>;

/** Statuses whose Response may not have a body. */
const NO_BODY = new Set([204, 205, 304]);

export function fetchTrusting(certificatePem: string): FetchLike {
  return (url, init = {}) =>
    new Promise((resolve, reject) => {
      const req = request(
        url,
        { method: init.method ?? 'GET', headers: init.headers, ca: certificatePem, signal: init.signal },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              for (const one of [value ?? []].flat()) headers.append(name, one);
            const status = res.statusCode ?? 500;
            resolve(
              new Response(NO_BODY.has(status) ? null : Buffer.concat(chunks), {
                status,
                statusText: res.statusMessage ?? '',
                headers,
              }),
            );
          });
        },
      );
      req.on('error', reject);
      if (init.body !== undefined) req.write(init.body);
      req.end();
    });
}
