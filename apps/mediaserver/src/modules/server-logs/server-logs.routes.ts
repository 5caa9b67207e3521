/** Log settings (REST v2) and the legacy log calls (media-server-api §4.3.6). */
import { createReadStream, existsSync } from 'node:fs';
import { type ServerLogSettings, serverLogsEndpoints } from '@argus/contract/mediaserver';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { attachmentHeaderOf } from '../media-streaming/index.ts';
import { type GatherServers, gatherKeyed, type PeerReader } from '../servers/index.ts';
import type { LogSettingsService } from './log-settings.service.ts';

export interface ServerLogsRoutesDeps {
  servers: GatherServers;
  /** Asks other servers of the system, with the caller's credentials, for their own answers. */
  peersFor(request: FastifyRequest): PeerReader;
}

export function serverLogsRoutes(service: LogSettingsService, d: ServerLogsRoutesDeps): Route<Caller>[] {
  return [
    route(serverLogsEndpoints.logSettings, ({ params, request }) =>
      params.id === '*'
        ? gatherKeyed<ServerLogSettings>(
            d.servers,
            service.get('*') as Record<string, ServerLogSettings>,
            d.peersFor(request),
            '/rest/v2/servers/this/logSettings',
          )
        : service.get(params.id),
    ),
    route(serverLogsEndpoints.replaceLogSettings, ({ params, body }) =>
      service.change(params.id, body, true),
    ),
    route(serverLogsEndpoints.changeLogSettings, ({ params, body }) => service.change(params.id, body)),
    route(serverLogsEndpoints.logLevel, ({ query }) =>
      query.value === undefined
        ? service.legacyLevels()
        : service.setLegacyLevel(query.id, query.name, query.value),
    ),
    route(serverLogsEndpoints.downloadLog, async ({ params, reply }) => {
      const { path, fileName } = service.fileToDownload(params.id, params.name);
      reply.type('text/plain; charset=utf-8').header('content-disposition', attachmentHeaderOf(fileName));
      // A log not written yet downloads as an empty file, not as an error.
      return reply.send(existsSync(path) ? createReadStream(path) : '');
    }),
    route(serverLogsEndpoints.showLog, async ({ query, reply }) =>
      reply.type('text/plain').send(await service.tail(query.name, query.lines)),
    ),
  ];
}
