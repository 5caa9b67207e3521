/**
 * Media URLs (media-server-api §4.13): the query of HLS playlists and segments (`hi`/`lo`, `pos` for the
 * archive, `authKey` temporary path keys) and of progressive streams and exports (`pos`, `endPos`,
 * `duration`, `resolution`, `download`/`export`).
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { queryFlagSchema } from './query-flags.ts';

/** Time in ms since the epoch, as a query value. */
const msQuery = z.pipe(
  z.string().check(z.regex(/^\d{1,16}$/, 'Expected a time in milliseconds since the epoch')),
  z.transform((v: string) => Number(v)),
);
const secondsQuery = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, 'Expected a whole number of seconds')),
  z.transform((v: string) => Number(v)),
);

export const hlsQuerySchema = z
  .object({
    hi: queryFlagSchema,
    lo: queryFlagSchema,
    /** Archive position (ms); absent = live. */
    pos: z.optional(msQuery),
    /** End of the archive range (ms); absent = up to now. */
    endPos: z.optional(msQuery),
    /** A temporary path key the server put in a playlist it generated. */
    authKey: z.optional(z.string().check(z.maxLength(64))),
    /** Set on the media playlists a master playlist names. */
    chunked: queryFlagSchema,
    sessionID: z.optional(z.string().check(z.maxLength(32))),
  })
  .register(mediaServerRegistry, {
    id: 'HlsQuery',
    description:
      '`hi` or `lo` (empty: automatic), `pos` (ms, archive; absent: live), `endPos` (ms), `authKey` ' +
      '(temporary path key of a generated playlist).',
  });
export type HlsQuery = z.infer<typeof hlsQuerySchema>;

/** The resolutions a progressive stream may ask for: `low`, `high` or `<height>p`. */
export const MEDIA_RESOLUTION_PATTERN = /^(low|high|hi|lo|\d{3,4}p)$/;

export const mediaQuerySchema = z
  .object({
    pos: z.optional(msQuery),
    endPos: z.optional(msQuery),
    /** Length in seconds from `pos` ([design]: used when `endPos` is absent). */
    duration: z.optional(secondsQuery),
    resolution: z.optional(
      z.string().check(z.regex(MEDIA_RESOLUTION_PATTERN, 'Expected low, high or e.g. 720p')),
    ),
    download: queryFlagSchema,
    export: queryFlagSchema,
  })
  .register(mediaServerRegistry, {
    id: 'MediaQuery',
    description:
      '`pos` (ms), `endPos` (ms) or `duration` (s), `resolution` (`low`, `high`, `720p`...), `download` / ' +
      '`export` (reply as an attachment).',
  });
export type MediaQuery = z.infer<typeof mediaQuerySchema>;

/** The containers of `/media/{cameraId}.{ext}`. */
export const MEDIA_CONTAINERS = ['mp4', 'mkv', 'webm'] as const;
export type MediaContainer = (typeof MEDIA_CONTAINERS)[number];
