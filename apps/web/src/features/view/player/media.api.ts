import { hlsQualityOf } from '@argus/contract';
import { useMemo } from 'react';
import { useSystemScope } from '../../../app/scope/system-scope.ts';
import { mediaStreamingEndpoints } from '../../../lib/endpoints.ts';
import type { PlaybackSource } from '../playback/playback-source.ts';
import { socketUrlOf } from './mse-live.ts';

/** The quality a viewer picks: automatic (the player chooses by size and bandwidth), high or low. */
export type QualityChoice = 'auto' | 'hi' | 'lo';
export const QUALITY_CHOICES: readonly QualityChoice[] = ['auto', 'hi', 'lo'];

/** The stream a player asks for: the camera's primary (`hi`) or secondary (`lo`). */
export type TileStream = 'hi' | 'lo';

/** The headers a player's own requests for the system's media carry (the relay's Bearer token in cloud mode). */
export type MediaHeaders = () => Promise<Record<string, string>>;

/** The player's headers; undefined when the media addresses work alone (the cookie session of local mode). */
export function useMediaHeaders(): MediaHeaders | undefined {
  const { client } = useSystemScope();
  return client.mediaUrlsCarryCredentials ? undefined : client.mediaHeaders;
}

/**
 * The HLS master playlist of a camera (media-server-api §4.13): live, or the archive range of the source,
 * of the stream the tile plays (spec 000 §5: `hi` or `lo`).
 */
export function useHlsAddress(cameraId: string, source: PlaybackSource, quality: TileStream): string {
  const { client } = useSystemScope();
  const startMs = source.kind === 'archive' ? source.startMs : null;
  const endMs = source.kind === 'archive' ? source.endMs : null;
  return useMemo(() => {
    const chosen = hlsQualityOf(quality);
    return client.mediaUrl(mediaStreamingEndpoints.hlsPlaylist, {
      params: { file: `${cameraId}.m3u8` },
      query: {
        ...(chosen === 'hi' ? { hi: true } : chosen === 'lo' ? { lo: true } : {}),
        ...(startMs !== null && endMs !== null ? { pos: String(startMs), endPos: String(endMs) } : {}),
      },
    });
  }, [client, cameraId, quality, startMs, endMs]);
}

/**
 * The WebSocket address of a camera's live fMP4 (issue 19: the upgrade of `/media/{cameraId}.mp4`), of the
 * stream the tile plays; null for the archive, and where the media addresses need headers a browser's
 * WebSocket cannot send (the cloud relay's Bearer token): those play HLS.
 */
export function useLiveSocketAddress(
  cameraId: string,
  source: PlaybackSource,
  quality: TileStream,
): string | null {
  const { client } = useSystemScope();
  const live = source.kind === 'live';
  return useMemo(() => {
    if (!live || !client.mediaUrlsCarryCredentials) return null;
    const media = client.mediaUrl(mediaStreamingEndpoints.media, {
      params: { file: `${cameraId}.mp4` },
      query: quality === 'lo' ? { resolution: 'low' } : {},
    });
    return socketUrlOf(media, window.location.href);
  }, [client, cameraId, quality, live]);
}
