/** Layouts, REST v1/v2 (media-server-api §4.10). */
import { layoutsEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { crudRoutes } from '../../crud/crud.routes.ts';
import type { Route } from '../../http/route.ts';
import type { LayoutsService } from './layouts.service.ts';

export function layoutsRoutes(layouts: LayoutsService): Route<Caller>[] {
  return crudRoutes(layoutsEndpoints, layouts);
}
