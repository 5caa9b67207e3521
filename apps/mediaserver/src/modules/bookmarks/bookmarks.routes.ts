/** Bookmarks (media-server-api §4.11): `/rest/v1/devices/{id|*}/bookmarks[/{bookmarkId}]` and tag counts. */
import { bookmarksEndpoints as ep } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { BookmarksService } from './bookmarks.service.ts';

export function bookmarksRoutes(service: BookmarksService): Route<Caller>[] {
  return [
    route(ep.list, ({ caller, params, query }) => service.list(caller, params.id, query)),
    route(ep.get, ({ caller, params }) => service.get(caller, params.id, params.bookmarkId)),
    route(ep.tags, ({ caller, params, query }) => service.tagCounts(caller, params.id, query.limit)),
    route(ep.create, ({ caller, params, body }) => service.create(caller, params.id, body)),
    route(ep.change, ({ caller, params, body }) =>
      service.change(caller, params.id, params.bookmarkId, body),
    ),
    route(ep.remove, ({ caller, params }) => {
      service.remove(caller, params.id, params.bookmarkId);
    }),
  ];
}
