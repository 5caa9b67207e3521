import { THUMBNAIL_DEFAULT_SIZE } from '@argus/contract/mediaserver';
import { useQuery } from '@tanstack/react-query';
import { useSystemScope } from '../../../app/scope/system-scope.ts';
import { latestThumbnailQuery } from '../thumbnail.api.ts';

/** The height the motion editor asks for: the Overview preview's, so that the two share one cached picture. */
export const MOTION_PICTURE_HEIGHT = THUMBNAIL_DEFAULT_SIZE.height;

/**
 * The camera's current picture for the motion editor (`cameraThumbnail`, time=LATEST: a JPEG Blob, null on
 * 204 while the camera has no frame yet). Read when the editor opens and when asked (`refetch`), never on a
 * timer as the Overview's preview is: a mask is drawn over a still picture, and every LATEST frame costs the
 * server a pull from the camera.
 */
export function useMotionPicture(cameraId: string) {
  return useQuery({
    ...latestThumbnailQuery(useSystemScope(), cameraId, MOTION_PICTURE_HEIGHT),
    refetchOnWindowFocus: false,
    retry: false,
  });
}
