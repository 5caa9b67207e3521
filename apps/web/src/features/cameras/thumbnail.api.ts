import { THUMBNAIL_PREVIEW_HEIGHT } from '@argus/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import { thumbnailsEndpoints } from '../../lib/endpoints.ts';

/** How often a camera's live preview is read again while it is on screen. */
export const LIVE_THUMBNAIL_REFRESH_MS = 5000;

/**
 * A camera's newest frame (`time=LATEST`: live from the camera, or its newest chunk), as a JPEG Blob, null
 * when there is none yet (204); read again every few seconds while the page is visible.
 */
export function useLatestThumbnail(cameraId: string, height: number) {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: systemKey(systemId, 'thumbnails', cameraId, 'latest', height),
    queryFn: async ({ signal }) =>
      (
        await client.fetchMedia(thumbnailsEndpoints.cameraThumbnail, {
          query: { cameraId, time: 'LATEST', height: String(height) },
          signal,
        })
      ).blob,
    refetchInterval: LIVE_THUMBNAIL_REFRESH_MS,
    placeholderData: keepPreviousData,
    gcTime: 30_000,
  });
}

/** The archive frame nearest a time (120 px high: spec 000 §9), kept once read; null time asks for nothing. */
export function useArchiveThumbnail(
  cameraId: string,
  timeMs: number | null,
  height = THUMBNAIL_PREVIEW_HEIGHT,
) {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: systemKey(systemId, 'thumbnails', cameraId, timeMs, height),
    queryFn: async ({ signal }) =>
      (
        await client.fetchMedia(thumbnailsEndpoints.cameraThumbnail, {
          query: { cameraId, time: String(timeMs), height: String(height) },
          signal,
        })
      ).blob,
    enabled: timeMs !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
  });
}
