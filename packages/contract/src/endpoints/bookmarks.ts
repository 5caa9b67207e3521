/**
 * Bookmarks (media-server-api §4.11): listed with `access` and view-bookmarks (per camera: the caller's
 * reach), written with manage-bookmarks. `deviceId` in the path may be `*` for every camera the caller sees.
 */
import * as z from 'zod/mini';
import { endpointGroup, V1_V2 } from '../mediaserver/endpoint.ts';
import {
  bookmarkChangeRequestSchema,
  bookmarkCreateRequestSchema,
  bookmarkModelSchema,
  bookmarksQuerySchema,
  bookmarkTagCountsSchema,
  bookmarkTagsQuerySchema,
} from '../schemas/bookmarks.ts';

const rest = endpointGroup({ family: 'rest', tag: 'Bookmarks', versions: V1_V2 });

export const bookmarksEndpoints = {
  list: rest({
    method: 'GET',
    path: '/rest/:version/devices/:id/bookmarks',
    summary: 'Bookmarks of a camera, or of every camera the caller sees (`*`), filtered and ordered',
    access: 'GlobalViewBookmarksPermission',
    query: bookmarksQuerySchema,
    reply: z.array(bookmarkModelSchema),
  }),
  get: rest({
    method: 'GET',
    path: '/rest/:version/devices/:id/bookmarks/:bookmarkId',
    summary: 'One bookmark',
    access: 'GlobalViewBookmarksPermission',
    reply: bookmarkModelSchema,
  }),
  tags: rest({
    method: 'GET',
    path: '/rest/:version/devices/:id/bookmarks/:bookmarkId/tags',
    summary:
      'Tags of the bookmarks the caller sees (`*/bookmarks/*/tags`) with their counts, most used first',
    access: 'GlobalViewBookmarksPermission',
    query: bookmarkTagsQuerySchema,
    reply: bookmarkTagCountsSchema,
  }),
  create: rest({
    method: 'POST',
    path: '/rest/:version/devices/:id/bookmarks',
    summary: 'Bookmark a range of a camera archive',
    access: 'GlobalManageBookmarksPermission',
    body: bookmarkCreateRequestSchema,
    reply: bookmarkModelSchema,
  }),
  change: rest({
    method: 'PATCH',
    path: '/rest/:version/devices/:id/bookmarks/:bookmarkId',
    summary: 'Change a bookmark',
    access: 'GlobalManageBookmarksPermission',
    body: bookmarkChangeRequestSchema,
    reply: bookmarkModelSchema,
  }),
  remove: rest({
    method: 'DELETE',
    path: '/rest/:version/devices/:id/bookmarks/:bookmarkId',
    summary: 'Delete a bookmark (its range is no longer kept from retention)',
    access: 'GlobalManageBookmarksPermission',
  }),
};
