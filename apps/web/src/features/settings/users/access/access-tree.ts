/**
 * The model of the access editor (issue 19): the cameras a user may see, grouped by their server, and the
 * layouts, as the rows of one flat list (a group row, then its members), narrowed by a search; and the
 * selection, a set of resource ids (the user's `accessibleResources`). Pure and built for 10,000 cameras:
 * one pass to build, set lookups to ask.
 */
import { normalizeId } from '@argus/contract';
import { sortCollator } from '../../../../lib/collation.ts';

export interface AccessCamera {
  id: string;
  name: string;
  serverId: string;
}

export interface AccessNamed {
  id: string;
  name: string;
}

export type AccessGroupKind = 'server' | 'layouts';

export type AccessRow =
  | {
      kind: 'group';
      key: string;
      group: AccessGroupKind;
      /** The server's name (empty for the layouts group, which the view names). */
      label: string;
      /** The ids of its members the search lets through. */
      ids: readonly string[];
    }
  | { kind: 'camera' | 'layout'; key: string; id: string; label: string };

export interface AccessTree {
  rows: readonly AccessRow[];
  /** Every id the search lets through (what "select all" and "select none" act on). */
  shownIds: readonly string[];
  /** Every camera and every layout, searched or not (what the counts count). */
  cameraIds: ReadonlySet<string>;
  layoutIds: ReadonlySet<string>;
}

/** The REST form of an id (the server's replies have it already: one test instead of parsing). */
const REST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const id = (raw: string) => (REST_ID.test(raw) ? raw : (normalizeId(raw) ?? raw));
/**
 * Sorted by keys made once per name (lib/collation.ts), in the collator's order: a collator asked at every
 * comparison took most of the index's time at 10,000 cameras.
 */
const byNameCollator = sortCollator(undefined, { numeric: true, sensitivity: 'base' });
function sortedByName<T extends { name: string }>(items: readonly T[]): T[] {
  const keyed = items.map((item) => ({ ...byNameCollator.collated(item.name), item }));
  keyed.sort((a, b) => byNameCollator.compare(a, b));
  return keyed.map((k) => k.item);
}

interface IndexedItem {
  id: string;
  name: string;
  /** The name in lower case, for the search. */
  key: string;
}

/** The resources sorted and grouped once per list, so that each search only filters. */
export interface AccessIndex {
  groups: readonly { serverId: string; name: string; key: string; members: readonly IndexedItem[] }[];
  layouts: readonly IndexedItem[];
  cameraIds: ReadonlySet<string>;
  layoutIds: ReadonlySet<string>;
}

const indexed = (r: { id: string; name: string }): IndexedItem => ({
  id: id(r.id),
  name: r.name,
  key: r.name.toLocaleLowerCase(),
});

/**
 * Servers, their cameras and the layouts in name order; cameras of an unknown server form a group of their
 * own, named by `unknownServer`.
 */
export function accessIndexOf(
  cameras: readonly AccessCamera[],
  servers: readonly AccessNamed[],
  layouts: readonly AccessNamed[],
  unknownServer = '',
): AccessIndex {
  const serverNames = new Map(servers.map((s) => [id(s.id), s.name]));
  // The group of each server id as the cameras spell it (a few servers: each spelling is read once).
  const groupOf = new Map<string, string>();
  const members = new Map<string, IndexedItem[]>();
  const cameraIds = new Set<string>();
  for (const camera of cameras) {
    let serverId = groupOf.get(camera.serverId);
    if (serverId === undefined) {
      const normal = id(camera.serverId);
      serverId = serverNames.has(normal) ? normal : '';
      groupOf.set(camera.serverId, serverId);
    }
    let list = members.get(serverId);
    if (!list) {
      list = [];
      members.set(serverId, list);
    }
    const item = indexed(camera);
    list.push(item);
    cameraIds.add(item.id);
  }
  const groups = sortedByName(
    [...members.entries()].map(([serverId, list]) => {
      const name = serverNames.get(serverId) ?? unknownServer;
      return { serverId, name, key: name.toLocaleLowerCase(), members: sortedByName(list) };
    }),
  );
  return {
    groups,
    layouts: sortedByName(layouts.map(indexed)),
    cameraIds,
    layoutIds: new Set(layouts.map((l) => id(l.id))),
  };
}

/**
 * The rows for a search: a server group holds its cameras whose name matches (or all of them when the
 * server's name matches); the layouts group the layouts whose name matches. Groups with nothing to show are
 * left out.
 */
export function accessTreeOf(index: AccessIndex, search: string): AccessTree {
  const needle = search.trim().toLocaleLowerCase();
  const matches = (item: { key: string }) => needle === '' || item.key.includes(needle);
  const rows: AccessRow[] = [];
  const shownIds: string[] = [];
  for (const group of index.groups) {
    const shown = matches(group) ? group.members : group.members.filter(matches);
    if (shown.length === 0) continue;
    const ids = shown.map((c) => c.id);
    rows.push({ kind: 'group', key: `server:${group.serverId}`, group: 'server', label: group.name, ids });
    for (const c of shown) rows.push({ kind: 'camera', key: `camera:${c.id}`, id: c.id, label: c.name });
    shownIds.push(...ids);
  }
  const shownLayouts = index.layouts.filter(matches);
  if (shownLayouts.length > 0) {
    const ids = shownLayouts.map((l) => l.id);
    rows.push({ kind: 'group', key: 'layouts', group: 'layouts', label: '', ids });
    for (const l of shownLayouts)
      rows.push({ kind: 'layout', key: `layout:${l.id}`, id: l.id, label: l.name });
    shownIds.push(...ids);
  }
  return { rows, shownIds, cameraIds: index.cameraIds, layoutIds: index.layoutIds };
}

/** The index and the rows of one search at once. */
export function buildAccessTree(
  cameras: readonly AccessCamera[],
  servers: readonly AccessNamed[],
  layouts: readonly AccessNamed[],
  search: string,
  unknownServer = '',
): AccessTree {
  return accessTreeOf(accessIndexOf(cameras, servers, layouts, unknownServer), search);
}

export type GroupState = 'all' | 'some' | 'none';

/** Whether all, some or none of a group's shown members are selected. */
export function groupState(ids: readonly string[], selected: ReadonlySet<string>): GroupState {
  let on = 0;
  for (const member of ids) if (selected.has(member)) on += 1;
  return on === 0 ? 'none' : on === ids.length ? 'all' : 'some';
}

/** The selection with `ids` added (`on`) or taken out; ids it holds of other resources stay. */
export function withIds(selected: ReadonlySet<string>, ids: readonly string[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const member of ids) {
    if (on) next.add(member);
    else next.delete(member);
  }
  return next;
}

/** How many of the cameras and of the layouts are selected. */
export function selectedCounts(tree: AccessTree, selected: ReadonlySet<string>) {
  let cameras = 0;
  let layouts = 0;
  for (const member of selected) {
    if (tree.cameraIds.has(member)) cameras += 1;
    else if (tree.layoutIds.has(member)) layouts += 1;
  }
  return { cameras, layouts, totalCameras: tree.cameraIds.size, totalLayouts: tree.layoutIds.size };
}

/** The ids to store (the ids of the tree are normalised already; the form sorts them when it saves). */
export function accessIds(selected: ReadonlySet<string>): string[] {
  return [...selected];
}
