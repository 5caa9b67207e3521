export { type BookmarkFilter, BookmarksRepository, type StoredBookmark } from './bookmarks.repository.ts';
export { bookmarksRoutes } from './bookmarks.routes.ts';
export { BookmarksService, toBookmarkModel } from './bookmarks.service.ts';
