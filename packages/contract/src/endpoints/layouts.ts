/** Layouts and web pages (media-server-api §4.10). */
import * as z from 'zod/mini';
import { endpointGroup, V1_V2 } from '../mediaserver/endpoint.ts';
import { NULL_ID } from '../schemas/ids.ts';
import {
  LAYOUT_DEFAULTS,
  layoutChangeRequestSchema,
  layoutCreateRequestSchema,
  layoutModelSchema,
} from '../schemas/layouts.ts';
import {
  WEB_PAGE_DEFAULTS,
  webPageChangeRequestSchema,
  webPageCreateRequestSchema,
  webPageModelSchema,
} from '../schemas/web-pages.ts';

/** Defaults for REST default omission of layouts: the layout's own defaults, not the empty values. */
export const LAYOUT_REPLY_DEFAULTS = { ...LAYOUT_DEFAULTS, parentId: NULL_ID };

const layouts = endpointGroup({
  family: 'rest',
  tag: 'Layouts',
  versions: V1_V2,
  defaults: LAYOUT_REPLY_DEFAULTS,
});
const pages = endpointGroup({
  family: 'rest',
  tag: 'Web pages',
  versions: V1_V2,
  defaults: WEB_PAGE_DEFAULTS,
});

export const layoutsEndpoints = {
  list: layouts({
    method: 'GET',
    path: '/rest/:version/layouts',
    summary: 'Layouts the caller may see',
    access: 'access',
    reply: z.array(layoutModelSchema),
  }),
  get: layouts({
    method: 'GET',
    path: '/rest/:version/layouts/:id',
    summary: 'One layout (404 when the caller may not see it)',
    access: 'access',
    reply: layoutModelSchema,
  }),
  create: layouts({
    method: 'POST',
    path: '/rest/:version/layouts',
    summary: 'Create a layout (shared when an admin omits parentId; owned by the caller otherwise)',
    access: 'access',
    body: layoutCreateRequestSchema,
    reply: layoutModelSchema,
  }),
  createWithId: layouts({
    method: 'POST',
    path: '/rest/:version/layouts/:id',
    summary: 'Not allowed: POST creates without an id in the path',
    access: 'access',
    hidden: true,
  }),
  replace: layouts({
    method: 'PUT',
    path: '/rest/:version/layouts/:id',
    summary: 'Change a layout (its owner or an admin); an unknown id creates it',
    access: 'access',
    body: layoutChangeRequestSchema,
    reply: layoutModelSchema,
  }),
  change: layouts({
    method: 'PATCH',
    path: '/rest/:version/layouts/:id',
    summary: 'Change a layout (its owner or an admin)',
    access: 'access',
    body: layoutChangeRequestSchema,
    reply: layoutModelSchema,
  }),
  remove: layouts({
    method: 'DELETE',
    path: '/rest/:version/layouts/:id',
    summary: 'Delete a layout (its owner or an admin)',
    access: 'access',
  }),
};

export const webPagesEndpoints = {
  list: pages({
    method: 'GET',
    path: '/rest/:version/webPages',
    summary: 'Web pages the caller may see',
    access: 'access',
    reply: z.array(webPageModelSchema),
  }),
  get: pages({
    method: 'GET',
    path: '/rest/:version/webPages/:id',
    summary: 'One web page (404 when the caller may not see it)',
    access: 'access',
    reply: webPageModelSchema,
  }),
  create: pages({
    method: 'POST',
    path: '/rest/:version/webPages',
    summary: 'Create a web page',
    access: 'admin',
    body: webPageCreateRequestSchema,
    reply: webPageModelSchema,
  }),
  createWithId: pages({
    method: 'POST',
    path: '/rest/:version/webPages/:id',
    summary: 'Not allowed: POST creates without an id in the path',
    access: 'admin',
    hidden: true,
  }),
  replace: pages({
    method: 'PUT',
    path: '/rest/:version/webPages/:id',
    summary: 'Change a web page; an unknown id creates it',
    access: 'admin',
    body: webPageChangeRequestSchema,
    reply: webPageModelSchema,
  }),
  change: pages({
    method: 'PATCH',
    path: '/rest/:version/webPages/:id',
    summary: 'Change a web page',
    access: 'admin',
    body: webPageChangeRequestSchema,
    reply: webPageModelSchema,
  }),
  remove: pages({
    method: 'DELETE',
    path: '/rest/:version/webPages/:id',
    summary: 'Delete a web page',
    access: 'admin',
  }),
};
