/**
 * The media URLs' domain (media-server-api §4.13): HLS master and media playlists of live (a sliding window
 * over the latest recorded chunks) and of the archive from `pos`, segments remuxed from chunks, and
 * progressive exports joining chunks. Camera reach comes from the devices module (404 for a camera the
 * caller may not see); the archive needs GlobalViewArchivePermission, a download GlobalExportPermission.
 */
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BadRequest,
  Forbidden,
  type GlobalPermission,
  type HlsQuery,
  hasPermission,
  type MediaContainer,
  type MediaQuery,
  NotFound,
  Unavailable,
} from '@argus/contract';
import type { Caller } from '../../auth/caller.ts';
import type { CameraInputs, CameraSource } from '../../media/camera-input.ts';
import type { ArchiveReader, ChunkFile, StreamQuality } from './archive-reader.ts';
import { parseSegmentName, segmentName, segmentsOf } from './archive-segments.ts';
import { masterPlaylist, mediaPlaylist } from './hls-playlist.ts';
import type { LiveRemuxers } from './live-remuxers.ts';
import { concatList, exportArgs, segmentArgs } from './media-args.ts';
import type { MediaProcess, MediaProcesses } from './media-processes.ts';
import type { PathKeys } from './path-keys.ts';

export interface MediaStreamingDeps {
  reader: ArchiveReader;
  processes: MediaProcesses;
  keys: PathKeys<Caller>;
  clock: () => number;
  /** The id of a camera the caller may see, by any key the devices module accepts; 404 otherwise. */
  cameraOf: (caller: Caller, key: string) => string;
  remuxers: LiveRemuxers;
  /** The camera's stream for live (its URL and credentials, never shown), or null when it has none. */
  liveSourceOf: (cameraId: string, quality: StreamQuality) => CameraSource | null;
  /** Where a child reads a camera from (the relay: no credentials in its command line). */
  inputs: CameraInputs;
}

/** A segment is remuxed from a chunk, or is a file a live remuxer wrote. */
export type SegmentSource = { kind: 'process'; process: MediaProcess } | { kind: 'file'; file: string };

const LIVE_SEGMENT = /^live-(hi|low)-((?:seg|rec)_\d+\.ts)$/;

/** [design] Longest HLS segment cut from a chunk, and the live window. */
const MAX_SEGMENT_MS = 10_000;
const LIVE_WINDOW = 4;
const BANDWIDTH: Record<StreamQuality, number> = { hi: 4_000_000, low: 1_000_000 };

export interface PlaylistRequest {
  cameraKey: string;
  query: HlsQuery;
  /** `/hls` or `/web/hls`, as the client asked. */
  base: string;
}

function need(caller: Caller, permission: GlobalPermission): void {
  if (!hasPermission(caller.permissions, permission)) throw new Forbidden();
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

  /** `{cameraId}.m3u8`: the master playlist, or (`chunked`) a media playlist. */
  async playlist(caller: Caller, r: PlaylistRequest): Promise<string> {
    const cameraId = this.d.cameraOf(caller, r.cameraKey);
    if (r.query.pos !== undefined) need(caller, 'GlobalViewArchivePermission');
    if (r.query.chunked) return await this.mediaPlaylistOf(caller, cameraId, r);
    const offered = this.qualities(cameraId, r.query, r.query.pos === undefined);
    if (offered.length === 0) throw new NotFound('No video of this camera is recorded yet.');
    const key = this.d.keys.issue(caller, `${r.base}/${cameraId}`);
    const session = String(Math.floor(Math.random() * 1e9));
    const range = [
      ...(r.query.pos !== undefined ? [`pos=${r.query.pos}`] : []),
      ...(r.query.endPos !== undefined ? [`endPos=${r.query.endPos}`] : []),
    ];
    return masterPlaylist(
      offered.map((q) => ({
        bandwidth: BANDWIDTH[q],
        uri: `${r.base}/${cameraId}.m3u8?${[`authKey=${key}`, q === 'hi' ? 'hi' : 'lo', 'chunked', `sessionID=${session}`, ...range].join('&')}`,
      })),
    );
  }

  private async mediaPlaylistOf(caller: Caller, cameraId: string, r: PlaylistRequest): Promise<string> {
    const quality = this.quality(cameraId, r.query);
    const prefix = `${r.base}/${cameraId}`;
    // The key the player came with, while valid here; a new one otherwise.
    const given = r.query.authKey;
    const key = given && this.d.keys.callerOf(given, prefix) ? given : this.d.keys.issue(caller, prefix);
    const uri = (name: string) => `${r.base}/${cameraId}/${name}?authKey=${key}`;
    const now = this.d.clock();
    if (r.query.pos === undefined) {
      const remuxed = await this.livePlaylistOf(cameraId, quality);
      if (remuxed !== null)
        return remuxed.replace(/^(?:seg|rec)_.*$/gm, (name) => uri(`live-${quality}-${name}`));
      const { chunks, before } = this.d.reader.latest(cameraId, quality, LIVE_WINDOW);
      if (chunks.length === 0) throw new NotFound('No live video of this camera yet.');
      const segments = chunks.map((c) => ({
        uri: uri(segmentName({ chunkId: c.id, offsetMs: 0, durationMs: c.durationMs })),
        durationMs: c.durationMs,
        startMs: c.startMs,
      }));
      return mediaPlaylist({ segments, mediaSequence: before, ended: false });
    }
    const endMs = r.query.endPos ?? now;
    const chunks = this.d.reader.between(cameraId, quality, r.query.pos, endMs);
    const chunkStart = new Map(chunks.map((c) => [c.id, c.startMs]));
    const segments = segmentsOf(chunks, r.query.pos, endMs, MAX_SEGMENT_MS).map((s) => ({
      uri: uri(segmentName(s)),
      durationMs: s.durationMs,
      startMs: (chunkStart.get(s.chunkId) ?? 0) + s.offsetMs,
    }));
    if (segments.length === 0) throw new NotFound('No archive at this position.');
    return mediaPlaylist({ segments, mediaSequence: 0, ended: r.query.endPos !== undefined });
  }

  /** The live remuxer's playlist; null when none may run (the recorded chunks serve instead). */
  private async livePlaylistOf(cameraId: string, quality: StreamQuality): Promise<string | null> {
    try {
      return await this.d.remuxers.playlist(cameraId, quality, () => {
        const source = this.d.liveSourceOf(cameraId, quality);
        return source && this.d.inputs.open(source);
      });
    } catch {
      if (this.d.reader.has(cameraId, quality)) return null;
      throw new Unavailable('The camera does not send video now.');
    }
  }

  /** One segment: remuxed to MPEG-TS from its chunk, or a live remuxer's file. */
  segment(caller: Caller, cameraKey: string, name: string): SegmentSource {
    const cameraId = this.d.cameraOf(caller, cameraKey);
    const live = LIVE_SEGMENT.exec(name);
    if (live) {
      const file = this.d.remuxers.segmentFile(cameraId, live[1] as StreamQuality, live[2]!);
      if (!file) throw new NotFound('No such segment.');
      return { kind: 'file', file };
    }
    const ref = parseSegmentName(name);
    const chunk = ref && this.d.reader.byId(ref.chunkId);
    if (!ref || !chunk || chunk.cameraId !== cameraId || chunk.durationMs < 0)
      throw new NotFound('No such segment.');
    const startMs = chunk.startMs + ref.offsetMs;
    const process = this.d.processes.spawn(
      segmentArgs({
        file: chunk.file,
        offsetMs: ref.offsetMs,
        durationMs: ref.durationMs,
        timelineS: (startMs % 86_400_000) / 1000,
      }),
    );
    return { kind: 'process', process };
  }

  /**
   * `/media/{cameraId}.{ext}`: from the archive (`pos`), or live without it; the process streaming it and a
   * file name for downloads.
   */
  exportOf(
    caller: Caller,
    cameraKey: string,
    container: MediaContainer,
    query: MediaQuery,
  ): { process: MediaProcess; fileName: string } {
    const cameraId = this.d.cameraOf(caller, cameraKey);
    const download = query.download || query.export;
    if (download) need(caller, 'GlobalExportPermission');
    if (container === 'webm' && !this.d.processes.mayTranscode())
      throw new Unavailable('Too many transcoded streams run now; try again later.');
    if (query.pos === undefined) return this.liveOf(cameraId, container, query);
    need(caller, 'GlobalViewArchivePermission');
    const fromMs = query.pos;
    const toMs =
      query.endPos ?? (query.duration !== undefined ? fromMs + query.duration * 1000 : this.d.clock());
    if (toMs <= fromMs) throw new BadRequest('The end of the range must come after its start.');
    const low = query.resolution === 'low' || query.resolution === 'lo' || heightOf(query.resolution) <= 480;
    const quality: StreamQuality = low && this.d.reader.has(cameraId, 'low') ? 'low' : 'hi';
    const chunks = this.d.reader.between(cameraId, quality, fromMs, toMs);
    if (chunks.length === 0) throw new NotFound('No archive in this range.');
    const listFile = join(tmpdir(), `argus-export-${randomUUID()}.txt`);
    const parts = chunks.map((c) => partOf(c, fromMs, toMs));
    writeFileSync(listFile, concatList(parts));
    const durationMs = parts.reduce((sum, p) => sum + (p.outpointMs ?? p.durationMs) - p.inpointMs, 0);
    const process = this.d.processes.spawn(
      exportArgs({ source: { listFile }, container, height: transcodeHeight(container, query), durationMs }),
      { transcode: container === 'webm', onExit: () => rmSync(listFile, { force: true }) },
    );
    return { process, fileName: fileNameOf(cameraId, fromMs, container) };
  }

  private liveOf(cameraId: string, container: MediaContainer, query: MediaQuery) {
    const low = query.resolution === 'low' || query.resolution === 'lo' || heightOf(query.resolution) <= 480;
    const source = (low && this.d.liveSourceOf(cameraId, 'low')) || this.d.liveSourceOf(cameraId, 'hi');
    if (!source) throw new Unavailable('The camera has no stream to show.');
    const input = this.d.inputs.open(source);
    const args = exportArgs({
      source: { liveUrl: input.url },
      container,
      height: transcodeHeight(container, query),
    });
    try {
      const process = this.d.processes.spawn(args, {
        transcode: container === 'webm',
        onExit: input.release,
      });
      return { process, fileName: fileNameOf(cameraId, this.d.clock(), container) };
    } catch (error) {
      input.release();
      throw error;
    }
  }
}

function transcodeHeight(container: MediaContainer, query: MediaQuery): number | null {
  const height = container === 'webm' ? heightOf(query.resolution) : Infinity;
  return Number.isFinite(height) ? height : null;
}

function fileNameOf(cameraId: string, atMs: number, container: MediaContainer): string {
  return `${cameraId}_${new Date(atMs).toISOString().replace(/[:.]/g, '-')}.${container}`;
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
