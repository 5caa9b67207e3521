/** Users, REST v1/v2 (media-server-api §4.6). Rules of who may do what live in the contract's user-rules. */
import { BadRequest, errorTexts, Forbidden, isAdmin, isUuid, NotFound } from '@argus/contract';
import { usersEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { toUserModel, toUserModels } from './users.mapper.ts';
import type { UsersService } from './users.service.ts';

export function usersRoutes(users: UsersService): Route<Caller>[] {
  return [
    route(usersEndpoints.list, ({ caller }) => toUserModels(users.visibleTo(caller))),
    route(usersEndpoints.get, ({ caller, params }) => toUserModel(users.readable(caller, params.id))),
    route(usersEndpoints.create, async ({ caller, body }) => toUserModel(await users.create(caller, body))),
    route(usersEndpoints.createWithId, () => {
      throw new BadRequest(errorTexts.idNotAllowedOnCreate);
    }),
    route(usersEndpoints.replace, async ({ caller, body, params }) => {
      const target = users.find(params.id);
      if (target) return toUserModel(await users.change(caller, target, body));
      if (!isUuid(params.id)) throw NotFound.resource(params.id);
      if (!isAdmin(caller.permissions)) throw new Forbidden();
      return toUserModel(await users.create(caller, { ...body, id: params.id }));
    }),
    route(usersEndpoints.change, async ({ caller, body, params }) => {
      const target = users.find(params.id);
      if (!target) throw NotFound.resource(params.id);
      return toUserModel(await users.change(caller, target, body));
    }),
    route(usersEndpoints.remove, async ({ caller, params }) => {
      const target = users.find(params.id);
      if (!target) throw NotFound.resource(params.id);
      await users.remove(caller, target);
    }),
  ];
}
