/** Adding cameras by address: searches and the manual add. */
export { addCameras, type CameraAddingDeps } from './camera-adding.ts';
export { CameraSearchService, type SearchOptions } from './camera-search.service.ts';
