/**
 * The relay (docs/cloud-link.md §3, §5, §6): takes a request for a system (`relay-target.ts`) before Fastify
 * parses anything, and answers it over this node's link of the system, or forwards it to the node that holds
 * the link, or answers 404 (no such system) / 503 (the system is offline) in the cloud's words.
 */
import { CloudError, RELAY_HOP_HEADER } from '@argus/contract/cloud';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { SystemsRepository } from '../systems/index.ts';
import type { LinkTimings } from './link-timings.ts';
import type { LiveLinks } from './live-links.ts';
import type { NodeIdentity } from './node-identity.ts';
import { sendErrorReply } from './raw-replies.ts';
import { corsHeaders, preflightHeaders } from './relay-cors.ts';
import { forwardToNode } from './relay-forward.ts';
import { type ClientOfRequest, headersForServer, responseHeaders } from './relay-headers.ts';
import { offline, relayOverLink } from './relay-over-link.ts';
import { relayTargetOf } from './relay-target.ts';
import { isLive } from './system-health.ts';
import type { SystemLinksRepository } from './system-links.repository.ts';

export interface RelaySources {
  registry: Pick<LiveLinks, 'get'>;
  links: Pick<SystemLinksRepository, 'find'>;
  systems: Pick<SystemsRepository, 'findById'>;
  node: Pick<NodeIdentity, 'nodeId'>;
  timings: Pick<LinkTimings, 'staleMs'>;
  clock: Clock;
  /** The portal's origin (the only one CORS allows). */
  portalOrigin: string;
  /** Whether every answered request is logged (Fastify does not log a request the relay took over). */
  logEveryRequest: boolean;
}

/** Installs the relay in front of every route (an `onRequest` hook, so no body is parsed or limited). */
export function installRelay(app: FastifyInstance, s: RelaySources): void {
  app.addHook('onRequest', (request, reply, done) => {
    const target = relayTargetOf(request.raw);
    if (!target) return done();
    reply.hijack();
    if (s.logEveryRequest) logWhenAnswered(request, reply);
    relay(request, reply, target, s).catch((error: unknown) => {
      request.log.error({ err: error }, 'relay failed');
      sendErrorReply(reply.raw, new CloudError('unknownError'));
    });
  });
}

async function relay(
  request: FastifyRequest,
  reply: FastifyReply,
  target: NonNullable<ReturnType<typeof relayTargetOf>>,
  s: RelaySources,
): Promise<void> {
  const raw = request.raw;
  const res = reply.raw;
  const preflight = preflightHeaders(raw, s.portalOrigin);
  if (preflight) {
    res.writeHead(204, responseHeaders(preflight, []));
    res.end();
    return;
  }
  const cors = corsHeaders(raw, s.portalOrigin);
  const corsObject = Object.fromEntries(cors);
  const client: ClientOfRequest = { address: request.ip, protocol: request.protocol };
  // A link held here proves the system exists: the common case asks the database nothing.
  const local = s.registry.get(target.systemId);
  if (local)
    return relayOverLink(local.mux, {
      request: raw,
      response: res,
      method: raw.method ?? 'GET',
      path: target.path,
      headers: headersForServer(raw, client, target.viaProxyPath),
      replyHeaders: cors,
    });
  const system = await s.systems.findById(target.systemId);
  if (!system) return sendErrorReply(res, new CloudError('notFound'), corsObject);
  // A request another node sent here is never sent on again (the link moved meanwhile: offline).
  if (raw.headers[RELAY_HOP_HEADER] === undefined) {
    const link = await s.links.find(system.id);
    if (link && link.nodeId !== s.node.nodeId && isLive(link, s.clock(), s.timings.staleMs))
      return forwardToNode(link.nodeUrl, raw, res, client, cors);
  }
  sendErrorReply(res, offline(), corsObject);
}

/** Fastify's own request log line, for a request the relay answered. */
function logWhenAnswered(request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.once('close', () => {
    request.log.info(
      { res: { statusCode: reply.raw.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
}
