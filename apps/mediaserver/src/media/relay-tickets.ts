/**
 * What the camera relay's two halves (rtsp-relay.ts, http-relay.ts) share: where a child's ticket leads (the
 * camera's address and the credentials to answer it with, never in the child's URL), the ticket's secret,
 * and listening on loopback only.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:net';
import type { CameraSource } from './camera-input.ts';
import { type Credentials, endpointOfUrl, splitUrlCredentials } from './credentials.ts';

export interface RelayTarget {
  /** `scheme://host:port` of the camera (no credentials). */
  origin: string;
  host: string;
  port: number;
  secure: boolean;
  credentials: Credentials | null;
  /** The camera's path and query, which the child's URL keeps after the secret. */
  pathAndQuery: string;
}

/**
 * The camera a source names, when its scheme is one of `schemes` (the first is plain, the second secure);
 * null for any other URL. Credentials given with the source win over any inside its URL.
 */
export function relayTargetOf(source: CameraSource, schemes: readonly [string, string]): RelayTarget | null {
  const { url, credentials: inUrl } = splitUrlCredentials(source.url);
  const endpoint = endpointOfUrl(url);
  const scheme = /^([a-z]+):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme || !schemes.includes(scheme) || !endpoint) return null;
  const parsed = new URL(url);
  return {
    origin: `${scheme}://${parsed.host}`,
    host: endpoint.host,
    port: endpoint.port,
    secure: scheme === schemes[1],
    credentials: source.credentials?.user ? source.credentials : inUrl,
    pathAndQuery: `${parsed.pathname}${parsed.search}`,
  };
}

/** A ticket's secret: 192 random bits, URL-safe. */
export function newTicketSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** Listens on an ephemeral port of 127.0.0.1 and answers that port. */
export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
