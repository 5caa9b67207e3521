/**
 * Media URLs (media-server-api §4.13): HLS live and archive playlists with their segments, and progressive
 * streams and exports. Each is served again under `/web`. The replies are media, sent by the handlers; a
 * request that cannot be served gets the JSON error body (§2.4).
 */

import { endpointGroup } from '../mediaserver/endpoint.ts';
import { hlsQuerySchema, mediaQuerySchema } from '../schemas/media-streaming.ts';

const media = endpointGroup({ family: 'rest', tag: 'Media' });

export const mediaStreamingEndpoints = {
  hlsPlaylist: media({
    method: 'GET',
    path: '/hls/:file',
    summary:
      'HLS playlist of a camera (`{cameraId}.m3u8`): the master playlist, or with `chunked` the media ' +
      'playlist of live (no `pos`) or the archive from `pos`',
    // Media playlists are fetched with the temporary path key of their master playlist.
    access: 'none',
    query: hlsQuerySchema,
    raw: true,
  }),
  hlsSegment: media({
    method: 'GET',
    path: '/hls/:cameraId/:segment',
    summary: 'One segment of an HLS playlist (MPEG-TS, remuxed from the archive without re-encoding)',
    access: 'none',
    query: hlsQuerySchema,
    raw: true,
  }),
  media: media({
    method: 'GET',
    path: '/media/:file',
    summary:
      'Progressive stream or export of a camera (`{cameraId}.mp4|mkv|webm`) from the archive; mp4 and mkv ' +
      'join the chunks without re-encoding, webm is transcoded. A WebSocket upgrade of `{cameraId}.mp4` ' +
      'without `pos` is live fragmented MP4 for Media Source Extensions: a text message with the MIME type ' +
      'and codecs, then the init segment and one fragment per frame from a keyframe',
    access: 'user',
    query: mediaQuerySchema,
    raw: true,
  }),
};
