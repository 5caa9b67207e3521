/**
 * The model of the access editor (issue 19): the cameras a user may see, grouped by their server, and the
 * layouts, as the rows of one flat list (a group row, then its members), narrowed by a search; and the
 * selection, a set of resource ids (the user's `accessibleResources`). Pure and built for 10,000 cameras:
 * one pass to build, set lookups to ask.
 */
import { normalizeId } from '@argus/contract';

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

const id = (raw: string) => normalizeId(raw) ?? raw;
const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });

/**
 * The rows for a search: a server group holds its cameras whose name matches (or all of them when the
 * server's name matches); the layouts group the layouts whose name matches. Groups with nothing to show are
 * left out. Servers, cameras and layouts come in name order; cameras of an unknown server form a group of
 * their own, named by `unknownServer`.
 */
export function buildAccessTree(
  cameras: readonly AccessCamera[],
  servers: readonly AccessNamed[],
  layouts: readonly AccessNamed[],
  search: string,
  unknownServer = '',
): AccessTree {
  const needle = search.trim().toLocaleLowerCase();
  const matches = (text: string) => needle === '' || text.toLocaleLowerCase().includes(needle);
  const serverNames = new Map(servers.map((s) => [id(s.id), s.name]));
  const groups = new Map<string, AccessCamera[]>();
  for (const camera of cameras) {
    const serverId = serverNames.has(id(camera.serverId)) ? id(camera.serverId) : '';
    let members = groups.get(serverId);
    if (!members) {
      members = [];
      groups.set(serverId, members);
    }
    members.push(camera);
  }
  const rows: AccessRow[] = [];
  const shownIds: string[] = [];
  const ordered = [...groups.entries()]
    .map(([serverId, members]) => ({ serverId, name: serverNames.get(serverId) ?? unknownServer, members }))
    .sort(byName);
  for (const { serverId, name, members } of ordered) {
    const shown = matches(name) ? members : members.filter((c) => matches(c.name));
    if (shown.length === 0) continue;
    const ids = [...shown].sort(byName).map((c) => id(c.id));
    rows.push({ kind: 'group', key: `server:${serverId}`, group: 'server', label: name, ids });
    const names = new Map(shown.map((c) => [id(c.id), c.name]));
    for (const cameraId of ids)
      rows.push({ kind: 'camera', key: `camera:${cameraId}`, id: cameraId, label: names.get(cameraId)! });
    shownIds.push(...ids);
  }
  const shownLayouts = layouts.filter((l) => matches(l.name)).sort(byName);
  if (shownLayouts.length > 0) {
    const ids = shownLayouts.map((l) => id(l.id));
    rows.push({ kind: 'group', key: 'layouts', group: 'layouts', label: '', ids });
    for (const layout of shownLayouts)
      rows.push({ kind: 'layout', key: `layout:${id(layout.id)}`, id: id(layout.id), label: layout.name });
    shownIds.push(...ids);
  }
  return {
    rows,
    shownIds,
    cameraIds: new Set(cameras.map((c) => id(c.id))),
    layoutIds: new Set(layouts.map((l) => id(l.id))),
  };
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

/** The ids to store, in a stable order (the set's own ids, normalised). */
export function accessIds(selected: ReadonlySet<string>): string[] {
  return [...selected].map(id).sort();
}
