/** `/api/manualCamera/*` (the Nx 5.1 server's calls, as the official `add_camera_digest.py` uses them). */
import { legacyId, MissingParameter } from '@argus/contract';
import {
  cameraSearchEndpoints,
  type DeviceSearch,
  LEGACY_SEARCH_STATES,
  type LegacySearchReply,
  manualAddCamerasOfQuery,
} from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { addCameras, type CameraAddingDeps } from './camera-adding.ts';
import type { CameraSearchService } from './camera-search.service.ts';

/** The legacy reply: found devices and those that need credentials are the search's `cameras`. */
export function legacySearchReply(search: DeviceSearch): LegacySearchReply {
  return {
    status: {
      state: LEGACY_SEARCH_STATES[search.status.state],
      current: search.status.current,
      total: search.status.total,
    },
    processUuid: legacyId(search.id),
    cameras: search.devices
      .filter((d) => d.state === 'found' || d.state === 'needsCredentials')
      .map((d) => ({
        name: d.name,
        url: d.url,
        manufacturer: d.manufacturer,
        vendor: d.vendor,
        uniqueId: d.physicalId,
        existsInPool: d.existsInPool,
      })),
  };
}

interface SearchQuery {
  url?: string | undefined;
  start_ip?: string | undefined;
  end_ip?: string | undefined;
  port?: number | undefined;
  user?: string | undefined;
  password?: string | undefined;
}

export function cameraSearchLegacyRoutes(
  searches: CameraSearchService,
  adding: CameraAddingDeps,
): Route<Caller>[] {
  const start = (query: SearchQuery) => {
    const credentials = { user: query.user, password: query.password };
    if (query.url) return legacySearchReply(searches.begin({ target: query.url, credentials }));
    if (!query.start_ip) throw new MissingParameter('start_ip');
    return legacySearchReply(
      searches.begin({ startIp: query.start_ip, endIp: query.end_ip, port: query.port, credentials }),
    );
  };
  return [
    route(cameraSearchEndpoints.search, ({ query }) => start(query)),
    route(cameraSearchEndpoints.searchPost, ({ query }) => start(query)),
    route(cameraSearchEndpoints.status, ({ query }) => legacySearchReply(searches.get(query.uuid))),
    route(cameraSearchEndpoints.add, ({ caller, query }) => {
      addCameras(adding, caller, manualAddCamerasOfQuery(query), query);
      return null;
    }),
    route(cameraSearchEndpoints.addPost, ({ caller, body }) => {
      addCameras(adding, caller, body.cameras, body);
      return null;
    }),
    route(cameraSearchEndpoints.stop, ({ query }) => {
      searches.stopSearch(query.uuid);
      return null;
    }),
    route(cameraSearchEndpoints.stopPost, ({ query }) => {
      searches.stopSearch(query.uuid);
      return null;
    }),
  ];
}
