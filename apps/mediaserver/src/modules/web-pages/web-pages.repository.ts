import { type CrudRepository, crudRepository } from '../../crud/index.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { type WebPageRow, webPages } from './web-pages.table.ts';

/** Queries on web pages. */
export function webPagesRepository(db: Db, feed: ChangeFeed): CrudRepository<WebPageRow> {
  return crudRepository(db, feed, webPages, { name: 'web_pages', orderBy: [webPages.name, webPages.id] });
}
