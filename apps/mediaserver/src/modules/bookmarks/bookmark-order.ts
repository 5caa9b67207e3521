/**
 * The order of a bookmark list (media-server-api §4.11): by `column` (default `startTime`) or `_orderBy`
 * (a model field such as `creationTimeMs`), ascending unless `order=desc`; ties by start time, then id.
 */
import type { BookmarkColumn, BookmarkModel } from '@argus/contract/mediaserver';

const FIELD_COLUMNS: Record<string, BookmarkColumn> = {
  name: 'name',
  startTimeMs: 'startTime',
  durationMs: 'duration',
  creationTimeMs: 'creationTime',
  creatorUserId: 'creator',
  tags: 'tags',
  description: 'description',
};

type Key = (b: BookmarkModel) => string | number;

function keyOf(column: BookmarkColumn, cameraNameOf: (id: string) => string): Key {
  switch (column) {
    case 'name':
      return (b) => b.name.toLowerCase();
    case 'duration':
      return (b) => b.durationMs;
    case 'creationTime':
      return (b) => b.creationTimeMs;
    case 'creator':
      return (b) => b.creatorUserId ?? '';
    case 'tags':
      return (b) => b.tags.join(',').toLowerCase();
    case 'description':
      return (b) => b.description.toLowerCase();
    case 'cameraName':
      return (b) => cameraNameOf(b.deviceId).toLowerCase();
    default:
      return (b) => b.startTimeMs;
  }
}

export function columnOf(column: BookmarkColumn | undefined, orderBy: string | undefined): BookmarkColumn {
  return column ?? (orderBy ? FIELD_COLUMNS[orderBy.replace(/^-/, '')] : undefined) ?? 'startTime';
}

export function sortBookmarks(
  list: BookmarkModel[],
  column: BookmarkColumn,
  order: 'asc' | 'desc',
  cameraNameOf: (id: string) => string,
): BookmarkModel[] {
  const key = keyOf(column, cameraNameOf);
  const sign = order === 'desc' ? -1 : 1;
  return list.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) return sign * (ka < kb ? -1 : 1);
    // Ties keep archive order whichever way the column goes.
    if (a.startTimeMs !== b.startTimeMs) return a.startTimeMs - b.startTimeMs;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}
