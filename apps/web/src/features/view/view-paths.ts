/** The View page's addresses: /view, and /view/{cameraId} once a camera is opened (spec 000 §2). */
export const VIEW_PATH = '/view';

export function viewPathOf(cameraId: string): string {
  return `${VIEW_PATH}/${encodeURIComponent(cameraId)}`;
}
