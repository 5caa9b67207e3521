/** Plain HTTP requests to a listening cloud, with any Host header (the relay is chosen by it). */
import { request } from 'node:http';

export interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Sends one request; rejects when the connection breaks before the whole reply came. */
export function rawRequest(baseUrl: string, options: RawRequest): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${options.path}`, {
      method: options.method ?? 'GET',
      headers: options.headers ?? {},
    });
    req.once('error', reject);
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.once('error', reject);
      res.once('aborted', () => reject(new Error('response aborted')));
      res.once('end', () => {
        if (!res.complete) return reject(new Error('response incomplete'));
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    req.end(options.body);
  });
}
