/** Devices, REST v1/v2 (media-server-api §4.5.1): v1 replies without `deviceType`, v2 with it. */
import { BadRequest, errorTexts } from '@argus/contract';
import { devicesEndpoints } from '@argus/contract/mediaserver';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { ApiVersion } from './devices.mapper.ts';
import type { DevicesService } from './devices.service.ts';
import type { DevicesView } from './devices.view.ts';

const versionOf = (request: FastifyRequest): ApiVersion =>
  (request.params as { version?: string }).version === 'v2' ? 'v2' : 'v1';

export function devicesRoutes(service: DevicesService, view: DevicesView): Route<Caller>[] {
  return [
    route(devicesEndpoints.list, ({ caller, request }) => view.models(caller, versionOf(request))),
    route(devicesEndpoints.get, ({ caller, params, request }) =>
      view.model(caller, service.find(caller, params.id), versionOf(request)),
    ),
    route(devicesEndpoints.create, ({ caller, body, request }) =>
      view.model(caller, service.create(caller, body), versionOf(request)),
    ),
    route(devicesEndpoints.createWithId, () => {
      throw new BadRequest(errorTexts.idNotAllowedOnCreate);
    }),
    route(devicesEndpoints.replace, ({ caller, params, body, request }) =>
      view.model(caller, service.replace(caller, params.id, body), versionOf(request)),
    ),
    route(devicesEndpoints.change, ({ caller, params, body, request }) =>
      view.model(caller, service.change(caller, service.find(caller, params.id), body), versionOf(request)),
    ),
    route(devicesEndpoints.remove, ({ caller, params }) => {
      service.remove(caller, service.find(caller, params.id));
    }),
  ];
}
