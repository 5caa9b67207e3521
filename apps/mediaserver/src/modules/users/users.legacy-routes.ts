/** Legacy user and access-right calls (media-server-api §4.6.3, §4.6.2): the same rules as REST. */
import { Forbidden, isAdmin, legacyId, NotFound, normalizeId } from '@argus/contract';
import { usersEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { UserRoleRow } from '../user-roles/index.ts';
import { listAccessRights } from './access-rights.ts';
import { legacyIdFilter, legacyUserWrite } from './users.legacy-input.ts';
import { toLegacyUsers } from './users.legacy-mapper.ts';
import type { UsersService } from './users.service.ts';

/** The custom roles, whose access lists `/ec2/setAccessRights` may also replace. */
export interface AccessListRoles {
  list(): readonly UserRoleRow[];
  find(caller: Caller, rawId: string): UserRoleRow;
  change(caller: Caller, row: UserRoleRow, input: { accessibleResources: string[] }): UserRoleRow;
}

export function usersLegacyRoutes(users: UsersService, roles: AccessListRoles): Route<Caller>[] {
  return [
    route(usersEndpoints.legacyList, ({ caller, query }) => {
      const id = legacyIdFilter(query.id);
      const visible = users.visibleTo(caller);
      return toLegacyUsers(id === undefined ? visible : visible.filter((u) => u.id === id));
    }),
    route(usersEndpoints.legacySave, async ({ caller, body }) => {
      const id = body.id ? normalizeId(body.id) : null;
      const target = id ? users.findById(id) : undefined;
      const write = legacyUserWrite(body, target);
      if (target) return { id: legacyId((await users.change(caller, target, write)).id) };
      if (!isAdmin(caller.permissions)) throw new Forbidden();
      return { id: legacyId((await users.create(caller, write)).id) };
    }),
    route(usersEndpoints.legacyRemove, async ({ caller, body }) => {
      const target = users.findById(normalizeId(body.id)!);
      if (!target) throw NotFound.resource(body.id);
      await users.remove(caller, target);
      return { id: legacyId(target.id) };
    }),
    route(usersEndpoints.accessRights, () => listAccessRights(users.all(), roles.list())),
    route(usersEndpoints.setAccessRights, async ({ caller, body }) => {
      const id = normalizeId(body.userId)!;
      const user = users.findById(id);
      const change = { accessibleResources: body.resourceIds };
      const saved = user
        ? (await users.change(caller, user, change)).accessibleResources
        : roles.change(caller, roles.find(caller, id), change).accessibleResources;
      return { userId: legacyId(id), resourceIds: saved.map(legacyId) };
    }),
  ];
}
