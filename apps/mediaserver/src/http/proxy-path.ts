/**
 * `/proxy/{protocol}/{host[:port]}/{path}` (media-server-api §1.1): forwards a request to a server named by
 * its address, one that need not be of this system yet (the console reaches the other system's server this
 * way before a merge). The forwarded request is the client's, body streamed both ways, and the reply is
 * whatever the target sends.
 *
 * [design] Only an authenticated administrator may use it (docs/api-decisions.md): it reaches any address
 * this server can reach, so to anybody else it would be an open relay into the server's network. The
 * credential that authenticated the caller here belongs to this system and is not handed to the address the
 * client named; the target's own credentials travel in the request's other carriers (an `Authorization`
 * header beside a session cookie or `x-runtime-guid`). A request another server forwarded is not forwarded
 * again.
 */
import { Forbidden, InvalidParameter, isAdmin, Unauthorized } from '@argus/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthMethod } from '../auth/caller.ts';
import { forward, forwardedRequestHeaders, withoutQueryParams } from './peer-forward.ts';
import { refuseSecondHop } from './server-guid-proxy.ts';

const PROXY_PATH = /^\/proxy(?:\/([^/?]*))?(?:\/([^/?]*))?([^?]*)(\?.*)?$/;

export const unreachableAddressText = (host: string) => `The server at ${host} does not answer.`;

/** Where the credential of each way of authenticating travels: it stays here. */
const LOCAL_CREDENTIAL: Record<AuthMethod, { header?: string; query?: string[] }> = {
  bearer: { header: 'authorization' },
  basicToken: { header: 'authorization' },
  basic: { header: 'authorization' },
  digest: { header: 'authorization' },
  cloud: { header: 'authorization' },
  runtimeGuid: { header: 'x-runtime-guid' },
  cookie: { header: 'cookie' },
  ticket: { query: ['_ticket'] },
  authKey: { query: ['auth', 'proxy_auth'] },
};

/** The target's origin from the path's protocol and `host[:port]`; a domain error names what is wrong. */
export function proxyOrigin(protocol: string, host: string): URL {
  const scheme = protocol.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') throw new InvalidParameter('protocol', protocol || '""');
  let url: URL | null = null;
  try {
    url = new URL(`${scheme}://${host}`);
  } catch {}
  if (!url || !host || url.username || url.password || url.pathname !== '/' || url.search || url.hash)
    throw new InvalidParameter('host', host || '""');
  return new URL(url.origin);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function installProxyPath(app: FastifyInstance, thisServerId: string): void {
  app.addHook('onRequest', async (request, reply) => {
    const match = PROXY_PATH.exec(request.url);
    if (!match) return;
    const caller = request.caller;
    if (!caller) throw new Unauthorized(request.authFailure ?? undefined);
    if (!isAdmin(caller.permissions)) throw new Forbidden();
    refuseSecondHop(request);
    const [, protocol = '', host = '', rest = '', query = ''] = match;
    const origin = proxyOrigin(decoded(protocol), decoded(host));
    const local = LOCAL_CREDENTIAL[caller.method];
    const path = withoutQueryParams(`${rest || '/'}${query}`, new Set(local.query ?? []));
    // The browser's session cookie is this system's, whatever authenticated the request.
    const drop = ['cookie', ...(local.header ? [local.header] : [])];
    await forward(request, reply, {
      origin,
      path,
      headers: forwardedRequestHeaders(request, drop),
      forwardedBy: thisServerId,
      unreachableText: unreachableAddressText(origin.host),
    });
    return reply;
  });
}
