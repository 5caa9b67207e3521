/**
 * The add-bookmark form, pure: its values, what is wrong with them (i18n keys of the `view` namespace), and
 * the request body for a range (media-server-api §4.11), within the contract's limits.
 */
import {
  BOOKMARK_DESCRIPTION_MAX,
  BOOKMARK_MAX_DURATION_MS,
  BOOKMARK_NAME_MAX,
  BOOKMARK_TAG_MAX,
  BOOKMARK_TAGS_PER_BOOKMARK,
  type BookmarkCreateRequest,
  type BookmarkModel,
} from '@argus/contract/mediaserver';
import type { TimeSpan } from '../timeline/period-layout.ts';

export interface BookmarkFormValues {
  name: string;
  description: string;
  tags: string[];
}

export const EMPTY_BOOKMARK: BookmarkFormValues = { name: '', description: '', tags: [] };

/** The form's values for a bookmark being changed. */
export function formValuesOf(bookmark: BookmarkModel): BookmarkFormValues {
  return { name: bookmark.name, description: bookmark.description, tags: [...bookmark.tags] };
}

export type BookmarkFormErrors = Partial<Record<keyof BookmarkFormValues, string>>;

export function bookmarkErrorsOf(values: BookmarkFormValues): BookmarkFormErrors {
  const errors: BookmarkFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'bookmarks.errors.nameRequired';
  else if (name.length > BOOKMARK_NAME_MAX) errors.name = 'bookmarks.errors.nameLong';
  if (values.description.length > BOOKMARK_DESCRIPTION_MAX)
    errors.description = 'bookmarks.errors.descriptionLong';
  if (
    values.tags.length > BOOKMARK_TAGS_PER_BOOKMARK ||
    values.tags.some((tag) => tag.trim().length > BOOKMARK_TAG_MAX)
  )
    errors.tags = 'bookmarks.errors.tags';
  return errors;
}

/** Whether a range can be bookmarked: a bookmark lasts at most 30 days. */
export function isBookmarkableRange(range: TimeSpan): boolean {
  const length = range.endMs - range.startMs;
  return length > 0 && length <= BOOKMARK_MAX_DURATION_MS;
}

export function bookmarkBodyOf(values: BookmarkFormValues, range: TimeSpan): BookmarkCreateRequest {
  const tags = [...new Set(values.tags.map((tag) => tag.trim()).filter(Boolean))];
  return {
    name: values.name.trim(),
    description: values.description,
    startTimeMs: Math.round(range.startMs),
    durationMs: Math.round(range.endMs - range.startMs),
    tags,
  };
}
