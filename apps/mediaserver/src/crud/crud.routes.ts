/** The seven REST routes of a plain CRUD resource (media-server-api §1.7, §2.3), from its endpoints. */
import { BadRequest, type EndpointDef, errorTexts } from '@argus/contract';
import type { EndpointAccess } from '@argus/contract/mediaserver';
import type { Caller } from '../auth/caller.ts';
import { type Route, route } from '../http/route.ts';
import type { CrudService } from './crud.service.ts';

type Authenticated = EndpointDef & { access: Exclude<EndpointAccess, 'none'> };
type WithId = Authenticated & { path: `${string}/:id` };

export interface CrudEndpoints {
  list: Authenticated;
  get: WithId;
  create: Authenticated;
  createWithId: WithId;
  replace: WithId;
  change: WithId;
  remove: WithId;
}

export function crudRoutes<Row extends { id: string }, Model, Input extends { id?: string | undefined }>(
  endpoints: CrudEndpoints,
  service: CrudService<Row, Model, Input>,
): Route<Caller>[] {
  return [
    route(endpoints.list, ({ caller }) => service.list(caller).map((r) => service.model(r, caller))),
    route(endpoints.get, ({ caller, params }) => service.model(service.find(caller, params.id), caller)),
    route(endpoints.create, ({ caller, body }) =>
      service.model(service.create(caller, body as Input), caller),
    ),
    route(endpoints.createWithId, () => {
      throw new BadRequest(errorTexts.idNotAllowedOnCreate);
    }),
    route(endpoints.replace, ({ caller, params, body }) =>
      service.model(service.replace(caller, params.id, body as Input), caller),
    ),
    route(endpoints.change, ({ caller, params, body }) =>
      service.model(service.change(caller, service.find(caller, params.id), body as Input), caller),
    ),
    route(endpoints.remove, ({ caller, params }) => {
      service.remove(caller, service.find(caller, params.id));
    }),
  ];
}
