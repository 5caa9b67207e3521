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

/** What an export may burn into its picture (`overlay`): the time of each frame (UTC) and the camera's name. */
export const MEDIA_OVERLAYS = ['timestamp', 'cameraName'] as const;
export type MediaOverlay = (typeof MEDIA_OVERLAYS)[number];

/** `overlay=timestamp,cameraName` (or repeated): the distinct overlays asked for. */
const mediaOverlayQuery = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((v: string | string[], ctx) => {
    const asked = [v]
      .flat()
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const unknown = asked.find((s) => !(MEDIA_OVERLAYS as readonly string[]).includes(s));
    if (unknown !== undefined)
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: `Unknown overlay "${unknown}": expected ${MEDIA_OVERLAYS.join(' or ')}`,
      });
    return [...new Set(asked)] as MediaOverlay[];
  }),
);

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
    /** [design] Burned-in text: `timestamp`, `cameraName` or both; the video is then transcoded. */
    overlay: z.optional(mediaOverlayQuery),
  })
  .register(mediaServerRegistry, {
    id: 'MediaQuery',
    description:
      '`pos` (ms), `endPos` (ms) or `duration` (s), `resolution` (`low`, `high`, `720p`...), `download` / ' +
      '`export` (reply as an attachment), `overlay` (`timestamp`, `cameraName`, comma-separated or ' +
      'repeated: burned into the picture, which is then transcoded to H.264; without it the streams are copied).',
  });
export type MediaQuery = z.infer<typeof mediaQuerySchema>;

/** The containers of `/media/{cameraId}.{ext}`. */
export const MEDIA_CONTAINERS = ['mp4', 'mkv', 'webm'] as const;
export type MediaContainer = (typeof MEDIA_CONTAINERS)[number];
