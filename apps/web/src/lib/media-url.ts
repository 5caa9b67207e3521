import type { EndpointDef } from '@argus/contract';
import { type CallOptionsAtRuntime, callUrl } from './endpoint-request.ts';

/**
 * Media addresses (media-server-api §4.13): HLS playlists, progressive streams and exports, thumbnails. The
 * console loads them under `/web`, as the reference names them: the media server strips the prefix (and
 * answers playlists with `/web` addresses of their own), and a cloud relay forwards what is under it.
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
