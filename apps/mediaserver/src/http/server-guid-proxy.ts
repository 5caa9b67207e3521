/**
 * `X-Server-Guid: <serverId>` (or the query parameter `x-server-guid`) sends a request to that server of the
 * system, which answers it (media-server-api §1.1). The server that receives it authenticates the caller
 * first (it is never an open relay: without credentials it answers 401 and contacts nobody), then forwards
 * the request with the caller's own credentials, which the target checks again. The forwarded request names
 * no server any more, so the target answers it itself, and it is marked as forwarded: a marked request that
 * asks to go on to yet another server is refused.
 *
 * A request naming this server is answered here; an id no server of the system has → 404; a server whose
 * record gives no address, or that does not answer → 503, both in the shape of the request's family.
 */
import { BadRequest, NotFound, normalizeId, Unauthorized, Unavailable } from '@argus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ServerRow, serverOfflineText, serverOrigin } from '../modules/servers/index.ts';
import { FORWARDED_HEADER, forward, forwardedRequestHeaders, withoutQueryParams } from './peer-forward.ts';

const GUID = 'x-server-guid';

export const FORWARDED_AGAIN_TEXT = 'A request forwarded by another server is not forwarded again.';

export interface ServerGuidProxyDeps {
  thisServerId: string;
  findServer(id: string): ServerRow | undefined;
}

/** The server a request names, as the client wrote it; null when it names none. */
export function serverGuidOf(request: FastifyRequest): string | null {
  const header = request.headers[GUID];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const query = request.query as Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(query ?? {})) {
    if (name.toLowerCase() !== GUID) continue;
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return null;
}

/** Refuses a request that another server already forwarded from going on to a further one. */
export function refuseSecondHop(request: FastifyRequest): void {
  if (request.headers[FORWARDED_HEADER] !== undefined) throw new BadRequest(FORWARDED_AGAIN_TEXT);
}

export function installServerGuidProxy(app: FastifyInstance, d: ServerGuidProxyDeps): void {
  app.addHook('onRequest', async (request, reply) => {
    const named = serverGuidOf(request);
    if (named === null) return;
    const id = normalizeId(named);
    if (id === d.thisServerId) return;
    const caller = request.caller;
    if (!caller) throw new Unauthorized(request.authFailure ?? undefined);
    const row = id ? d.findServer(id) : undefined;
    if (!row) throw NotFound.resource(named);
    refuseSecondHop(request);
    await forwardToServer(request, reply, row, d.thisServerId, new Set([GUID]));
    return reply;
  });
}

/**
 * Sends a request on to another server of the system, with the caller's own credentials, leaving out the
 * query parameters named in `dropParams` (a Digest request keeps its URL: the header signs it).
 */
export async function forwardToServer(
  request: FastifyRequest,
  reply: FastifyReply,
  row: ServerRow,
  thisServerId: string,
  dropParams: ReadonlySet<string> = new Set(),
): Promise<void> {
  const origin = serverOrigin(row);
  if (!origin) throw new Unavailable(serverOfflineText(row.id));
  const caller = request.caller;
  const path =
    caller?.method === 'digest' || dropParams.size === 0
      ? request.originalUrl
      : withoutQueryParams(request.originalUrl, dropParams);
  // The session cookie goes on only when it is what authenticated the caller here: this server already
  // applied the cookie's same-site rule (§3.3), and the target gets a request from a server, not a page.
  const drop = caller?.method === 'cookie' ? [GUID] : [GUID, 'cookie'];
  await forward(request, reply, {
    origin,
    path,
    headers: forwardedRequestHeaders(request, drop),
    forwardedBy: thisServerId,
    unreachableText: serverOfflineText(row.id),
  });
}
