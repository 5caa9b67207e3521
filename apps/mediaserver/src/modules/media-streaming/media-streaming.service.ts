/**
 * The media URLs' domain (media-server-api §4.13): HLS master and media playlists of live (a sliding window
 * over the latest recorded chunks) and of the archive from `pos`, segments remuxed from chunks, and
 * progressive exports joining chunks. Every call asks `MediaAccess` (404 for a camera the caller may not
 * see; the past needs the archive, `/media` of the past or a download needs export). Playlists name their
 * media playlists and segments with a path key of a grant (who, which camera, which range), rebuilt into
 * the holder's current rights at each use; archive segments are sealed to their key. Every URI a playlist
 * writes is relative to the playlist's own folder (`…/hls/`, RFC 8216 §4.1), so a player that reached the
 * server under a path prefix (the cloud relay's `/api/systems/{id}/proxy`) stays under it.
 */
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AuthResult, BadRequest, NotFound, Unauthorized, Unavailable } from '@argus/contract';
import type { HlsQuery, MediaContainer, MediaQuery } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import type { KeyHolder } from '../../auth/key-holders.ts';
import type { CameraInputs, CameraSource, ChildInput } from '../../media/camera-input.ts';
import type { ArchiveReader, ChunkFile, StreamQuality } from './archive-reader.ts';
import {
  parseSegmentName,
  type SegmentRef,
  sealedText,
  segmentName,
  segmentsOf,
} from './archive-segments.ts';
import { exportFileNameOf } from './export-file-name.ts';
import { writeOverlay } from './export-overlay.ts';
import { masterPlaylist, mediaPlaylist } from './hls-playlist.ts';
import type { LiveFmp4Streams, LiveViewer } from './live-fmp4.ts';
import type { LiveRemuxers, LiveWindow } from './live-remuxers.ts';
import type { MediaAccess } from './media-access.ts';
import { concatList, exportArgs, isTranscode, segmentArgs } from './media-args.ts';
import { type MediaBudget, TRANSCODE_RETRY_AFTER_S } from './media-limits.ts';
import type { MediaProcess, MediaProcesses } from './media-processes.ts';
import type { PathKeys } from './path-keys.ts';

/** The range a key was issued for: live, or the archive from `fromMs` to `toMs` (null: up to now). */
export type MediaRange = { live: true } | { live: false; fromMs: number; toMs: number | null };

/** What a path key stands for. */
export interface MediaGrant {
  holder: KeyHolder;
  cameraId: string;
  range: MediaRange;
}

export interface MediaStreamingDeps {
  reader: ArchiveReader;
  processes: MediaProcesses;
  keys: PathKeys<MediaGrant>;
  /** Key holders: made from a caller, and rebuilt into the caller as it is now (null: the key is void). */
  holders: { holderOf(caller: Caller): KeyHolder; callerOf(holder: KeyHolder): Caller | null };
  clock: () => number;
  access: MediaAccess;
  remuxers: LiveRemuxers;
  /** Live fragmented MP4 for WebSocket viewers (one ffmpeg per camera stream). */
  liveFmp4: LiveFmp4Streams;
  /** The camera's stream for live (its URL and credentials, never shown), or null when it has none. */
  liveSourceOf: (cameraId: string, quality: StreamQuality) => CameraSource | null;
  /** Where a child reads a camera from (the relay: no credentials in its command line). */
  inputs: CameraInputs;
  /** The camera's name, for the names of downloads. */
  cameraNameOf: (cameraId: string) => string | null;
}

/** A segment is remuxed from a chunk, or is a file a live remuxer wrote. */
export type SegmentSource = { kind: 'process'; process: MediaProcess } | { kind: 'file'; file: string };

const LIVE_SEGMENT = /^live-(hi|low)-((?:seg|rec)_\d+\.ts)$/;

/** [design] Longest HLS segment cut from a chunk, and the live window. */
const MAX_SEGMENT_MS = 10_000;
const LIVE_WINDOW = 4;
/** [design] A live stream refused for the bound of live remuxers asks again after this. */
const LIVE_RETRY = { retryAfterS: 10 };
const BANDWIDTH: Record<StreamQuality, number> = { hi: 4_000_000, low: 1_000_000 };

/** Who asks for HLS: the request's own caller, if it authenticated, and the path key it carries. */
export interface HlsAsker {
  caller: Caller | null;
  /** Why the request's credentials were refused, if they were. */
  authFailure: AuthResult | null;
  authKey: string | undefined;
  /** The request's path (a key opens only the camera path it was issued for). */
  path: string;
}

export interface PlaylistRequest {
  cameraKey: string;
  query: HlsQuery;
  /** `/hls` or `/web/hls`, as the server received it: the paths the keys it issues open. */
  base: string;
}

interface Keyed {
  key: string;
  grant: MediaGrant;
  caller: Caller;
}

function rangeOf(query: Pick<HlsQuery, 'pos' | 'endPos'>): MediaRange {
  return query.pos === undefined
    ? { live: true }
    : { live: false, fromMs: query.pos, toMs: query.endPos ?? null };
}

/** Whether `inner` asks for nothing that `outer` was not issued for. */
function within(outer: MediaRange, inner: MediaRange): boolean {
  if (outer.live || inner.live) return outer.live === inner.live;
  if (inner.fromMs < outer.fromMs) return false;
  return outer.toMs === null || (inner.toMs !== null && inner.toMs <= outer.toMs);
}

export class MediaStreamingService {
  constructor(private readonly d: MediaStreamingDeps) {}

  /** Whether the camera has video of a quality: recorded, or (live) a stream to remux. */
  private has(cameraId: string, quality: StreamQuality, live: boolean): boolean {
    return this.d.reader.has(cameraId, quality) || (live && this.d.liveSourceOf(cameraId, quality) !== null);
  }

  /**
   * The qualities to offer, best first: the one asked for (`hi`/`lo`) when the camera has it, else what it
   * has (a camera with one stream answers `lo` with its only stream, rather than nothing).
   */
  private qualities(cameraId: string, query: Pick<HlsQuery, 'hi' | 'lo'>, live: boolean): StreamQuality[] {
    const asked: StreamQuality[] = query.hi ? ['hi'] : query.lo ? ['low'] : ['hi', 'low'];
    const offered = asked.filter((q) => this.has(cameraId, q, live));
    return offered.length > 0 ? offered : (['hi', 'low'] as const).filter((q) => this.has(cameraId, q, live));
  }

  private quality(cameraId: string, query: Pick<HlsQuery, 'hi' | 'lo' | 'pos'>): StreamQuality {
    return this.qualities(cameraId, query, query.pos === undefined)[0] ?? (query.lo ? 'low' : 'hi');
  }

  /** The key the request carries, valid on its path, with its holder's caller as it is now; else null. */
  private keyed(who: HlsAsker): Keyed | null {
    if (!who.authKey) return null;
    const grant = this.d.keys.grantOf(who.authKey, who.path);
    if (!grant) return null;
    const caller = this.d.holders.callerOf(grant.holder);
    if (!caller) {
      // The holder logged out, lost or changed its rights or password, or is gone: the key ends here.
      this.d.keys.revoke(who.authKey);
      return null;
    }
    return { key: who.authKey, grant, caller };
  }

  private issue(caller: Caller, cameraId: string, range: MediaRange, base: string): string {
    return this.d.keys.issue(
      { holder: this.d.holders.holderOf(caller), cameraId, range },
      `${base}/${cameraId}`,
    );
  }

  /**
   * `{cameraId}.m3u8`: the master playlist, or (`chunked`) a media playlist. The request's own credentials
   * come first; a request with only a key gets what the key was issued for and nothing more.
   */
  async playlist(who: HlsAsker, r: PlaylistRequest): Promise<string> {
    const range = rangeOf(r.query);
    const keyed = this.keyed(who);
    const fits = keyed !== null && within(keyed.grant.range, range);
    const caller = who.caller ?? (fits ? keyed.caller : null);
    if (!caller) throw new Unauthorized(who.authFailure ?? undefined);
    const cameraId = this.d.access.check(caller, r.cameraKey, { past: !range.live });
    // A key alone opens only the camera it was issued for.
    if (!who.caller && keyed?.grant.cameraId !== cameraId)
      throw new Unauthorized(who.authFailure ?? undefined);
    if (r.query.chunked) {
      const reuse = fits && keyed.grant.cameraId === cameraId && keyed.caller.user.id === caller.user.id;
      const key = reuse ? keyed.key : this.issue(caller, cameraId, range, r.base);
      return await this.mediaPlaylistOf(cameraId, key, r);
    }
    const offered = this.qualities(cameraId, r.query, range.live);
    if (offered.length === 0) throw new NotFound('No video of this camera is recorded yet.');
    const key = this.issue(caller, cameraId, range, r.base);
    const session = String(Math.floor(Math.random() * 1e9));
    const rangeParams = [
      ...(r.query.pos !== undefined ? [`pos=${r.query.pos}`] : []),
      ...(r.query.endPos !== undefined ? [`endPos=${r.query.endPos}`] : []),
    ];
    return masterPlaylist(
      offered.map((q) => ({
        bandwidth: BANDWIDTH[q],
        uri: `${cameraId}.m3u8?${[`authKey=${key}`, q === 'hi' ? 'hi' : 'lo', 'chunked', `sessionID=${session}`, ...rangeParams].join('&')}`,
      })),
    );
  }

  private async mediaPlaylistOf(cameraId: string, key: string, r: PlaylistRequest): Promise<string> {
    const quality = this.quality(cameraId, r.query);
    const uri = (name: string) => `${cameraId}/${name}?authKey=${key}`;
    const sealed = (ref: SegmentRef) =>
      uri(segmentName(ref, this.d.keys.seal(key, sealedText(cameraId, ref))));
    const now = this.d.clock();
    if (r.query.pos === undefined) {
      const remuxed = await this.livePlaylistOf(cameraId, quality);
      if (remuxed !== null)
        return remuxed.replace(/^(?:seg|rec)_.*$/gm, (name) => uri(`live-${quality}-${name}`));
      const { chunks, before } = this.d.reader.latest(cameraId, quality, LIVE_WINDOW);
      if (chunks.length === 0) throw new NotFound('No live video of this camera yet.');
      const segments = chunks.map((c) => ({
        uri: sealed({ chunkId: c.id, offsetMs: 0, durationMs: c.durationMs }),
        durationMs: c.durationMs,
        startMs: c.startMs,
      }));
      return mediaPlaylist({ segments, mediaSequence: before, ended: false });
    }
    const endMs = r.query.endPos ?? now;
    const ended = r.query.endPos !== undefined;
    const chunks = this.d.reader.between(cameraId, quality, r.query.pos, endMs);
    const chunkStart = new Map(chunks.map((c) => [c.id, c.startMs]));
    const refs = segmentsOf(chunks, r.query.pos, endMs, MAX_SEGMENT_MS);
    // A playlist without an end is read again, and a player knows its segments by their place: the chunk
    // being written lists its last, growing part only once it is whole, so no listed segment changes.
    const last = refs.at(-1);
    const growing = new Set(chunks.filter((c) => c.writing).map((c) => c.id));
    if (!ended && refs.length > 1 && last && growing.has(last.chunkId) && last.durationMs < MAX_SEGMENT_MS)
      refs.pop();
    const segments = refs.map((s) => ({
      uri: sealed(s),
      durationMs: s.durationMs,
      startMs: (chunkStart.get(s.chunkId) ?? 0) + s.offsetMs,
    }));
    if (segments.length === 0) throw new NotFound('No archive at this position.');
    return mediaPlaylist({ segments, mediaSequence: 0, ended });
  }

  private cameraName(cameraId: string): string {
    return this.d.cameraNameOf(cameraId) ?? cameraId;
  }

  private fileNameOf(cameraId: string, range: Parameters<typeof exportFileNameOf>[1], container: string) {
    return exportFileNameOf(this.cameraName(cameraId), range, container);
  }

  /** A relay input for a child reading the camera stream live; null when the camera has no such stream. */
  private liveInputOf(cameraId: string, quality: StreamQuality): ChildInput | null {
    const source = this.d.liveSourceOf(cameraId, quality);
    return source && this.d.inputs.open(source);
  }

  /** The live remuxer's playlist; null when none may run (the recorded chunks serve instead). */
  private async livePlaylistOf(cameraId: string, quality: StreamQuality): Promise<string | null> {
    try {
      return await this.d.remuxers.playlist(cameraId, quality, () => this.liveInputOf(cameraId, quality));
    } catch {
      if (this.d.reader.has(cameraId, quality)) return null;
      throw new Unavailable('The camera does not send video now.');
    }
  }

  /**
   * One segment: a live remuxer's file (the request's credentials or a key; live needs the camera only), or
   * remuxed to MPEG-TS from its chunk: only with the key it was sealed for, judged by the rights of the key's
   * holder now and the range of the key (a live key's chunks must still be in the live window).
   */
  segment(who: HlsAsker, cameraKey: string, name: string): SegmentSource {
    const keyed = this.keyed(who);
    const live = LIVE_SEGMENT.exec(name);
    if (live) {
      const caller = who.caller ?? keyed?.caller;
      if (!caller) throw new Unauthorized(who.authFailure ?? undefined);
      const cameraId = this.d.access.check(caller, cameraKey, {});
      const file = this.d.remuxers.segmentFile(cameraId, live[1] as StreamQuality, live[2]!);
      if (!file) throw new NotFound('No such segment.');
      return { kind: 'file', file };
    }
    if (!keyed) {
      if (!who.caller) throw new Unauthorized(who.authFailure ?? undefined);
      throw new NotFound('No such segment.');
    }
    const { grant, caller } = keyed;
    const cameraId = this.d.access.check(caller, cameraKey, { past: !grant.range.live });
    const parsed = parseSegmentName(name);
    if (
      !parsed ||
      cameraId !== grant.cameraId ||
      !this.d.keys.verify(keyed.key, sealedText(cameraId, parsed.ref), parsed.seal)
    )
      throw new NotFound('No such segment.');
    const { ref } = parsed;
    const chunk = this.d.reader.byId(ref.chunkId);
    if (!chunk || chunk.cameraId !== cameraId || !this.servesNow(grant, chunk))
      throw new NotFound('No such segment.');
    const startMs = chunk.startMs + ref.offsetMs;
    const process = this.d.processes.spawn(
      segmentArgs({
        file: chunk.file,
        offsetMs: ref.offsetMs,
        durationMs: ref.durationMs,
        timelineS: (startMs % 86_400_000) / 1000,
      }),
      { budget: { work: 'segment', userId: caller.user.id } },
    );
    return { kind: 'process', process };
  }

  /** A live key serves the chunks of the live window (a little longer than it shows), never the past. */
  private servesNow(grant: MediaGrant, chunk: ChunkFile): boolean {
    if (!grant.range.live) return true;
    const { chunks } = this.d.reader.latest(grant.cameraId, chunk.quality, LIVE_WINDOW * 2);
    return chunks.some((c) => c.id === chunk.id);
  }

  /**
   * `/media/{cameraId}.{ext}`: from the archive (`pos`), or live without it; the process streaming it and a
   * file name for downloads.
   */
  async exportOf(
    caller: Caller,
    cameraKey: string,
    container: MediaContainer,
    query: MediaQuery,
  ): Promise<{ process: MediaProcess; fileName: string }> {
    const past = query.pos !== undefined;
    // A stream of the past is a file to keep whatever the flags say: it is an export.
    const cameraId = this.d.access.check(caller, cameraKey, {
      past,
      export: past || query.download || query.export,
    });
    const overlaid = (query.overlay?.length ?? 0) > 0;
    if ((container === 'webm' || overlaid) && !this.d.processes.mayTranscode())
      throw new Unavailable('Too many transcoded streams run now; try again later.', {
        retryAfterS: TRANSCODE_RETRY_AFTER_S,
      });
    const budget = { work: 'stream', userId: caller.user.id } as const;
    if (query.pos === undefined) return await this.liveOf(cameraId, container, query, budget);
    const fromMs = query.pos;
    const toMs =
      query.endPos ?? (query.duration !== undefined ? fromMs + query.duration * 1000 : this.d.clock());
    if (toMs <= fromMs) throw new BadRequest('The end of the range must come after its start.');
    const low = query.resolution === 'low' || query.resolution === 'lo' || heightOf(query.resolution) <= 480;
    const quality: StreamQuality = low && this.d.reader.has(cameraId, 'low') ? 'low' : 'hi';
    const chunks = this.d.reader.between(cameraId, quality, fromMs, toMs);
    if (chunks.length === 0) throw new NotFound('No archive in this range.');
    const overlay = writeOverlay(query.overlay, this.cameraName(cameraId), fromMs);
    const listFile = join(tmpdir(), `argus-export-${randomUUID()}.txt`);
    const parts = chunks.map((c) => partOf(c, fromMs, toMs));
    writeFileSync(listFile, concatList(parts));
    const durationMs = parts.reduce((sum, p) => sum + (p.outpointMs ?? p.durationMs) - p.inpointMs, 0);
    const cleanUp = () => {
      rmSync(listFile, { force: true });
      overlay?.remove();
    };
    let process: MediaProcess;
    try {
      process = this.d.processes.spawn(
        exportArgs({
          source: { listFile },
          container,
          height: transcodeHeight(container, query),
          durationMs,
          overlay: overlay?.text ?? null,
        }),
        { transcode: isTranscode(container, overlay?.text), onExit: cleanUp, budget },
      );
    } catch (error) {
      cleanUp();
      throw error;
    }
    return { process, fileName: this.fileNameOf(cameraId, { fromMs, toMs }, container) };
  }

  /** The live stream a query asks for (the low one when it asks for a low resolution and there is one). */
  private liveQualityOf(cameraId: string, query: MediaQuery): StreamQuality {
    const low = query.resolution === 'low' || query.resolution === 'lo' || heightOf(query.resolution) <= 480;
    const quality: StreamQuality = low && this.d.liveSourceOf(cameraId, 'low') ? 'low' : 'hi';
    if (!this.d.liveSourceOf(cameraId, quality)) throw new Unavailable('The camera has no stream to show.');
    return quality;
  }

  /**
   * Live fragmented MP4 over a WebSocket (the upgrade of `/media/{cameraId}.mp4`): checks the caller may
   * see the camera live and that it has a stream, before the upgrade is accepted; the function it returns
   * adds a viewer to the camera stream's feed, and gives its leave function (null: too many streams run).
   */
  liveFeedOf(
    caller: Caller,
    cameraKey: string,
    query: MediaQuery,
  ): (viewer: LiveViewer) => (() => void) | null {
    if (query.pos !== undefined || query.download || query.export)
      throw new BadRequest('A WebSocket carries live video only: no pos, download or export.');
    const cameraId = this.d.access.check(caller, cameraKey, {});
    const quality = this.liveQualityOf(cameraId, query);
    return (viewer) =>
      this.d.liveFmp4.watch(cameraId, quality, () => this.liveInputOf(cameraId, quality), viewer);
  }

  /**
   * Live: one ffmpeg per client reading the recorder's live window, else a live remuxer's (one per camera
   * stream, shared by every viewer), so a camera holds no session per viewer.
   */
  private async liveOf(cameraId: string, container: MediaContainer, query: MediaQuery, budget: MediaBudget) {
    const quality = this.liveQualityOf(cameraId, query);
    // Refused before a remuxer starts for nothing; `spawn` takes the place for good.
    this.d.processes.checkBudget(budget);
    let window: LiveWindow | null;
    try {
      window = await this.d.remuxers.window(cameraId, quality, () => this.liveInputOf(cameraId, quality));
    } catch {
      throw new Unavailable('The camera does not send video now.');
    }
    if (!window) throw new Unavailable('Too many live streams run now; try again later.', LIVE_RETRY);
    const { file } = window;
    let overlay: ReturnType<typeof writeOverlay> = null;
    const release = () => {
      window.release();
      overlay?.remove();
    };
    try {
      overlay = writeOverlay(query.overlay, this.cameraName(cameraId), null);
      const process = this.d.processes.spawn(
        exportArgs({
          source: { livePlaylist: file },
          container,
          height: transcodeHeight(container, query),
          overlay: overlay?.text ?? null,
        }),
        { transcode: isTranscode(container, overlay?.text), budget, onExit: release },
      );
      return { process, fileName: this.fileNameOf(cameraId, { liveAtMs: this.d.clock() }, container) };
    } catch (error) {
      release();
      throw error;
    }
  }
}

function transcodeHeight(container: MediaContainer, query: MediaQuery): number | null {
  const height = container === 'webm' ? heightOf(query.resolution) : Infinity;
  return Number.isFinite(height) ? height : null;
}

function heightOf(resolution: string | undefined): number {
  const m = resolution ? /^(\d+)p$/.exec(resolution) : null;
  return m ? Number(m[1]) : Infinity;
}

function partOf(c: ChunkFile, fromMs: number, toMs: number) {
  const inpointMs = Math.max(0, fromMs - c.startMs);
  const end = c.startMs + c.durationMs;
  return {
    file: c.file,
    inpointMs,
    outpointMs: toMs < end ? toMs - c.startMs : null,
    durationMs: c.durationMs,
  };
}
