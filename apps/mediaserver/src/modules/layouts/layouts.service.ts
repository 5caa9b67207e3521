/**
 * Layouts (media-server-api §4.10) as a CRUD resource. [design] Reading follows access rights (invisible
 * layouts answer 404); creating and changing is for the layout's owner (`parentId`) or an admin; non-admins
 * own what they create. A layout the caller may open comes without the items of cameras and web pages it may
 * not see (as Nx shows it), and a change of the items keeps those hidden items (issue 19).
 */
import {
  Forbidden,
  InvalidParameter,
  isAdmin,
  isNullId,
  MissingParameter,
  NULL_ID,
  normalizeId,
} from '@argus/contract';
import {
  can,
  itemsAfterChange,
  type LayoutChangeRequest,
  type LayoutItem,
  type LayoutModel,
  visibleLayoutItems,
} from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type CrudHooks, CrudService } from '../../crud/index.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/index.ts';
import { completeLayoutItem, toLayoutModel } from './layouts.mapper.ts';
import type { LayoutsRepository } from './layouts.repository.ts';
import type { LayoutRow } from './layouts.table.ts';

export type LayoutsService = CrudService<LayoutRow, LayoutModel, LayoutChangeRequest>;

export interface LayoutsServiceDeps {
  db: Db;
  layouts: LayoutsRepository;
  users: { findById(id: string): UserRow | undefined };
  /** Whether an id names a camera or web page, whose items follow the caller's access list. */
  isMedia(id: string): boolean;
}

const ref = (row: LayoutRow) => ({ type: 'layout' as const, id: row.id, parentId: row.parentId });

/**
 * Layout fields without a column, merged over the stored ones (arrays replace). `keepItems`: what becomes of
 * the items sent (the stored items the caller was not shown are kept).
 */
function bodyOf(
  input: LayoutChangeRequest,
  stored: Record<string, unknown>,
  keepItems: (sent: LayoutItem[]) => LayoutItem[] = (sent) => sent,
): Record<string, unknown> {
  const { id: _id, parentId: _p, name: _n, typeId: _t, items, ...rest } = input;
  const body: Record<string, unknown> = { ...stored };
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) body[k] = v;
  if (items !== undefined) body.items = keepItems(items.map((item) => completeLayoutItem(item)));
  return body;
}

export function createLayoutsService(d: LayoutsServiceDeps): LayoutsService {
  /** The owner of a layout: the null id (shared) or an existing user; non-admins may only name themselves. */
  function checkedParent(caller: Caller, raw: string | null | undefined, fallback: string): string {
    if (raw === undefined) return fallback;
    const parentId = isNullId(raw) ? NULL_ID : normalizeId(raw);
    if (!parentId || (parentId !== NULL_ID && !d.users.findById(parentId)))
      throw new InvalidParameter('parentId', raw);
    if (!isAdmin(caller.permissions) && parentId !== caller.user.id) throw new Forbidden();
    return parentId;
  }
  function checkWrite(caller: Caller, row: LayoutRow): void {
    if (!can(caller.access, 'edit', ref(row))) throw new Forbidden();
  }

  const hooks: CrudHooks<LayoutRow, LayoutModel, LayoutChangeRequest> = {
    toModel(row, caller) {
      const model = toLayoutModel(row);
      if (!caller) return model;
      return { ...model, items: visibleLayoutItems(caller.access, model.items, d.isMedia) };
    },
    visible: (caller, row) => can(caller.access, 'view', ref(row)),
    newRow(caller, id, input) {
      if (input.name === undefined) throw new MissingParameter('name');
      const fallback = isAdmin(caller.permissions) ? NULL_ID : caller.user.id;
      return {
        id,
        parentId: checkedParent(caller, input.parentId, fallback),
        name: input.name,
        body: bodyOf(input, {}),
      };
    },
    changes(caller, row, input) {
      checkWrite(caller, row);
      return {
        parentId:
          input.parentId === undefined ? row.parentId : checkedParent(caller, input.parentId, NULL_ID),
        name: input.name ?? row.name,
        body: bodyOf(input, row.body, (sent) =>
          itemsAfterChange(caller.access, toLayoutModel(row).items, sent, d.isMedia),
        ),
      };
    },
    checkRemove: checkWrite,
  };
  return new CrudService(d.db, d.layouts, hooks);
}
