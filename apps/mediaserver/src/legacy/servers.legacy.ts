/** Legacy server calls (media-server-api §4.3.8, §4.3.9): `/ec2` records and times, `/api` module info, restart. */
import {
  type LegacyServerHardwareIds,
  type LegacyServerTime,
  legacyId,
  legacyIdReplySchema,
  legacyMediaServerDataExSchema,
  legacyMediaServerDataSchema,
  legacyOk,
  legacyServerQuerySchema,
  normalizeId,
  type SynchronizedTime,
  saveMediaServerUserAttributesSchema,
  serverInformationSchema,
} from '@argus/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.ts';
import { legacyModuleInformation } from '../domain/servers.info.ts';
import { toLegacyMediaServer, toLegacyMediaServerEx } from '../domain/servers.legacy-model.ts';
import { ServersView } from '../domain/servers.view.ts';
import { timeZoneOffsetMs } from '../host/clock.ts';
import { listeningPort } from '../host/listening-port.ts';
import { defineRoutes } from '../http/route.ts';
import { restartAfterReply } from '../http/servers.routes.ts';

export function serversLegacyRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const view = new ServersView(ctx, () => listeningPort(app.server, ctx.config.port));
    const { service } = view;
    /** Rows selected by the optional `?id=`; an unknown id gives an empty list. */
    const selectedRows = (id: string | undefined) => {
      const wanted = id === undefined ? null : normalizeId(id);
      return service.list().filter((r) => wanted === null || r.id === wanted);
    };
    const moduleInfo = async (allModules: boolean) => {
      const list = (await view.info(allModules ? '*' : 'this')).map(legacyModuleInformation);
      return legacyOk(allModules ? list : list[0]);
    };
    defineRoutes(
      app,
      [
        {
          method: 'GET',
          url: '/ec2/getMediaServers',
          summary: 'Legacy server records',
          access: 'access',
          query: legacyServerQuerySchema,
          reply: legacyMediaServerDataSchema,
          handler: async ({ query }) =>
            Promise.all(
              selectedRows(query.id).map(async (row) => toLegacyMediaServer(await view.model(row))),
            ),
        },
        {
          method: 'GET',
          url: '/ec2/getMediaServersEx',
          summary: 'Legacy server records with attributes, parameters and storages',
          access: 'access',
          query: legacyServerQuerySchema,
          reply: legacyMediaServerDataExSchema,
          handler: async ({ query }) =>
            Promise.all(
              selectedRows(query.id).map(async (row) => toLegacyMediaServerEx(await view.model(row), row)),
            ),
        },
        {
          method: 'POST',
          url: '/ec2/saveMediaServerUserAttributes',
          summary: 'Legacy partial change of a server (name, cameras, failover, backup bitrate, location)',
          access: 'admin',
          body: saveMediaServerUserAttributesSchema,
          reply: legacyIdReplySchema,
          handler: ({ body }) => ({ id: legacyId(service.saveUserAttributes(body).id) }),
        },
        {
          method: 'GET',
          url: '/ec2/getTimeOfServers',
          summary: 'OS and system time of every online server (times as strings)',
          access: 'user',
          handler: () => {
            const nowMs = ctx.clock();
            const reply: LegacyServerTime[] = [
              {
                serverId: legacyId(ctx.identity.serverId),
                osTime: String(Date.now()),
                vmsTime: String(nowMs),
                timeZoneOffset: String(timeZoneOffsetMs(nowMs)),
              },
            ];
            return legacyOk(reply);
          },
        },
        {
          method: 'GET',
          url: '/ec2/getHardwareIdsOfServers',
          summary: 'Hardware ids of every online server (licensing)',
          access: 'admin',
          handler: async () => {
            const [runtime] = await view.runtime('this');
            const reply: LegacyServerHardwareIds[] = [
              { serverId: legacyId(runtime!.id), hardwareIds: runtime!.runtimeData.hardwareIds },
            ];
            return legacyOk(reply);
          },
        },
        {
          method: 'GET',
          url: '/api/synchronizedTime',
          summary: 'System time',
          access: 'user',
          handler: () => {
            const reply: SynchronizedTime = { utcTimeMs: String(ctx.clock()), isTakenFromInternet: false };
            return legacyOk(reply);
          },
        },
        {
          method: 'GET',
          url: '/api/moduleInformation',
          summary: 'Module information of this server (`allModules=true`: of all online servers)',
          access: 'none',
          reply: serverInformationSchema,
          handler: ({ request }) => moduleInfo(isAllModules(request.query)),
        },
        {
          method: 'GET',
          url: '/api/moduleInformationAuthenticated',
          summary: 'Module information, for authenticated callers',
          access: 'user',
          reply: serverInformationSchema,
          handler: ({ request }) => moduleInfo(isAllModules(request.query)),
        },
        {
          method: 'POST',
          url: '/api/restart',
          summary: 'Restart the server process; the reply comes first',
          access: 'admin',
          handler: ({ reply }) => {
            restartAfterReply(ctx, reply);
            return legacyOk(null);
          },
        },
      ],
      { tags: ['Servers (legacy)'] },
    );
  };
}

function isAllModules(query: unknown): boolean {
  const v = (query as Record<string, unknown> | undefined)?.allModules;
  return v === 'true' || v === '1';
}
