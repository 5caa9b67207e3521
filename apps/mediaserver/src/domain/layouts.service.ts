import {
  isAdmin,
  isNullId,
  type LayoutChangeRequest,
  type LayoutModel,
  NULL_ID,
  normalizeId,
} from '@argus/contract';
import type { Caller } from '../auth/caller.ts';
import { type Db, inTransaction } from '../db/database.ts';
import type { LayoutRow } from '../db/rows.ts';
import { apiErrors } from '../http/api-error.ts';
import { canSeeLayout, resourceAccessOf } from './access-rights.ts';
import { completeLayoutItem, toLayoutModel } from './layouts.mapper.ts';
import type { LayoutsRepository } from './layouts.repository.ts';
import type { UserRolesRepository } from './user-roles.repository.ts';
import type { UsersRepository } from './users.repository.ts';

export interface LayoutsServiceDeps {
  db: Db;
  layouts: LayoutsRepository;
  users: UsersRepository;
  userRoles: UserRolesRepository;
}

/**
 * Layouts (media-server-api §4.10). [design] Reading follows access rights (invisible layouts answer 404);
 * creating and changing is for the layout's owner (`parentId`) or an admin; non-admins own what they create.
 */
export class LayoutsService {
  constructor(private readonly d: LayoutsServiceDeps) {}

  visibleTo(caller: Caller): LayoutModel[] {
    const access = resourceAccessOf(caller, this.d.userRoles.list());
    return this.d.layouts
      .list()
      .filter((l) => canSeeLayout(access, l))
      .map(toLayoutModel);
  }

  /** A layout the caller may see, else 404 as if absent. */
  readable(caller: Caller, rawId: string): LayoutRow {
    const id = normalizeId(rawId);
    const row = id ? this.d.layouts.findById(id) : undefined;
    if (!row || !canSeeLayout(resourceAccessOf(caller, this.d.userRoles.list()), row))
      throw apiErrors.notFound(rawId);
    return row;
  }

  /** Whether the path id names a layout at all (PUT creates when it does not). */
  exists(rawId: string): boolean {
    const id = normalizeId(rawId);
    return id !== null && this.d.layouts.findById(id) !== undefined;
  }

  create(caller: Caller, input: LayoutChangeRequest, pathId?: string): LayoutModel {
    if (input.name === undefined) throw apiErrors.missingParameter('name');
    const rawId = pathId ?? input.id;
    const id = rawId ? normalizeId(rawId) : crypto.randomUUID();
    if (!id || id === NULL_ID) throw apiErrors.invalidParameter('id', rawId);
    const admin = isAdmin(caller.permissions);
    const parentId = this.checkedParent(caller, input.parentId, admin ? NULL_ID : caller.user.id);
    return inTransaction(this.d.db, () => {
      if (this.d.layouts.findById(id)) throw apiErrors.alreadyExists();
      const row = this.d.layouts.insert({ id, parentId, name: input.name!, body: bodyOf(input, {}) });
      return toLayoutModel(row);
    });
  }

  change(caller: Caller, row: LayoutRow, input: LayoutChangeRequest): LayoutModel {
    this.checkWrite(caller, row);
    if (input.id !== undefined && normalizeId(input.id) !== row.id)
      throw apiErrors.invalidParameter('id', input.id);
    const parentId =
      input.parentId === undefined ? row.parentId : this.checkedParent(caller, input.parentId, NULL_ID);
    return inTransaction(this.d.db, () => {
      const updated = this.d.layouts.update(row.id, {
        parentId,
        name: input.name ?? row.name,
        body: bodyOf(input, row.body),
      });
      if (!updated) throw apiErrors.notFound(row.id);
      return toLayoutModel(updated);
    });
  }

  remove(caller: Caller, row: LayoutRow): void {
    this.checkWrite(caller, row);
    this.d.layouts.remove(row.id);
  }

  private checkWrite(caller: Caller, row: LayoutRow): void {
    if (!isAdmin(caller.permissions) && row.parentId !== caller.user.id) throw apiErrors.forbidden();
  }

  /** The owner of a layout: the null id (shared) or an existing user; non-admins may only name themselves. */
  private checkedParent(caller: Caller, raw: string | null | undefined, fallback: string): string {
    if (raw === undefined) return fallback;
    const parentId = isNullId(raw) ? NULL_ID : normalizeId(raw);
    if (!parentId || (parentId !== NULL_ID && !this.d.users.findById(parentId)))
      throw apiErrors.invalidParameter('parentId', raw);
    if (!isAdmin(caller.permissions) && parentId !== caller.user.id) throw apiErrors.forbidden();
    return parentId;
  }
}

/** Layout fields without a column, merged over the stored ones (arrays replace). */
function bodyOf(input: LayoutChangeRequest, stored: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, parentId: _p, name: _n, typeId: _t, items, ...rest } = input;
  const body: Record<string, unknown> = { ...stored };
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) body[k] = v;
  if (items !== undefined) body.items = items.map((item) => completeLayoutItem(item));
  return body;
}
