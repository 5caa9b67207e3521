/**
 * hls.js's light build (no subtitles, alternate audio, DRM or content steering: none of which the media
 * server offers) has the full build's API but ships no typings of its own.
 */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
