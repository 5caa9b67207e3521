/**
 * Adding cameras by address. The legacy calls are the Nx 5.1 server's `/api/manualCamera/*` (used unchanged by
 * Network Optix's sample `add_camera_digest.py`); the REST form is Argus's (docs/api-decisions.md, Devices).
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { MissingParameter } from '../rules/domain-errors.ts';
import { portSchema } from '../rules/validation/port.ts';
import { uuidSchema } from './users.ts';

/** Legacy search states: 0 Init, 1 CheckingOnline, 2 CheckingHost, 3 Finished, 4 Aborted. */
export const LEGACY_SEARCH_STATES = {
  init: 0,
  checkingOnline: 1,
  checkingHost: 2,
  finished: 3,
  aborted: 4,
} as const;
export const DEVICE_SEARCH_STATES = Object.keys(
  LEGACY_SEARCH_STATES,
) as (keyof typeof LEGACY_SEARCH_STATES)[];
export type DeviceSearchState = keyof typeof LEGACY_SEARCH_STATES;

/**
 * What a search learnt at one address: a device (`found`), a device that refused the credentials it was given
 * (`needsCredentials`), nothing answering (`unreachable`), or something answering that is not a camera
 * (`noDevice`).
 */
export const FOUND_DEVICE_STATES = ['found', 'needsCredentials', 'unreachable', 'noDevice'] as const;
export type FoundDeviceState = (typeof FOUND_DEVICE_STATES)[number];

/** The driver a found device is added with (`manufacturer` of the legacy calls). */
export const DEVICE_DRIVERS = ['GENERIC_RTSP', 'ONVIF', 'GENERIC_HTTP'] as const;
export type DeviceDriver = (typeof DEVICE_DRIVERS)[number];

export const foundStreamSchema = z.object({
  url: z.string(),
  /** Codec name from the stream description (`H264`), when it says. */
  codec: z.string(),
  /** `1280x720`, when known. */
  resolution: z.string(),
  fps: z.number(),
});
export type FoundStream = z.infer<typeof foundStreamSchema>;

export const foundDeviceSchema = z
  .object({
    /** `host:port` or the URL searched. */
    address: z.string(),
    state: z.enum(FOUND_DEVICE_STATES),
    /** A text for the user when the state is not `found`. */
    reason: z.string(),
    physicalId: z.string(),
    url: z.string(),
    name: z.string(),
    manufacturer: z.enum([...DEVICE_DRIVERS, '']),
    vendor: z.string(),
    model: z.string(),
    firmware: z.string(),
    mac: z.string(),
    streams: z.array(foundStreamSchema),
    existsInPool: z.boolean(),
  })
  .register(mediaServerRegistry, {
    id: 'FoundDevice',
    description: 'The outcome of a search at one address. Stream URLs never carry credentials.',
  });
export type FoundDevice = z.infer<typeof foundDeviceSchema>;

export const deviceSearchSchema = z
  .object({
    id: z.string(),
    status: z.object({
      state: z.enum(DEVICE_SEARCH_STATES as [DeviceSearchState]),
      current: z.number(),
      total: z.number(),
    }),
    devices: z.array(foundDeviceSchema),
  })
  .register(mediaServerRegistry, {
    id: 'DeviceSearch',
    description: 'A search for devices: its progress (addresses checked of all) and what it found so far.',
  });
export type DeviceSearch = z.infer<typeof deviceSearchSchema>;

const searchCredentialsSchema = z.object({ user: z.optional(z.string()), password: z.optional(z.string()) });

export const deviceSearchRequestSchema = z
  .object({
    /** A stream or device URL, an IPv4 address, or a range `a.b.c.d-a.b.c.e`. */
    target: z.string().check(z.minLength(1)),
    /** The port to try at each address; without it the usual camera ports are tried. */
    port: z.optional(portSchema),
    credentials: z.optional(searchCredentialsSchema),
  })
  .register(mediaServerRegistry, {
    id: 'DeviceSearchRequest',
    description: 'Start a search: a URL, an address or a range (at most 1024 addresses).',
  });
export type DeviceSearchRequest = z.infer<typeof deviceSearchRequestSchema>;

// ── Legacy /api/manualCamera ───────────────────────────────────────────────────────────────────────────────

export const legacySearchStatusSchema = z.object({
  state: z.number(),
  current: z.number(),
  total: z.number(),
});

export const legacyFoundCameraSchema = z.object({
  name: z.string(),
  url: z.string(),
  manufacturer: z.string(),
  vendor: z.string(),
  uniqueId: z.string(),
  existsInPool: z.boolean(),
});

export const legacySearchReplySchema = z
  .object({
    status: legacySearchStatusSchema,
    processUuid: z.string(),
    cameras: z.array(legacyFoundCameraSchema),
  })
  .register(mediaServerRegistry, {
    id: 'ManualCameraSearchReply',
    description: 'A search process: state (0 Init … 3 Finished, 4 Aborted), progress and the cameras found.',
  });
export type LegacySearchReply = z.infer<typeof legacySearchReplySchema>;

/** A port as query text. */
const queryPortSchema = z
  .pipe(
    z.string().check(z.regex(/^\d{1,5}$/)),
    z.transform((v: string) => Number(v)),
  )
  .check(z.refine((v: number) => v >= 1 && v <= 65535));

export const manualSearchQuerySchema = z
  .object({
    url: z.optional(z.string()),
    start_ip: z.optional(z.string()),
    end_ip: z.optional(z.string()),
    port: z.optional(queryPortSchema),
    user: z.optional(z.string()),
    password: z.optional(z.string()),
  })
  .register(mediaServerRegistry, {
    id: 'ManualCameraSearchQuery',
    description: '`url` (a stream URL), or `start_ip` with optional `end_ip` and `port`; camera credentials.',
  });

export const manualProcessQuerySchema = z
  .object({ uuid: uuidSchema })
  .register(mediaServerRegistry, { id: 'ManualCameraProcessQuery', description: 'The search process id.' });

export const manualAddCameraSchema = z.object({
  uniqueId: z.optional(z.string()),
  url: z.string().check(z.minLength(1)),
  manufacturer: z.optional(z.string()),
  /** The camera's name (an Argus addition); without it, the name the search found. */
  name: z.optional(z.string()),
});
export type ManualAddCamera = z.infer<typeof manualAddCameraSchema>;

export const manualAddBodySchema = z
  .object({
    user: z.optional(z.string()),
    password: z.optional(z.string()),
    cameras: z.array(manualAddCameraSchema).check(z.minLength(1)),
  })
  .register(mediaServerRegistry, {
    id: 'ManualCameraAddRequest',
    description: 'Cameras to add (as a search found them) with the credentials they share.',
  });
export type ManualAddBody = z.infer<typeof manualAddBodySchema>;

/**
 * `GET /api/manualCamera/add`: `user`, `password`, and `url0`, `uniqueId0`, `manufacturer0`, `url1`, ...;
 * `name<n>` is an Argus addition.
 */
export const manualAddQuerySchema = z
  .looseObject({ user: z.optional(z.string()), password: z.optional(z.string()) })
  .register(mediaServerRegistry, {
    id: 'ManualCameraAddQuery',
    description:
      '`user`, `password`, then `url<n>`, `uniqueId<n>`, `manufacturer<n>` (and `name<n>`) for n = 0, 1, ...',
  });

/** The cameras of a `GET /api/manualCamera/add` query, in the order of their numbers. */
export function manualAddCamerasOfQuery(query: Record<string, unknown>): ManualAddCamera[] {
  const text = (key: string) => {
    const v = query[key];
    return typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined;
  };
  const out: ManualAddCamera[] = [];
  for (let i = 0; ; i += 1) {
    const url = text(`url${i}`);
    if (url === undefined || url === '') break;
    out.push({
      url,
      uniqueId: text(`uniqueId${i}`),
      manufacturer: text(`manufacturer${i}`),
      name: text(`name${i}`),
    });
  }
  if (out.length === 0) throw new MissingParameter('url0');
  return out;
}
