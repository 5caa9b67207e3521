/**
 * The composition root's part for bookmarks: the store (built before recording, whose retention asks it which
 * ranges to keep) and the service, which reaches cameras through the devices service's visibility rules.
 */
import { seesAllResources } from '@argus/contract/mediaserver';
import type { Caller } from './auth/caller.ts';
import type { Cameras } from './compose-cameras.ts';
import type { Db } from './db/database.ts';
import { BookmarksRepository, BookmarksService } from './modules/bookmarks/index.ts';

export function bookmarksStoreOf(db: Db) {
  const repo = new BookmarksRepository(db);
  const isProtected = (cameraId: string, startMs: number, endMs: number) =>
    repo.overlaps(cameraId, startMs, endMs);
  return { repo, isProtected };
}

export function composeBookmarks(d: {
  store: ReturnType<typeof bookmarksStoreOf>;
  cameras: Cameras;
  thisServerId: string;
  clock: () => number;
}) {
  const { service, repository } = d.cameras;
  return new BookmarksService({
    repo: d.store.repo,
    thisServerId: d.thisServerId,
    clock: d.clock,
    cameraIdOf: (caller: Caller, key: string) => service.find(caller, key).id,
    visibleCameraIds: (caller: Caller) =>
      seesAllResources(caller.access) ? null : service.visibleTo(caller).map((r) => r.id),
    cameraNameOf: (id) => repository.findById(id)?.name ?? '',
  });
}
