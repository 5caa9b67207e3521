/** Legacy storage calls (media-server-api §4.4.3): `/ec2` records, `/api` space and probe. */
import { legacyId, normalizeId } from '@argus/contract';
import { type LegacySaveStorageRequest, storagesEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { toLegacyStorageData } from './storages.mapper.ts';
import type { StoragesService, StorageWrite } from './storages.service.ts';
import type { StoragesView } from './storages.view.ts';

/** A legacy record as a write: `url` is the path, `addParams` the parameters, `parentId` the server. */
function legacyWrite(body: LegacySaveStorageRequest): StorageWrite & { id?: string; serverId?: string } {
  return {
    ...(body.id === undefined ? {} : { id: body.id }),
    ...(body.parentId === undefined ? {} : { serverId: body.parentId }),
    name: body.name,
    path: body.url,
    spaceLimitB: body.spaceLimit === undefined ? undefined : Number(body.spaceLimit),
    isUsedForWriting: body.usedForWriting,
    isBackup: body.isBackup,
    parameters: body.addParams && Object.fromEntries(body.addParams.map((p) => [p.name, p.value])),
  };
}

export function storagesLegacyRoutes(service: StoragesService, view: StoragesView): Route<Caller>[] {
  return [
    route(storagesEndpoints.legacyList, ({ query }) => {
      const wanted = query.id === undefined || query.id === '' ? null : normalizeId(query.id);
      return service
        .list('*')
        .filter(
          (row) => query.id === undefined || query.id === '' || row.id === wanted || row.serverId === wanted,
        )
        .map(toLegacyStorageData);
    }),
    route(storagesEndpoints.legacySave, async ({ body }) => {
      const [row] = await service.legacySave([legacyWrite(body)]);
      return { id: legacyId(row!.id) };
    }),
    route(storagesEndpoints.legacySaveMany, async ({ body }) => {
      await service.legacySave(body.map(legacyWrite));
      return {};
    }),
    route(storagesEndpoints.legacyRemove, ({ body }) => {
      service.legacyRemove(body.id);
      return { id: body.id };
    }),
    route(storagesEndpoints.space, () => view.space()),
    route(storagesEndpoints.probe, ({ query }) => view.probe(query.path)),
  ];
}
