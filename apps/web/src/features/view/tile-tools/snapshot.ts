import { saveBlobAs, timestampedFileName } from '../../../ui/save-file.ts';

const JPEG_QUALITY = 0.92;

/**
 * The frame a video shows, as a JPEG at the stream's own resolution (not the tile's size); null before the
 * first frame, or when the browser will not hand the picture out.
 */
export function frameAsJpeg(video: HTMLVideoElement): Promise<Blob | null> {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) return Promise.resolve(null);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(video, 0, 0, width, height);
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), 'image/jpeg', JPEG_QUALITY);
    } catch {
      resolve(null);
    }
  });
}

/** `Gate_2026-11-27_14-05-33.jpg`: the camera's name and the time the frame shows (the local time). */
export const snapshotFileName = (cameraName: string, shownMs: number): string =>
  timestampedFileName(cameraName, new Date(shownMs), '.jpg', 'camera');

/** Saves the video's current frame as a download; false when there is no frame to save. */
export async function saveSnapshot(video: HTMLVideoElement, cameraName: string, shownMs: number) {
  const blob = await frameAsJpeg(video);
  if (!blob) return false;
  saveBlobAs(blob, snapshotFileName(cameraName, shownMs));
  return true;
}
