/**
 * Bookmarks and their tags in SQLite. A bookmark and its tags are written in one transaction; filters run
 * in SQL (camera, overlapping period, creation period, text, tags having all those asked, least length).
 */
import { and, count, desc, eq, exists, gt, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/database.ts';
import { type BookmarkRow, bookmarks, bookmarkTags, type NewBookmarkRow } from './bookmarks.table.ts';

export interface StoredBookmark extends BookmarkRow {
  tags: string[];
}

export interface BookmarkFilter {
  /** Only these cameras; null: every camera. */
  deviceIds: readonly string[] | null;
  startMs?: number | undefined;
  endMs?: number | undefined;
  creationStartMs?: number | undefined;
  creationEndMs?: number | undefined;
  text?: string | undefined;
  tags?: readonly string[] | undefined;
  minDurationMs?: number | undefined;
}

const uniqueTags = (tags: readonly string[]) => [...new Set(tags)];

export class BookmarksRepository {
  constructor(private readonly db: Db) {}

  insert(row: NewBookmarkRow, tags: readonly string[]): void {
    inTransaction(this.db, () => {
      this.db.insert(bookmarks).values(row).run();
      this.writeTags(row.id, tags);
    });
  }

  update(id: string, change: Partial<NewBookmarkRow>, tags?: readonly string[]): void {
    inTransaction(this.db, () => {
      if (Object.keys(change).length) this.db.update(bookmarks).set(change).where(eq(bookmarks.id, id)).run();
      if (tags) {
        this.db.delete(bookmarkTags).where(eq(bookmarkTags.bookmarkId, id)).run();
        this.writeTags(id, tags);
      }
    });
  }

  /** Deletes a bookmark (its tags go with it); whether there was one. */
  remove(id: string): boolean {
    return this.db.delete(bookmarks).where(eq(bookmarks.id, id)).run().changes > 0;
  }

  findById(id: string): StoredBookmark | null {
    const row = this.db.select().from(bookmarks).where(eq(bookmarks.id, id)).get();
    return row ? this.withTags([row])[0]! : null;
  }

  list(filter: BookmarkFilter): StoredBookmark[] {
    return this.withTags(this.db.select().from(bookmarks).where(this.whereOf(filter)).all());
  }

  /** Tags of the bookmarks of the cameras, with how many bookmarks carry each, most used first. */
  tagCounts(deviceIds: readonly string[] | null, limit: number): Record<string, number> {
    const n = count();
    const rows = this.db
      .select({ tag: bookmarkTags.tag, n })
      .from(bookmarkTags)
      .innerJoin(bookmarks, eq(bookmarks.id, bookmarkTags.bookmarkId))
      .where(deviceIds ? inArray(bookmarks.deviceId, [...deviceIds]) : undefined)
      .groupBy(bookmarkTags.tag)
      .orderBy(desc(n), bookmarkTags.tag)
      .limit(limit)
      .all();
    return Object.fromEntries(rows.map((r) => [r.tag, r.n]));
  }

  /** Whether any bookmark of the camera overlaps [startMs, endMs). */
  overlaps(deviceId: string, startMs: number, endMs: number): boolean {
    return !!this.db
      .select({ id: bookmarks.id })
      .from(bookmarks)
      .where(
        and(
          eq(bookmarks.deviceId, deviceId),
          lt(bookmarks.startMs, endMs),
          gt(sql`${bookmarks.startMs} + ${bookmarks.durationMs}`, startMs),
        ),
      )
      .get();
  }

  private whereOf(f: BookmarkFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (f.deviceIds) conditions.push(inArray(bookmarks.deviceId, [...f.deviceIds]));
    if (f.endMs !== undefined) conditions.push(lt(bookmarks.startMs, f.endMs));
    if (f.startMs !== undefined)
      conditions.push(gt(sql`${bookmarks.startMs} + ${bookmarks.durationMs}`, f.startMs));
    if (f.creationStartMs !== undefined) conditions.push(gte(bookmarks.creationMs, f.creationStartMs));
    if (f.creationEndMs !== undefined) conditions.push(lte(bookmarks.creationMs, f.creationEndMs));
    if (f.minDurationMs) conditions.push(gte(bookmarks.durationMs, f.minDurationMs));
    for (const tag of f.tags ?? []) conditions.push(exists(this.tagQuery(eq(bookmarkTags.tag, tag))));
    const text = f.text?.trim().toLowerCase();
    if (text) {
      const has = (column: SQL) => sql`instr(lower(${column}), ${text}) > 0`;
      conditions.push(
        or(
          has(sql`${bookmarks.name}`),
          has(sql`${bookmarks.description}`),
          exists(this.tagQuery(has(sql`${bookmarkTags.tag}`))),
        ),
      );
    }
    return and(...conditions);
  }

  private tagQuery(condition: SQL) {
    return this.db
      .select({ one: sql`1` })
      .from(bookmarkTags)
      .where(and(eq(bookmarkTags.bookmarkId, bookmarks.id), condition));
  }

  private writeTags(id: string, tags: readonly string[]): void {
    const unique = uniqueTags(tags);
    if (unique.length)
      this.db
        .insert(bookmarkTags)
        .values(unique.map((tag) => ({ bookmarkId: id, tag })))
        .run();
  }

  private withTags(rows: BookmarkRow[]): StoredBookmark[] {
    if (rows.length === 0) return [];
    const tags = new Map<string, string[]>();
    const ids = rows.map((r) => r.id);
    // In slices: SQLite limits the number of bound values.
    for (let at = 0; at < ids.length; at += 500) {
      for (const t of this.db
        .select()
        .from(bookmarkTags)
        .where(inArray(bookmarkTags.bookmarkId, ids.slice(at, at + 500)))
        .all())
        tags.set(t.bookmarkId, [...(tags.get(t.bookmarkId) ?? []), t.tag]);
    }
    return rows.map((r) => ({ ...r, tags: (tags.get(r.id) ?? []).sort() }));
  }
}
