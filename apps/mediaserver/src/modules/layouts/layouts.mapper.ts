import { NULL_ID, normalizeId } from '@argus/contract';
import {
  LAYOUT_DEFAULTS,
  LAYOUT_ITEM_DEFAULTS,
  type LayoutItem,
  type LayoutModel,
} from '@argus/contract/mediaserver';
import type { LayoutRow } from './layouts.table.ts';

type Obj = Record<string, unknown>;

/** A layout item with every field, ids normalised; a missing id is generated. */
export function completeLayoutItem(item: Obj): LayoutItem {
  const id = (v: unknown) => (typeof v === 'string' ? (normalizeId(v) ?? NULL_ID) : NULL_ID);
  return {
    ...LAYOUT_ITEM_DEFAULTS,
    ...item,
    id:
      typeof item.id === 'string' && item.id
        ? (normalizeId(item.id) ?? crypto.randomUUID())
        : crypto.randomUUID(),
    resourceId: id(item.resourceId),
    zoomTargetId: id(item.zoomTargetId),
  } as LayoutItem;
}

/** The full Layout reply: stored fields over the model defaults (§4.10). */
export function toLayoutModel(row: LayoutRow): LayoutModel {
  const body = row.body as Obj;
  const items = Array.isArray(body.items) ? (body.items as Obj[]).map(completeLayoutItem) : [];
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    ...LAYOUT_DEFAULTS,
    ...(body as Partial<LayoutModel>),
    typeId: LAYOUT_DEFAULTS.typeId,
    items,
  };
}
