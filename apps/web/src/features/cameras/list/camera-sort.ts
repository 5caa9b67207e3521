import type { ListedCamera } from './camera-search.ts';

/** The list's columns a user may sort by. */
export const CAMERA_SORT_COLUMNS = ['name', 'address', 'model', 'server', 'recording'] as const;
export type CameraSortColumn = (typeof CAMERA_SORT_COLUMNS)[number];

export interface CameraSort {
  column: CameraSortColumn;
  descending: boolean;
}

/** By name, A to Z: the order the index already has. */
export const DEFAULT_CAMERA_SORT: CameraSort = { column: 'name', descending: false };

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The sort after a click on a column's heading: the same column turns around, another starts ascending. */
export function nextCameraSort(current: CameraSort, column: CameraSortColumn): CameraSort {
  return current.column === column
    ? { column, descending: !current.descending }
    : { column, descending: false };
}

/**
 * The cameras in the chosen order; ties keep the name order. The index is sorted by name already, so that
 * order costs nothing and hands the same array back.
 */
export function sortCameras(
  rows: readonly ListedCamera[],
  sort: CameraSort,
  serverNameOf: (id: string) => string,
): readonly ListedCamera[] {
  if (sort.column === 'name' && !sort.descending) return rows;
  const keyOf: (c: ListedCamera) => string = {
    name: (c: ListedCamera) => c.name,
    address: (c: ListedCamera) => c.address,
    model: (c: ListedCamera) => c.vendorModel,
    server: (c: ListedCamera) => serverNameOf(c.serverId),
    // Recording cameras first when ascending.
    recording: (c: ListedCamera) => (c.recording ? '0' : '1'),
  }[sort.column];
  const keys = new Map(rows.map((c) => [c, keyOf(c)]));
  const sign = sort.descending ? -1 : 1;
  // Array#sort is stable: equal keys keep the name order of `rows`.
  return [...rows].sort((a, b) => sign * collator.compare(keys.get(a)!, keys.get(b)!));
}
