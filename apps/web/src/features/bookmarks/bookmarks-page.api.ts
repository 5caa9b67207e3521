import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSystemScope } from '../../app/scope/system-scope.ts';
import { bookmarksEndpoints } from '../../lib/endpoints.ts';
import { bookmarkKeys } from '../view/bookmarks/bookmarks.api.ts';
import { type BookmarkSearch, bookmarkQueryOf } from './bookmark-search.ts';

/**
 * Every bookmark of the system the caller sees (`GET /rest/v1/devices/* /bookmarks`), searched, ordered and
 * limited on the server; under the bookmarks' key, so adding, changing or deleting one anywhere reads it again.
 */
export function useSystemBookmarks(search: BookmarkSearch, enabled: boolean) {
  const { client, systemId } = useSystemScope();
  const query = bookmarkQueryOf(search);
  return useQuery({
    queryKey: [...bookmarkKeys.all(systemId), 'system', query],
    queryFn: ({ signal }) => client.call(bookmarksEndpoints.list, { params: { id: '*' }, query, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
