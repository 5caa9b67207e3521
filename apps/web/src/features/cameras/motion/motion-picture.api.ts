import { THUMBNAIL_DEFAULT_SIZE } from '@argus/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../../app/scope/system-scope.ts';
import { thumbnailsEndpoints } from '../../../lib/endpoints.ts';

/** The height the motion editor asks for: the Overview preview's, so that the two share one cached picture. */
export const MOTION_PICTURE_HEIGHT = THUMBNAIL_DEFAULT_SIZE.height;

/**
 * The camera's current picture for the motion editor (`cameraThumbnail`, time=LATEST: a JPEG Blob, null on
 * 204 while the camera has no frame yet). Read when the editor opens and when asked (`refetch`), never on a
 * timer as the Overview's preview is: a mask is drawn over a still picture, and every LATEST frame costs the
 * server a pull from the camera.
 */
export function useMotionPicture(cameraId: string) {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: systemKey(systemId, 'thumbnails', cameraId, 'latest', MOTION_PICTURE_HEIGHT),
    queryFn: async ({ signal }) =>
      (
        await client.fetchMedia(thumbnailsEndpoints.cameraThumbnail, {
          query: { cameraId, time: 'LATEST', height: String(MOTION_PICTURE_HEIGHT) },
          signal,
        })
      ).blob,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    retry: false,
    gcTime: 30_000,
  });
}
