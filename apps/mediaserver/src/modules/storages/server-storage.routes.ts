/** A server's archive as a whole (media-server-api §4.3.5, §4.3.7): backup settings, rebuild of the archive. */
import { InvalidParameter, Unavailable } from '@argus/contract';
import {
  ARCHIVE_POOLS,
  type ArchivePool,
  type RebuildArchiveStatus,
  type RebuildLocation,
  serverStorageEndpoints,
} from '@argus/contract/mediaserver';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { type GatherServers, gatherKeyed, type PeerReader, serverOfflineText } from '../servers/index.ts';
import type { ArchiveRebuild } from './archive-rebuild.ts';
import type { BackupSettingsService } from './backup-settings.service.ts';

export interface ServerStorageRoutesDeps {
  backup: BackupSettingsService;
  rebuild: ArchiveRebuild;
  servers: GatherServers & { readonly thisServerId: string; get(param: string): { id: string } };
  /** Asks other servers of the system, with the caller's credentials, for their own answers. */
  peersFor(request: FastifyRequest): PeerReader;
}

const poolsOf = (location: RebuildLocation | undefined): ArchivePool[] =>
  location === undefined || location === 'both' ? [...ARCHIVE_POOLS] : [location];

function poolParam(pool: string): ArchivePool {
  if (!(ARCHIVE_POOLS as readonly string[]).includes(pool)) throw new InvalidParameter('location', pool);
  return pool as ArchivePool;
}

export function serverStorageRoutes(d: ServerStorageRoutesDeps): Route<Caller>[] {
  /** The server a path names; only this one has a rebuild to report or start. */
  const serverOf = (param: string) => {
    if (param === '*') return d.servers.thisServerId;
    const { id } = d.servers.get(param);
    if (id !== d.servers.thisServerId) throw new Unavailable(serverOfflineText(id));
    return id;
  };
  const reply = (param: string, pools: readonly ArchivePool[]) => {
    const id = serverOf(param);
    const status: RebuildArchiveStatus = Object.fromEntries(pools.map((p) => [p, d.rebuild.status(p)]));
    return param === '*' ? { [id]: status } : status;
  };
  const start = (param: string, pools: readonly ArchivePool[]) => {
    serverOf(param);
    for (const pool of pools) d.rebuild.startFull(pool);
    return reply(param, pools);
  };
  const stop = (param: string, pools: readonly ArchivePool[]) => {
    serverOf(param);
    for (const pool of pools) d.rebuild.stop(pool);
    return reply(param, pools);
  };
  return [
    route(serverStorageEndpoints.backupSettings, ({ params }) => d.backup.get(params.id)),
    route(serverStorageEndpoints.changeBackupSettings, ({ params, body }) =>
      d.backup.change(params.id, body),
    ),
    route(serverStorageEndpoints.rebuildStatus, ({ params, request }) =>
      params.id === '*'
        ? gatherKeyed<RebuildArchiveStatus>(
            d.servers,
            reply('*', ARCHIVE_POOLS) as Record<string, RebuildArchiveStatus>,
            d.peersFor(request),
            '/rest/v2/servers/this/rebuildArchive',
          )
        : reply(params.id, ARCHIVE_POOLS),
    ),
    route(serverStorageEndpoints.rebuildStart, ({ params, body }) =>
      start(params.id, poolsOf(body?.location)),
    ),
    route(serverStorageEndpoints.rebuildStop, ({ params }) => stop(params.id, ARCHIVE_POOLS)),
    route(serverStorageEndpoints.rebuildPoolStatus, ({ params }) =>
      reply(params.id, [poolParam(params.pool)]),
    ),
    route(serverStorageEndpoints.rebuildPoolStart, ({ params }) =>
      start(params.id, [poolParam(params.pool)]),
    ),
    route(serverStorageEndpoints.rebuildPoolStop, ({ params }) => stop(params.id, [poolParam(params.pool)])),
    route(serverStorageEndpoints.rebuildLegacy, ({ query }) => {
      const pool: ArchivePool = query.mainPool === '0' ? 'backup' : 'main';
      if (query.action === 'start') d.rebuild.startFull(pool);
      if (query.action === 'stop') d.rebuild.stop(pool);
      return d.rebuild.status(pool);
    }),
  ];
}
