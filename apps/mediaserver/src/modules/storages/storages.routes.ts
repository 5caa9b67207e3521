/** Storages, REST v1/v2 (media-server-api §4.4): records, and space and state. */
import { BadRequest, errorTexts } from '@argus/contract';
import { storagesEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { toStorageModel } from './storages.mapper.ts';
import type { StoragesService } from './storages.service.ts';
import type { StoragesView } from './storages.view.ts';

export function storagesRoutes(service: StoragesService, view: StoragesView): Route<Caller>[] {
  return [
    route(storagesEndpoints.list, ({ params }) => service.list(params.id).map(toStorageModel)),
    route(storagesEndpoints.create, async ({ params, body }) =>
      toStorageModel(await service.create(params.id, body)),
    ),
    route(storagesEndpoints.get, ({ params }) => toStorageModel(service.find(params.id, params.storageId))),
    route(storagesEndpoints.createWithId, () => {
      throw new BadRequest(errorTexts.idNotAllowedOnCreate);
    }),
    route(storagesEndpoints.replace, async ({ params, body }) =>
      toStorageModel(await service.replace(params.id, params.storageId, body)),
    ),
    route(storagesEndpoints.change, async ({ params, body }) =>
      toStorageModel(await service.change(params.id, params.storageId, body)),
    ),
    route(storagesEndpoints.remove, ({ params }) => {
      service.remove(params.id, params.storageId);
    }),
    route(storagesEndpoints.status, ({ params, query }) =>
      view.status(params.id, params.storageId, query._strict ?? false),
    ),
  ];
}
