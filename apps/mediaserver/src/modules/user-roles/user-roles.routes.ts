/** Custom user roles, REST v1/v2 (media-server-api §4.7) and their legacy calls. */
import { legacyId } from '@argus/contract';
import { userRolesEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { crudRoutes } from '../../crud/crud.routes.ts';
import { type Route, route } from '../../http/route.ts';
import { legacyIdFilter } from '../users/index.ts';
import { legacyPredefinedRoles, toLegacyUserRole } from './user-roles.mapper.ts';
import type { UserRolesService } from './user-roles.service.ts';

export function userRolesRoutes(roles: UserRolesService): Route<Caller>[] {
  return [
    ...crudRoutes(userRolesEndpoints, roles),
    route(userRolesEndpoints.legacyList, ({ query }) => {
      const id = legacyIdFilter(query.id);
      return roles
        .list()
        .filter((r) => id === undefined || r.id === id)
        .map(toLegacyUserRole);
    }),
    route(userRolesEndpoints.legacySave, ({ caller, body }) => {
      const { parentRoleIds: _p, isLdap: _l, id, ...fields } = body;
      const row =
        id && roles.exists(id)
          ? roles.change(caller, roles.find(caller, id), fields)
          : roles.create(caller, fields, id || undefined);
      return toLegacyUserRole(row);
    }),
    route(userRolesEndpoints.legacyRemove, ({ caller, body }) => {
      const row = roles.find(caller, body.id);
      roles.remove(caller, row);
      return { id: legacyId(row.id) };
    }),
    route(userRolesEndpoints.predefined, () => legacyPredefinedRoles()),
  ];
}
