export { type BookmarkFilter, BookmarksRepository, type StoredBookmark } from './bookmarks.repository.ts';
export { BookmarksService, toBookmarkModel } from './bookmarks.service.ts';
