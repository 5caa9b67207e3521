import {
  BOOKMARK_TAGS_LIMIT,
  type BookmarkChangeRequest,
  type BookmarkCreateRequest,
  type BookmarkModel,
} from '@argus/contract/mediaserver';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../../app/scope/system-scope.ts';
import { bookmarksEndpoints } from '../../../lib/endpoints.ts';

/** The most bookmarks of one camera the page lists and draws. */
export const BOOKMARKS_LIMIT = 500;

export interface BookmarkFilter {
  /** In the name, description or a tag (the server's `text`). */
  text: string;
  /** Having all of these tags. */
  tags: readonly string[];
}

/** Query keys of bookmarks: every list (one camera's, the system's) and the tags are under `all`. */
export const bookmarkKeys = {
  all: (systemId: string) => systemKey(systemId, 'bookmarks'),
  camera: (systemId: string, cameraId: string, filter: BookmarkFilter) =>
    systemKey(systemId, 'bookmarks', cameraId, filter.text.trim(), [...filter.tags].sort().join(',')),
  tags: (systemId: string) => systemKey(systemId, 'bookmarks', 'tags'),
};

/** A camera's bookmarks, latest first, filtered by text and tags on the server. */
export function useCameraBookmarks(cameraId: string, filter: BookmarkFilter, enabled: boolean) {
  const { client, systemId } = useSystemScope();
  const text = filter.text.trim();
  return useQuery({
    queryKey: bookmarkKeys.camera(systemId, cameraId, filter),
    queryFn: () =>
      client.call(bookmarksEndpoints.list, {
        params: { id: cameraId },
        query: {
          ...(text ? { text } : {}),
          ...(filter.tags.length > 0 ? { tags: filter.tags.join(',') } : {}),
          column: 'startTime',
          order: 'desc',
          limit: String(BOOKMARKS_LIMIT),
        },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The tags of the bookmarks the caller sees, most used first (at most 100: spec 000 §9). */
export function useBookmarkTags(enabled: boolean) {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: bookmarkKeys.tags(systemId),
    queryFn: () =>
      client.call(bookmarksEndpoints.tags, {
        params: { id: '*', bookmarkId: '*' },
        query: { limit: String(BOOKMARK_TAGS_LIMIT) },
      }),
    enabled,
    select: (counts) => Object.keys(counts),
  });
}

/** Bookmarks a range of a camera; every bookmark list and the tags are read again. */
export function useCreateBookmark(cameraId: string) {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookmarkCreateRequest) =>
      client.call(bookmarksEndpoints.create, { params: { id: cameraId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all(systemId) }),
  });
}

/** Changes a bookmark under its camera; every bookmark list and the tags are read again. */
export function useChangeBookmark() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookmark, body }: { bookmark: BookmarkModel; body: BookmarkChangeRequest }) =>
      client.call(bookmarksEndpoints.change, {
        params: { id: bookmark.deviceId, bookmarkId: bookmark.id },
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all(systemId) }),
  });
}

/** Deletes a bookmark under its camera. */
export function useRemoveBookmark() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookmark: Pick<BookmarkModel, 'id' | 'deviceId'>) =>
      client.call(bookmarksEndpoints.remove, { params: { id: bookmark.deviceId, bookmarkId: bookmark.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all(systemId) }),
  });
}
