/**
 * The Bookmarks page's search, pure (media-server-api §4.11): what the user typed and chose (text, tags,
 * cameras, days, order) as the query of `GET /rest/v1/devices/* /bookmarks`, the page of the list on screen,
 * and the View address that plays a bookmark.
 */
import type { BookmarkColumn } from '@argus/contract/mediaserver';

export { playAddressOf } from '../view/view-address.ts';

/** The most bookmarks one search lists (the newest first by default); the page says when there are more. */
export const SEARCH_LIMIT = 1000;
/** Rows on one page of the table. */
export const PAGE_SIZE = 20;

/** The orders offered: a column and a direction. */
export const BOOKMARK_ORDERS = ['newest', 'oldest', 'name', 'camera', 'created'] as const;
export type BookmarkOrder = (typeof BOOKMARK_ORDERS)[number];

const ORDER_QUERY: Record<BookmarkOrder, { column: BookmarkColumn; order: 'asc' | 'desc' }> = {
  newest: { column: 'startTime', order: 'desc' },
  oldest: { column: 'startTime', order: 'asc' },
  name: { column: 'name', order: 'asc' },
  camera: { column: 'cameraName', order: 'asc' },
  created: { column: 'creationTime', order: 'desc' },
};

export interface BookmarkSearch {
  /** In the name, description or a tag. */
  text: string;
  /** Having all of these tags. */
  tags: readonly string[];
  /** Of these cameras; none: every camera the caller sees. */
  cameraIds: readonly string[];
  /** The first and last day (`YYYY-MM-DD`, local) the bookmarks overlap; null: open. */
  fromDay: string | null;
  toDay: string | null;
  order: BookmarkOrder;
}

export const EMPTY_SEARCH: BookmarkSearch = {
  text: '',
  tags: [],
  cameraIds: [],
  fromDay: null,
  toDay: null,
  order: 'newest',
};

/** Whether the search narrows the list (an empty list then says "no match", not "no bookmarks"). */
export function isFiltering(search: BookmarkSearch): boolean {
  return (
    search.text.trim() !== '' ||
    search.tags.length > 0 ||
    search.cameraIds.length > 0 ||
    search.fromDay !== null ||
    search.toDay !== null
  );
}

/** Local midnight of a `YYYY-MM-DD` day, `after` days later (a day is 23 or 25 hours when clocks change). */
function midnight(day: string, after = 0): number {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d + after).getTime();
}

/** The list's query: the server filters, orders and limits (`limit` one more, to know there are more). */
export function bookmarkQueryOf(search: BookmarkSearch): Record<string, string> {
  const text = search.text.trim();
  const { column, order } = ORDER_QUERY[search.order];
  return {
    ...(text ? { text } : {}),
    ...(search.tags.length ? { tags: [...search.tags].sort().join(',') } : {}),
    ...(search.cameraIds.length ? { deviceId: [...search.cameraIds].sort().join(',') } : {}),
    ...(search.fromDay ? { startTimeMs: String(midnight(search.fromDay)) } : {}),
    ...(search.toDay ? { endTimeMs: String(midnight(search.toDay, 1)) } : {}),
    column,
    order,
    limit: String(SEARCH_LIMIT + 1),
  };
}

export interface ListPage<T> {
  items: T[];
  /** 1-based, within 1..pages. */
  page: number;
  pages: number;
  /** More matched than the search lists. */
  truncated: boolean;
}

/** One page of what the server listed (at most `SEARCH_LIMIT` of it). */
export function pageOf<T>(found: readonly T[], page: number, size = PAGE_SIZE): ListPage<T> {
  const listed = found.slice(0, SEARCH_LIMIT);
  const pages = Math.max(1, Math.ceil(listed.length / size));
  const at = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return {
    items: listed.slice((at - 1) * size, at * size),
    page: at,
    pages,
    truncated: found.length > SEARCH_LIMIT,
  };
}
