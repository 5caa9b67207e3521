import { THUMBNAIL_PREVIEW_HEIGHT } from '@argus/contract/mediaserver';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type SystemScope, systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import { thumbnailsEndpoints } from '../../lib/endpoints.ts';

/** How often a camera's live preview is read again while it is on screen. */
export const LIVE_THUMBNAIL_REFRESH_MS = 5000;

/** A camera's frame at `time` (ms, or `LATEST`) as a JPEG Blob, null when there is none (204). */
async function thumbnailBlob(
  { client }: SystemScope,
  query: { cameraId: string; time: string; height: number },
  signal: AbortSignal,
): Promise<Blob | null> {
  const reply = await client.fetchMedia(thumbnailsEndpoints.cameraThumbnail, {
    query: { ...query, height: String(query.height) },
    signal,
  });
  return reply.blob;
}

/**
 * A camera's newest frame (`time=LATEST`: live from the camera, or its newest chunk): one cache entry per
 * camera and height, shared by the Overview's preview and the motion editor, which read it on their own terms.
 */
export function latestThumbnailQuery(scope: SystemScope, cameraId: string, height: number) {
  return queryOptions({
    queryKey: systemKey(scope.systemId, 'thumbnails', cameraId, 'latest', height),
    queryFn: ({ signal }) => thumbnailBlob(scope, { cameraId, time: 'LATEST', height }, signal),
    placeholderData: keepPreviousData,
    gcTime: 30_000,
  });
}

/** The newest frame, read again every few seconds while the page is visible. */
export function useLatestThumbnail(cameraId: string, height: number) {
  return useQuery({
    ...latestThumbnailQuery(useSystemScope(), cameraId, height),
    refetchInterval: LIVE_THUMBNAIL_REFRESH_MS,
  });
}

/** The archive frame nearest a time (120 px high: spec 000 §9), kept once read; null time asks for nothing. */
export function useArchiveThumbnail(
  cameraId: string,
  timeMs: number | null,
  height = THUMBNAIL_PREVIEW_HEIGHT,
) {
  const scope = useSystemScope();
  return useQuery({
    queryKey: systemKey(scope.systemId, 'thumbnails', cameraId, timeMs, height),
    queryFn: ({ signal }) => thumbnailBlob(scope, { cameraId, time: String(timeMs), height }, signal),
    enabled: timeMs !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
  });
}
