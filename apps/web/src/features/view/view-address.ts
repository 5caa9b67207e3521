/**
 * The View page's address beyond the camera (`/view/{cameraId}`): `?time=<ms>` plays the archive from that
 * moment (the Bookmarks page's play, a link someone sent); the page takes it once and drops it from the
 * address, so going back or reloading does not seek again.
 */

/** The View page's query parameter of the time to play from (ms since the epoch). */
export const VIEW_TIME_PARAM = 'time';

/** The View page of `viewPath` (`paths.view(cameraId)`) playing from `startMs`. */
export function playAddressOf(viewPath: string, startMs: number): string {
  return `${viewPath}?${VIEW_TIME_PARAM}=${Math.round(startMs)}`;
}

/** The time a View address asks to play from, or null (absent, or not a time). */
export function viewTimeOf(search: string): number | null {
  const value = new URLSearchParams(search).get(VIEW_TIME_PARAM);
  if (value === null || !/^\d{1,16}$/.test(value)) return null;
  return Number(value);
}
