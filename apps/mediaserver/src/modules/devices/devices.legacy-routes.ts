/** Legacy device calls (media-server-api §4.5.2): cameras, their attributes, types and history. */
import { InvalidParameter, legacyId, normalizeId } from '@argus/contract';
import { devicesEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { legacyResourceTypes } from './device-types.ts';
import { deviceChangeOfAttributes } from './devices.legacy-input.ts';
import type { DevicesService } from './devices.service.ts';
import type { DevicesView } from './devices.view.ts';

export function devicesLegacyRoutes(service: DevicesService, view: DevicesView): Route<Caller>[] {
  return [
    route(devicesEndpoints.legacyList, ({ caller, query }) => {
      const all = view.legacyModels(caller);
      if (query.id === undefined || query.id === '') return all;
      const id = normalizeId(query.id);
      if (!id) throw new InvalidParameter('id', query.id);
      return all.filter((camera) => camera.id === legacyId(id));
    }),
    route(devicesEndpoints.saveUserAttributes, ({ caller, body }) => {
      const row = service.find(caller, normalizeId(body.cameraId)!);
      return { id: legacyId(service.change(caller, row, deviceChangeOfAttributes(body)).id) };
    }),
    route(devicesEndpoints.resourceTypes, () => legacyResourceTypes()),
    route(devicesEndpoints.cameraHistory, ({ caller }) =>
      service.visibleTo(caller).map((row) => ({
        cameraId: legacyId(row.id),
        items: [{ serverGuid: legacyId(row.serverId), timestampMs: row.addedAtMs }],
      })),
    ),
  ];
}
