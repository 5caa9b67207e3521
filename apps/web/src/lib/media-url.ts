import type { EndpointDef } from '@argus/contract';
import { type CallOptionsAtRuntime, callUrl } from './endpoint-request.ts';

/**
 * Media addresses (media-server-api §4.13): HLS playlists, progressive streams and exports, thumbnails. The
 * console loads them under `/web`, as the reference names them, after the client's base URL: the media
 * server strips the prefix, and its playlists name only URIs relative to themselves, so a player that came
 * through a relay's path prefix (`<cloud>/api/systems/{id}/proxy`) stays under it.
 */
export const MEDIA_PATH_PREFIX = '/web';

/**
 * The address of a media endpoint, for a player or an image to load itself: the endpoint's path with its
 * parameters and query, under {@link MEDIA_PATH_PREFIX}. Flags are sent as `name=true`, which the server reads
 * as set.
 */
export function mediaUrl(baseUrl: string, endpoint: EndpointDef, options: CallOptionsAtRuntime = {}): string {
  return `${baseUrl}${MEDIA_PATH_PREFIX}${callUrl(endpoint, options)}`;
}
