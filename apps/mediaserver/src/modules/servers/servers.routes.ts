/** Servers, REST v1/v2 (media-server-api §4.3): records, module and runtime information, restart. */
import { BadRequest, errorTexts, isUuid, Unavailable } from '@argus/contract';
import { serversEndpoints } from '@argus/contract/mediaserver';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../auth/caller.ts';
import { requireAccess } from '../../http/access.ts';
import { type Route, route } from '../../http/route.ts';
import type { PeerReader } from './servers.peers.ts';
import type { ServersService } from './servers.service.ts';
import { type ServersView, serverOfflineText } from './servers.view.ts';

export interface ServersRoutesDeps {
  service: ServersService;
  view: ServersView;
  restartAfterReply(reply: FastifyReply): void;
  /** Asks other servers of the system, with the caller's credentials, for their own answers. */
  peersFor(request: FastifyRequest): PeerReader;
}

export function serversRoutes({
  service,
  view,
  restartAfterReply,
  peersFor,
}: ServersRoutesDeps): Route<Caller>[] {
  return [
    route(serversEndpoints.list, () => view.models()),
    route(serversEndpoints.create, ({ body }) => view.model(service.create(body))),
    route(serversEndpoints.get, ({ params }) => view.model(service.get(params.id))),
    route(serversEndpoints.createWithId, () => {
      throw new BadRequest(errorTexts.idNotAllowedOnCreate);
    }),
    route(serversEndpoints.replace, ({ caller, params, body }) => {
      if (!isUuid(params.id) || service.exists(params.id))
        return view.model(service.replace(params.id, body));
      // PUT at an unknown id creates the record (media-server-api §1.7), which POST allows owners only.
      requireAccess('owner*', caller);
      return view.model(service.create({ ...body, id: params.id }));
    }),
    route(serversEndpoints.change, ({ params, body }) => view.model(service.patch(params.id, body))),
    route(serversEndpoints.remove, ({ params }) => {
      service.remove(params.id);
    }),
    route(serversEndpoints.info, async ({ params, query, request }) => {
      const list = await view.info(params.id, query._strict ?? false, peersFor(request));
      return params.id === '*' ? list : list[0]!;
    }),
    route(serversEndpoints.restart, ({ params, reply }) => {
      const row = service.get(params.id);
      if (!service.isThis(row)) throw new Unavailable(serverOfflineText(row.id));
      restartAfterReply(reply);
      return {};
    }),
    route(serversEndpoints.runtimeInfo, async ({ params, query, request }) => {
      const list = await view.runtime(params.id, query._strict ?? false, peersFor(request));
      return params.id === '*' ? list : list[0]!;
    }),
  ];
}
