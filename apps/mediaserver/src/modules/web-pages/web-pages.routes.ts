/** Web pages, REST v1/v2 (media-server-api §4.10). */
import { webPagesEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { crudRoutes } from '../../crud/crud.routes.ts';
import type { Route } from '../../http/route.ts';
import type { WebPagesService } from './web-pages.service.ts';

export function webPagesRoutes(pages: WebPagesService): Route<Caller>[] {
  return crudRoutes(webPagesEndpoints, pages);
}
