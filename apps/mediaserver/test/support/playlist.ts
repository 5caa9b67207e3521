/**
 * Reading HLS playlists as a player does: the URIs (every line that is not a tag) resolved against the
 * playlist's own URL (RFC 8216 §4.1), so a test follows what hls.js and Safari would fetch.
 */

/** The URIs a playlist names, as written. */
export function playlistUris(playlist: string): string[] {
  return playlist.split('\n').filter((line) => line && !line.startsWith('#'));
}

/** Any origin: only the path and query of what a URI resolves to are the server's. */
const ORIGIN = 'http://media.test';

/** The path and query a URI names, resolved against the URL (path and query) the playlist was read from. */
export function resolveUri(playlistUrl: string, uri: string): string {
  const resolved = new URL(uri, new URL(playlistUrl, ORIGIN));
  return `${resolved.pathname}${resolved.search}`;
}

/** Every URI of the playlist read from `playlistUrl`, resolved: the paths a player asks for next. */
export function resolvedUris(playlistUrl: string, playlist: string): string[] {
  return playlistUris(playlist).map((uri) => resolveUri(playlistUrl, uri));
}
