/**
 * DNS rebinding before setup: a new system still takes admin/admin, so a page on a name its owner points at
 * 127.0.0.1 could log in and set the system up from the victim's browser. Until the system is set up, only
 * requests addressed to `localhost`, an IP literal or one of the host's own names are answered; the rest get
 * 403 with the error body. After setup every name works (a rebound page then needs a password it lacks).
 */
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { Forbidden } from '@argus/contract';
import type { FastifyInstance } from 'fastify';

export const FOREIGN_HOST_TEXT =
  'Until the system is set up, this server answers only requests addressed to its IP address, localhost or its own host name.';

/** The name part of a `Host` header: without the port, IPv6 brackets kept off, lower case, no final dot. */
export function hostNameOf(host: string): string {
  const h = host.trim().toLowerCase();
  const name = h.startsWith('[')
    ? h.slice(1, h.indexOf(']') < 0 ? h.length : h.indexOf(']'))
    : h.split(':')[0]!;
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** The host's own names: its host name, the first label of it, and that label under `.local` (mDNS). */
export function ownHostNames(name = hostname()): ReadonlySet<string> {
  const full = name.toLowerCase();
  const short = full.split('.')[0]!;
  return new Set([full, short, `${short}.local`].filter(Boolean));
}

/** True for names no other party can point at this host: loopback names, IP literals and its own names. */
export function isOwnHostName(name: string, ownNames: ReadonlySet<string>): boolean {
  // No Host at all (HTTP/1.0 scripts): no name was resolved, so none was rebound.
  if (name === '' || name === 'localhost' || name.endsWith('.localhost')) return true;
  return isIP(name) !== 0 || ownNames.has(name);
}

export function installSetupHostCheck(app: FastifyInstance, isNewSystem: () => boolean): void {
  const ownNames = ownHostNames();
  // A callback hook: it runs on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isNewSystem() || isOwnHostName(hostNameOf(request.host ?? ''), ownNames)) return done();
    done(new Forbidden(FOREIGN_HOST_TEXT));
  });
}
