/** Adding cameras by address: searches and the manual add. */
export { addCameras, type CameraAddingDeps } from './camera-adding.ts';
export { cameraSearchLegacyRoutes, legacySearchReply } from './camera-search.legacy-routes.ts';
export { cameraSearchRoutes } from './camera-search.routes.ts';
export { CameraSearchService, type SearchOptions } from './camera-search.service.ts';
