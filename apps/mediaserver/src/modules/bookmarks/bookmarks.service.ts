/**
 * Bookmarks as callers see and change them: every call names a camera (`*` for all the caller sees, in
 * reads) that must be within the caller's reach (404 otherwise, as for the camera itself); a bookmark is
 * found only under its own camera. The permissions themselves are the endpoints' (view / manage bookmarks).
 */
import { randomUUID } from 'node:crypto';
import { AlreadyExists, InvalidParameter, NotFound, normalizeId } from '@argus/contract';
import {
  BOOKMARK_TAGS_LIMIT,
  type BookmarkChangeRequest,
  type BookmarkCreateRequest,
  type BookmarkModel,
  type BookmarksQuery,
} from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { columnOf, sortBookmarks } from './bookmark-order.ts';
import type { BookmarksRepository, StoredBookmark } from './bookmarks.repository.ts';

export interface BookmarksDeps {
  repo: BookmarksRepository;
  thisServerId: string;
  clock: () => number;
  /** The id of a camera the caller names and may see (throws NotFound otherwise). */
  cameraIdOf: (caller: Caller, key: string) => string;
  /** The cameras the caller may see; null when it sees every camera. */
  visibleCameraIds: (caller: Caller) => string[] | null;
  cameraNameOf: (id: string) => string;
}

const ALL = '*';

/** A bookmark the server makes itself (an event rule's action). */
export interface ServerBookmarkInput {
  deviceId: string;
  name: string;
  description: string;
  startMs: number;
  durationMs: number;
  tags: readonly string[];
}

export function toBookmarkModel(b: StoredBookmark): BookmarkModel {
  return {
    id: b.id,
    deviceId: b.deviceId,
    serverId: b.serverId,
    name: b.name,
    description: b.description,
    startTimeMs: b.startMs,
    durationMs: b.durationMs,
    tags: b.tags,
    ...(b.creatorUserId ? { creatorUserId: b.creatorUserId } : {}),
    creationTimeMs: b.creationMs,
  };
}

export class BookmarksService {
  constructor(private readonly d: BookmarksDeps) {}

  list(caller: Caller, pathId: string, query: BookmarksQuery): BookmarkModel[] {
    const keys = [...(pathId === ALL ? [] : [pathId]), ...(query.deviceId ?? [])].filter((k) => k !== ALL);
    const deviceIds = keys.length
      ? [...new Set(keys.map((k) => this.d.cameraIdOf(caller, k)))]
      : this.d.visibleCameraIds(caller);
    const found = this.d.repo.list({
      deviceIds,
      startMs: query.startTimeMs,
      endMs: query.endTimeMs,
      creationStartMs: query.creationStartTimeMs,
      creationEndMs: query.creationEndTimeMs,
      text: query.text,
      tags: query.tags,
      minDurationMs: query.minVisibleLengthMs,
    });
    const column = columnOf(query.column, query._orderBy);
    const order = query.order ?? (query._orderBy?.startsWith('-') ? 'desc' : 'asc');
    const sorted = sortBookmarks(found.map(toBookmarkModel), column, order, this.d.cameraNameOf);
    return query.limit ? sorted.slice(0, query.limit) : sorted;
  }

  get(caller: Caller, pathId: string, bookmarkId: string): BookmarkModel {
    return toBookmarkModel(this.find(caller, pathId, bookmarkId));
  }

  tagCounts(caller: Caller, pathId: string, limit: number | undefined): Record<string, number> {
    const deviceIds = pathId === ALL ? this.d.visibleCameraIds(caller) : [this.d.cameraIdOf(caller, pathId)];
    const capped = Math.min(limit || BOOKMARK_TAGS_LIMIT, BOOKMARK_TAGS_LIMIT);
    return this.d.repo.tagCounts(deviceIds, capped);
  }

  create(caller: Caller, pathId: string, input: BookmarkCreateRequest): BookmarkModel {
    const deviceId = this.cameraOfWrite(caller, pathId);
    let id: string = randomUUID();
    if (input.id !== undefined) {
      const given = normalizeId(input.id);
      if (!given) throw new InvalidParameter('id', input.id);
      id = given;
    }
    if (this.d.repo.findById(id)) throw new AlreadyExists();
    this.d.repo.insert(
      {
        id,
        deviceId,
        serverId: this.d.thisServerId,
        name: input.name,
        description: input.description ?? '',
        startMs: input.startTimeMs,
        durationMs: input.durationMs,
        creatorUserId: caller.user.id,
        creationMs: this.d.clock(),
      },
      input.tags ?? [],
    );
    return this.get(caller, deviceId, id);
  }

  /** A bookmark the server makes itself (an event rule's action): no caller, no creator. */
  createByServer(input: ServerBookmarkInput): BookmarkModel {
    const id = randomUUID();
    const { tags, ...fields } = input;
    this.d.repo.insert({ id, ...fields, serverId: this.d.thisServerId, creationMs: this.d.clock() }, tags);
    return toBookmarkModel(this.d.repo.findById(id)!);
  }

  /** Sets the length of a bookmark the server made (its prolonged event ended); false when it is gone. */
  setDurationByServer(bookmarkId: string, durationMs: number): boolean {
    if (!this.d.repo.findById(bookmarkId)) return false;
    this.d.repo.update(bookmarkId, { durationMs });
    return true;
  }

  change(caller: Caller, pathId: string, bookmarkId: string, input: BookmarkChangeRequest): BookmarkModel {
    const found = this.find(caller, this.cameraOfWrite(caller, pathId), bookmarkId);
    this.d.repo.update(
      found.id,
      {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.startTimeMs !== undefined ? { startMs: input.startTimeMs } : {}),
        ...(input.durationMs !== undefined ? { durationMs: input.durationMs } : {}),
      },
      input.tags,
    );
    return this.get(caller, found.deviceId, found.id);
  }

  remove(caller: Caller, pathId: string, bookmarkId: string): void {
    const found = this.find(caller, this.cameraOfWrite(caller, pathId), bookmarkId);
    this.d.repo.remove(found.id);
  }

  /** Writes name one camera: `*` is for reads. */
  private cameraOfWrite(caller: Caller, pathId: string): string {
    if (pathId === ALL) throw new InvalidParameter('id', pathId);
    return this.d.cameraIdOf(caller, pathId);
  }

  private find(caller: Caller, pathId: string, bookmarkId: string): StoredBookmark {
    const id = normalizeId(bookmarkId);
    const found = id ? this.d.repo.findById(id) : null;
    if (!found) throw NotFound.resource(bookmarkId);
    const visible =
      pathId === ALL
        ? (this.d.visibleCameraIds(caller)?.includes(found.deviceId) ?? true)
        : this.d.cameraIdOf(caller, pathId) === found.deviceId;
    if (!visible) throw NotFound.resource(bookmarkId);
    return found;
  }
}
