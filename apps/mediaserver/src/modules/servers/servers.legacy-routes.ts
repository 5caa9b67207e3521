/** Legacy server calls (media-server-api §4.3.8, §4.3.9): `/ec2` records and times, `/api` module info, restart. */
import { legacyId, normalizeId } from '@argus/contract';
import { type LegacyStorageData, serversEndpoints } from '@argus/contract/mediaserver';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../../auth/caller.ts';
import { timeZoneOffsetMs } from '../../host/clock.ts';
import { type Route, route } from '../../http/route.ts';
import { legacyModuleInformation } from './servers.info.ts';
import { toLegacyMediaServer, toLegacyMediaServerEx } from './servers.legacy-model.ts';
import type { ServersService } from './servers.service.ts';
import type { ServersView } from './servers.view.ts';

export interface ServersLegacyRoutesDeps {
  service: ServersService;
  view: ServersView;
  clock: () => number;
  restartAfterReply(reply: FastifyReply): void;
  /** The storages of a server, for `MediaServerDataEx` (the storage module has them). */
  storagesOf?: (serverId: string) => LegacyStorageData[];
}

export function serversLegacyRoutes(d: ServersLegacyRoutesDeps): Route<Caller>[] {
  const { service, view } = d;
  /** Rows selected by the optional `?id=`; an unknown id gives an empty list. */
  const selectedRows = (id: string | undefined) => {
    const wanted = id === undefined ? null : normalizeId(id);
    return service.list().filter((r) => wanted === null || r.id === wanted);
  };
  const moduleInfo = async (allModules: boolean) => {
    const list = (await view.info(allModules ? '*' : 'this')).map(legacyModuleInformation);
    return allModules ? list : list[0]!;
  };
  return [
    route(serversEndpoints.legacyList, ({ query }) =>
      Promise.all(selectedRows(query.id).map(async (row) => toLegacyMediaServer(await view.model(row)))),
    ),
    route(serversEndpoints.legacyListEx, ({ query }) =>
      Promise.all(
        selectedRows(query.id).map(async (row) =>
          toLegacyMediaServerEx(await view.model(row), row, d.storagesOf?.(row.id) ?? []),
        ),
      ),
    ),
    route(serversEndpoints.saveUserAttributes, ({ body }) => ({
      id: legacyId(service.saveUserAttributes(body).id),
    })),
    route(serversEndpoints.timeOfServers, () => {
      const nowMs = d.clock();
      return [
        {
          serverId: legacyId(service.thisServerId),
          osTime: String(Date.now()),
          vmsTime: String(nowMs),
          timeZoneOffset: String(timeZoneOffsetMs(nowMs)),
        },
      ];
    }),
    route(serversEndpoints.hardwareIds, async () => {
      const [runtime] = await view.runtime('this');
      return [{ serverId: legacyId(runtime!.id), hardwareIds: runtime!.runtimeData.hardwareIds }];
    }),
    route(serversEndpoints.synchronizedTime, () => ({
      utcTimeMs: String(d.clock()),
      isTakenFromInternet: false,
    })),
    route(serversEndpoints.moduleInformation, ({ query }) => moduleInfo(query.allModules ?? false)),
    route(serversEndpoints.moduleInformationAuthenticated, ({ query }) =>
      moduleInfo(query.allModules ?? false),
    ),
    route(serversEndpoints.restartLegacy, ({ reply }) => {
      d.restartAfterReply(reply);
      return null;
    }),
  ];
}
