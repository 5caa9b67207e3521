/**
 * The sync protocol: how servers of one system exchange their change logs (issue 20), over a WebSocket
 * between servers. Every message is one JSON text frame.
 *
 * Pull: a connection carries changes one way, from the answering server to the dialing one. Each server dials
 * every peer it is given (peer-links.ts) and pulls from it, and answers every peer that dials it
 * (sync-server.ts), so two servers that list each other hold two connections, one per direction. Changes a
 * server received from a third are in its log with their origin and go out like its own (gossip): A-B and
 * B-C links carry A's writes to C.
 *
 * 1. Dialer → answerer `hello {protocol, system, node, nonce}`: a fresh random nonce.
 * 2. The answerer refuses another system id (close 4403) or its own node id (4409); else
 *    answerer → dialer `challenge {node, nonce, proof}`: its own nonce and the HMAC-SHA256, keyed by the
 *    system's shared secret, of both nonces, both node ids and the system id, under the answerer's role.
 * 3. The dialer checks the proof (a wrong one: close 4401, the answerer does not know the secret) and sends
 *    `auth {proof, vector}`: its proof under the dialer's role, and its version vector.
 * 4. The answerer checks it (a wrong one: close 4401) and streams what the dialer lacks:
 *    `changes {id, changes, heads}`, at most BATCH_CHANGES each (`changesSince` of the vector it assumes the
 *    dialer will hold after the batches already sent), at most MAX_IN_FLIGHT not yet acknowledged; then,
 *    whenever its log grows (the replica tells it after a local write or an apply), the new changes.
 *    `heads` is its own version vector, from which the dialer knows how far behind it is.
 * 5. The dialer applies each batch in one transaction (`applyChanges`) and answers `ack {id}`. A batch it
 *    must refuse for now (a clock too far ahead, `ClockDriftError`), or one that left a gap, is answered
 *    `retry {id, vector, delayMs}`: the answerer goes on from that vector after the delay. Any other apply
 *    error closes the connection (4500): nothing of that batch was written, and the dialer dials again later.
 *
 * The secret never travels; each side proves it knows it on the other's fresh nonce, so a recorded session
 * cannot be replayed. A handshake not done within HANDSHAKE_TIMEOUT_MS is closed (4408). Both sides ping
 * every PING_INTERVAL_MS and close a connection that stayed silent twice that long. Transport security
 * (TLS) is the HTTP server's, as for every route.
 */
import type { Change, VersionVector } from './change-log.ts';

export const SYNC_PROTOCOL = 1;

/** [design] Changes per batch: a batch is one apply transaction on the receiver. */
export const BATCH_CHANGES = 500;
/** [design] Batches sent and not yet acknowledged. */
export const MAX_IN_FLIGHT = 4;
export const HANDSHAKE_TIMEOUT_MS = 10_000;
export const PING_INTERVAL_MS = 15_000;
/** [design] The largest message: a batch of large rows (BLOB columns travel as JSON text). */
export const MAX_SYNC_MESSAGE_BYTES = 64 * 1024 * 1024;

export const CLOSE = {
  protocol: { code: 4400, reason: 'protocol error' },
  authentication: { code: 4401, reason: 'authentication failed' },
  system: { code: 4403, reason: 'another system' },
  timeout: { code: 4408, reason: 'handshake timed out' },
  sameNode: { code: 4409, reason: 'same node' },
  apply: { code: 4500, reason: 'apply failed' },
  stopping: { code: 1001, reason: 'stopping' },
} as const;

export interface Hello {
  type: 'hello';
  protocol: number;
  system: string;
  node: string;
  nonce: string;
}
export interface Challenge {
  type: 'challenge';
  node: string;
  nonce: string;
  proof: string;
}
export interface Auth {
  type: 'auth';
  proof: string;
  vector: VersionVector;
}
export interface ChangesBatch {
  type: 'changes';
  id: number;
  changes: Change[];
  heads: VersionVector;
}
export interface Ack {
  type: 'ack';
  id: number;
}
export interface Retry {
  type: 'retry';
  id: number;
  vector: VersionVector;
  delayMs: number;
}

export type SyncMessage = Hello | Challenge | Auth | ChangesBatch | Ack | Retry;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 256;
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

function isVector(v: unknown): v is VersionVector {
  return isRecord(v) && Object.entries(v).every(([origin, seq]) => isText(origin) && isCount(seq));
}

function isChange(v: unknown): v is Change {
  if (!isRecord(v)) return false;
  return (
    isText(v.origin) &&
    isCount(v.seq) &&
    isText(v.table) &&
    typeof v.pk === 'string' &&
    (v.op === 'insert' || v.op === 'update' || v.op === 'delete') &&
    typeof v.cols === 'string' &&
    isText(v.hlc)
  );
}

const CHECKS: Record<SyncMessage['type'], (m: Record<string, unknown>) => boolean> = {
  hello: (m) => m.protocol === SYNC_PROTOCOL && isText(m.system) && isText(m.node) && isText(m.nonce),
  challenge: (m) => isText(m.node) && isText(m.nonce) && isText(m.proof),
  auth: (m) => isText(m.proof) && isVector(m.vector),
  changes: (m) => isCount(m.id) && Array.isArray(m.changes) && m.changes.every(isChange) && isVector(m.heads),
  ack: (m) => isCount(m.id),
  retry: (m) => isCount(m.id) && isVector(m.vector) && isCount(m.delayMs),
};

/** The message of a frame, when it is one of the expected type and well formed; null otherwise. */
export function parseMessage<T extends SyncMessage['type']>(
  data: unknown,
  ...expected: T[]
): Extract<SyncMessage, { type: T }> | null {
  let message: unknown;
  try {
    message = JSON.parse(String(data));
  } catch {
    return null;
  }
  if (!isRecord(message) || !expected.includes(message.type as T)) return null;
  return CHECKS[message.type as T](message)
    ? (message as unknown as Extract<SyncMessage, { type: T }>)
    : null;
}

/** The greatest number per origin in `changes`, over `vector` (what a peer holds once they are applied). */
export function advanced(vector: VersionVector, changes: readonly Change[]): VersionVector {
  const next = { ...vector };
  for (const c of changes) if (c.seq > (next[c.origin] ?? 0)) next[c.origin] = c.seq;
  return next;
}

/** How many changes `heads` holds that `vector` lacks. */
export function lagOf(vector: VersionVector, heads: VersionVector): number {
  let lag = 0;
  for (const [origin, seq] of Object.entries(heads)) lag += Math.max(0, seq - (vector[origin] ?? 0));
  return lag;
}
