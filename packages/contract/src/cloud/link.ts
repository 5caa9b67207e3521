/**
 * The link between a bound media server and the cloud (docs/cloud-link.md; cloud-api §5.4 [design]): its
 * path, headers, timings and the JSON messages of its text frames. Binary frames carry stream data
 * (a 4-byte big-endian stream id, then the bytes) and have no schema.
 */
import * as z from 'zod/mini';

/** The WebSocket path on the cloud a bound server connects to (HTTP Basic `systemId:authKey`). */
export const LINK_PATH = '/cdb/link';
/** Headers of the upgrade request: the server's id and version. */
export const LINK_SERVER_ID_HEADER = 'x-argus-server-id';
export const LINK_VERSION_HEADER = 'x-argus-version';
/** Marks a relayed request one cloud node forwarded to the node that holds the link (never forwarded again). */
export const RELAY_HOP_HEADER = 'x-argus-relay-hop';

/** The cloud pings every link this often. */
export const LINK_PING_MS = 20_000;
/** Either end drops a link that has been silent this long (no frame, no pong). */
export const LINK_SILENCE_MS = 45_000;
/** A link row whose `seen_at` is older than this counts as gone (its node died without closing it). */
export const LINK_STALE_MS = 60_000;
/** A system stays `online` this long after its link drops, so a restarting server does not flicker. */
export const LINK_GRACE_MS = 10_000;
/** The server's reconnect backoff: first delay, cap, and how long a link must stay up to reset it. */
export const LINK_BACKOFF = { firstMs: 1_000, maxMs: 60_000, resetAfterMs: 30_000 } as const;
/** Body bytes of one stream a sender may have in flight before the receiver grants credit. */
export const LINK_WINDOW_BYTES = 256 * 1024;
/** Largest body chunk in one binary frame. */
export const LINK_CHUNK_BYTES = 64 * 1024;
/** No body frame is sent while the socket has more than this queued. */
export const LINK_SOCKET_HIGH_WATER_BYTES = 1024 * 1024;

/** The text of the 503 a relayed request gets when its system has no link. */
export const SYSTEM_OFFLINE_TEXT = 'The system is offline.';

const streamId = z.number().check(z.int(), z.positive());
const headerList = z.array(z.tuple([z.string(), z.string()]));

export const linkWelcomeSchema = z.object({
  type: z.literal('welcome'),
  systemId: z.string(),
  name: z.string(),
  system2faEnabled: z.boolean(),
  nodeId: z.string(),
});
export const linkUsersChangedSchema = z.object({ type: z.literal('usersChanged') });
export const linkSystemChangedSchema = z.object({
  type: z.literal('systemChanged'),
  name: z.string(),
  system2faEnabled: z.boolean(),
});
export const linkUnboundSchema = z.object({ type: z.literal('unbound') });
/** Server → cloud: the system was renamed on the server (its console, a script, the relay). */
export const linkSystemRenamedSchema = z.object({
  type: z.literal('systemRenamed'),
  name: z.string().check(z.minLength(1), z.maxLength(255)),
});
export const linkRequestSchema = z.object({
  type: z.literal('request'),
  stream: streamId,
  method: z.string().check(z.minLength(1)),
  /** Path and query, starting with `/`. */
  path: z.string().check(z.regex(/^\//)),
  headers: headerList,
});
export const linkResponseSchema = z.object({
  type: z.literal('response'),
  stream: streamId,
  status: z.number().check(z.int(), z.gte(100), z.lte(599)),
  headers: headerList,
});
export const linkEndSchema = z.object({ type: z.literal('end'), stream: streamId });
export const linkCreditSchema = z.object({
  type: z.literal('credit'),
  stream: streamId,
  bytes: z.number().check(z.int(), z.positive()),
});
export const linkResetSchema = z.object({ type: z.literal('reset'), stream: streamId, reason: z.string() });

/** Messages that announce something about the system (what a cloud node publishes for the node with the link). */
export const linkNoticeSchema = z.discriminatedUnion('type', [
  linkUsersChangedSchema,
  linkSystemChangedSchema,
  linkUnboundSchema,
]);
export type LinkNotice = z.infer<typeof linkNoticeSchema>;

/**
 * What one cloud node tells the others through the database (`NOTIFY argus_link`, docs/cloud-link.md §5): a
 * notice for the server of `systemId`, or (`takenOverBy`: the newer link's id) word that a newer link of the
 * system opened, so whichever node holds an older one closes it.
 */
export const linkNoticeEnvelopeSchema = z.union([
  z.object({ systemId: z.string(), message: linkNoticeSchema }),
  z.object({ systemId: z.string(), takenOverBy: z.string() }),
]);
export type LinkNoticeEnvelope = z.infer<typeof linkNoticeEnvelopeSchema>;

/** Parses a NOTIFY payload; null for anything else. */
export function parseLinkNoticeEnvelope(text: string): LinkNoticeEnvelope | null {
  try {
    const parsed = linkNoticeEnvelopeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The messages of the stream layer, in both directions. */
export const linkStreamMessageSchema = z.discriminatedUnion('type', [
  linkRequestSchema,
  linkResponseSchema,
  linkEndSchema,
  linkCreditSchema,
  linkResetSchema,
]);
export type LinkStreamMessage = z.infer<typeof linkStreamMessageSchema>;

/** Every text frame of the link. */
export const linkMessageSchema = z.discriminatedUnion('type', [
  linkWelcomeSchema,
  linkUsersChangedSchema,
  linkSystemChangedSchema,
  linkUnboundSchema,
  linkSystemRenamedSchema,
  linkRequestSchema,
  linkResponseSchema,
  linkEndSchema,
  linkCreditSchema,
  linkResetSchema,
]);
export type LinkMessage = z.infer<typeof linkMessageSchema>;
export type LinkWelcome = z.infer<typeof linkWelcomeSchema>;
export type LinkRequest = z.infer<typeof linkRequestSchema>;
export type LinkSystemRenamed = z.infer<typeof linkSystemRenamedSchema>;
export type LinkResponse = z.infer<typeof linkResponseSchema>;

/** Parses one text frame; null for anything that is not a link message (the receiver ignores it). */
export function parseLinkMessage(text: string): LinkMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = linkMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Hop-by-hop headers: never carried over the link (RFC 9110 §7.6.1). */
export const HOP_BY_HOP_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The protocol a relayed request asks to switch to (its `upgrade` header, e.g. `websocket`), or null for a
 * plain exchange. A WebSocket upgrade keeps `connection` and `upgrade` on the link in both directions, the one
 * exception to the hop-by-hop rule (docs/cloud-link.md §7).
 */
export function upgradeOf(headers: readonly (readonly [string, string])[]): string | null {
  return headers.find(([name]) => name.toLowerCase() === 'upgrade')?.[1] ?? null;
}
