export { type BookmarkFilter, BookmarksRepository, type StoredBookmark } from './bookmarks.repository.ts';
export { BookmarksService, type ServerBookmarkInput, toBookmarkModel } from './bookmarks.service.ts';
