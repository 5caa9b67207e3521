/** Device searches, REST v2 (an Argus decision, docs/api-decisions.md): start, read, stop. */
import { NotFound } from '@argus/contract';
import { cameraSearchEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { CameraSearchService } from './camera-search.service.ts';

/** Searches hang under `/devices/*`: no single device owns them. */
function requireAll(id: string): void {
  if (id !== '*') throw NotFound.resource(id);
}

export function cameraSearchRoutes(searches: CameraSearchService): Route<Caller>[] {
  return [
    route(cameraSearchEndpoints.start, ({ params, body }) => {
      requireAll(params.id);
      return searches.begin({ target: body.target, port: body.port, credentials: body.credentials });
    }),
    route(cameraSearchEndpoints.get, ({ params }) => {
      requireAll(params.id);
      return searches.get(params.searchId);
    }),
    route(cameraSearchEndpoints.stopSearch, ({ params }) => {
      requireAll(params.id);
      searches.stopSearch(params.searchId);
    }),
  ];
}
