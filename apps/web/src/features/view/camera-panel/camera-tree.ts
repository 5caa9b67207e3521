import { sortCollator } from '../../../lib/collation.ts';
import type { ListedCamera } from '../../cameras/list/camera-search.ts';

/**
 * The View page's camera tree as data: the cameras grouped by server or by user-defined group, the rows a
 * search and the collapsed groups leave (flattened once per change, so the virtual list only indexes an
 * array), and where the arrow keys move. Pure: 10,000 cameras group in one pass and flatten in another.
 */

/** What the tree groups by: the server a camera is on, or the group a user put it in. */
export type TreeMode = 'server' | 'group';
export const TREE_MODES: readonly TreeMode[] = ['server', 'group'];

export interface TreeGroup {
  /** `server:{id}`, `group:{id or name}`, or {@link NO_GROUP_KEY}. */
  readonly key: string;
  readonly label: string;
  /** In the order of the list (by name). */
  readonly cameras: readonly ListedCamera[];
}

/** The group of the cameras that are in no user-defined group (listed last). */
export const NO_GROUP_KEY = 'group:';

export type TreeRow =
  | {
      readonly kind: 'group';
      readonly key: string;
      readonly label: string;
      /** Cameras of the group the search leaves (all of them without a search). */
      readonly count: number;
      readonly expanded: boolean;
    }
  | {
      readonly kind: 'camera';
      readonly key: string;
      readonly camera: ListedCamera;
      readonly groupKey: string;
    };

export interface TreeLabels {
  /** The name of a server, '' when it is not known (the id is shown then). */
  serverName(serverId: string): string;
  /** The label of the cameras in no group. */
  noGroup: string;
}

const byLabel = sortCollator(undefined, { sensitivity: 'base', numeric: true });

/** Groups the cameras (already in list order) by server or by group; groups by label, "no group" last. */
export function groupCameras(
  cameras: readonly ListedCamera[],
  mode: TreeMode,
  labels: TreeLabels,
): readonly TreeGroup[] {
  const groups = new Map<string, { key: string; label: string; cameras: ListedCamera[] }>();
  for (const camera of cameras) {
    let key: string;
    let label: string;
    if (mode === 'server') {
      key = `server:${camera.serverId}`;
      label = camera.serverId;
    } else {
      const id = camera.groupId || camera.groupName;
      key = id ? `group:${id}` : NO_GROUP_KEY;
      label = id ? camera.groupName || camera.groupId : labels.noGroup;
    }
    let group = groups.get(key);
    if (!group) {
      if (mode === 'server') label = labels.serverName(camera.serverId) || camera.serverId;
      group = { key, label, cameras: [] };
      groups.set(key, group);
    }
    group.cameras.push(camera);
  }
  const keyed = [...groups.values()].map((g) => ({ ...byLabel.collated(g.label), g }));
  keyed.sort(
    (a, b) =>
      Number(a.g.key === NO_GROUP_KEY) - Number(b.g.key === NO_GROUP_KEY) ||
      byLabel.compare(a, b) ||
      a.g.key.localeCompare(b.g.key),
  );
  return keyed.map((k) => k.g);
}

/**
 * The rows in view: each group that has cameras the search leaves, then (unless it is collapsed) those
 * cameras. `query` is lower-cased and trimmed by the caller; it matches {@link ListedCamera.searchText}.
 */
export function flattenTree(
  groups: readonly TreeGroup[],
  query: string,
  collapsed: ReadonlySet<string>,
): readonly TreeRow[] {
  const rows: TreeRow[] = [];
  for (const group of groups) {
    const shown = query ? group.cameras.filter((c) => c.searchText.includes(query)) : group.cameras;
    if (shown.length === 0) continue;
    const expanded = !collapsed.has(group.key);
    rows.push({ kind: 'group', key: group.key, label: group.label, count: shown.length, expanded });
    if (!expanded) continue;
    for (const camera of shown) rows.push({ kind: 'camera', key: camera.id, camera, groupKey: group.key });
  }
  return rows;
}

/** How many cameras the rows' groups hold (what a search leaves, collapsed groups included). */
export function countCameras(rows: readonly TreeRow[]): number {
  let n = 0;
  for (const row of rows) if (row.kind === 'group') n += row.count;
  return n;
}

/** What a key does on the row at `index`: move the focus, collapse/expand a group, or open a camera. */
export type TreeMove =
  | { kind: 'focus'; index: number }
  | { kind: 'toggle'; key: string; expand: boolean }
  | { kind: 'open'; cameraId: string }
  | null;

/**
 * Up/Down move one row, Home/End to the first/last; Right expands a collapsed group or enters an open one,
 * Left collapses an open group or goes from a camera to its group. Enter opens a camera or toggles a group.
 */
export function treeMove(rows: readonly TreeRow[], index: number, key: string): TreeMove {
  const last = rows.length - 1;
  if (last < 0) return null;
  const row = rows[Math.min(Math.max(index, 0), last)] as TreeRow;
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', index: Math.min(index + 1, last) };
    case 'ArrowUp':
      return { kind: 'focus', index: Math.max(index - 1, 0) };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: last };
    case 'ArrowRight':
      if (row.kind !== 'group') return null;
      if (!row.expanded) return { kind: 'toggle', key: row.key, expand: true };
      return index < last ? { kind: 'focus', index: index + 1 } : null;
    case 'ArrowLeft': {
      if (row.kind === 'group') return row.expanded ? { kind: 'toggle', key: row.key, expand: false } : null;
      for (let i = index - 1; i >= 0; i--) if (rows[i]?.kind === 'group') return { kind: 'focus', index: i };
      return null;
    }
    case 'Enter':
      return row.kind === 'group'
        ? { kind: 'toggle', key: row.key, expand: !row.expanded }
        : { kind: 'open', cameraId: row.camera.id };
    default:
      return null;
  }
}

/** The row of a key (after the rows change, the focus stays on its row, or the nearest one before it). */
export function indexOfKey(rows: readonly TreeRow[], key: string | null, fallback: number): number {
  if (key !== null) {
    const at = rows.findIndex((r) => r.key === key);
    if (at >= 0) return at;
  }
  return Math.min(Math.max(fallback, 0), Math.max(rows.length - 1, 0));
}
