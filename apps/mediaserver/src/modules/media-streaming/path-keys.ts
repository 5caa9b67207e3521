/**
 * Temporary path keys (media-server-api §3.1 `authKey`): a master playlist names its media playlists and
 * segments with a key that stands for the caller who asked, valid only under that camera's HLS path and for
 * a while ([design]: 10 minutes after its last use), so players need no cookie or header.
 */
import { randomUUID } from 'node:crypto';

interface Entry<C> {
  caller: C;
  pathPrefix: string;
  expiresAtMs: number;
}

export const PATH_KEY_IDLE_MS = 10 * 60_000;
/** [design] A bound on live keys; the oldest goes first. */
const MAX_KEYS = 10_000;

export class PathKeys<C> {
  private readonly keys = new Map<string, Entry<C>>();

  constructor(
    private readonly clock: () => number,
    private readonly idleMs = PATH_KEY_IDLE_MS,
  ) {}

  issue(caller: C, pathPrefix: string): string {
    const key = randomUUID();
    if (this.keys.size >= MAX_KEYS) {
      const oldest = this.keys.keys().next().value;
      if (oldest !== undefined) this.keys.delete(oldest);
    }
    this.keys.set(key, { caller, pathPrefix, expiresAtMs: this.clock() + this.idleMs });
    return key;
  }

  /** The caller a key stands for on this path, or null (unknown, expired, or another path). */
  callerOf(key: string, path: string): C | null {
    const entry = this.keys.get(key);
    if (!entry) return null;
    const now = this.clock();
    if (entry.expiresAtMs <= now) {
      this.keys.delete(key);
      return null;
    }
    if (!path.startsWith(entry.pathPrefix)) return null;
    entry.expiresAtMs = now + this.idleMs;
    return entry.caller;
  }
}
