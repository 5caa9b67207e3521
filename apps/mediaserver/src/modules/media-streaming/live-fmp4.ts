/**
 * Sub-second live (issue 19): fragmented MP4 of a camera stream, for players that feed it to Media Source
 * Extensions over a WebSocket. One ffmpeg per camera and stream copies the camera's video (no re-encode),
 * with its sound as a second track where the camera's `audioEnabled` is on (AAC, audio-mode.ts), into
 * fragments of one frame each, with no input buffering; every viewer of that stream shares it. A viewer
 * gets the init segment (`ftyp`+`moov`, with the codec string), then the fragments from the next keyframe.
 * A viewer that falls behind (its socket holds more than `MAX_BEHIND_BYTES` unsent) misses fragments up to
 * the next keyframe instead of being buffered for without limit. The process stops `LINGER_MS` after its
 * last viewer left (a player that reconnects finds it running), or when the camera's stream ends, which
 * closes its viewers. Their number is bounded like the live remuxers'.
 */
import { type AudioMode, audioArgs } from '../../media/audio-mode.ts';
import type { ChildInput } from '../../media/camera-input.ts';
import type { StreamQuality } from './archive-reader.ts';
import { type Fmp4Piece, Fmp4Reader, mimeTypeOf } from './fmp4-boxes.ts';
import { MAX_LIVE_REMUXERS } from './live-remuxers.ts';
import type { MediaProcess, MediaProcesses } from './media-processes.ts';

/** [design] Unsent bytes a viewer may hold before it skips to the next keyframe (a few seconds of video). */
export const MAX_BEHIND_BYTES = 2 * 1024 * 1024;
/** [design] How long a stream keeps running after its last viewer. */
export const LIVE_FMP4_LINGER_MS = 10_000;

export function liveFmp4Args(url: string, audio: AudioMode = 'off'): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error'],
    ...['-fflags', 'nobuffer', '-flags', 'low_delay', '-rtsp_transport', 'tcp', '-timeout', '5000000'],
    ...['-i', url],
    // The sound as a second track (AAC: a camera's G.711 has no place in MP4 for a browser), or none.
    ...['-map', '0:v:0', '-c:v', 'copy', ...audioArgs(audio), '-f', 'mp4'],
    ...['-movflags', 'empty_moov+default_base_moof+frag_every_frame+skip_trailer', '-flush_packets', '1'],
    'pipe:1',
  ];
}

/** What the feed needs of a viewer's connection. */
export interface LiveViewer {
  /** The MIME type with codecs, before the init segment. */
  sendType(mimeType: string): void;
  send(bytes: Buffer): void;
  /** Bytes sent but not yet written to the network. */
  behindBytes(): number;
  /** The stream ended (the camera stopped sending, or the server stops). */
  end(reason: string): void;
}

interface Watcher {
  viewer: LiveViewer;
  /** Waiting for a keyframe: a new viewer, or one that fell behind. */
  waiting: boolean;
}

interface Feed {
  process: MediaProcess;
  init: { bytes: Buffer; mimeType: string } | null;
  watchers: Set<Watcher>;
  linger: NodeJS.Timeout | null;
  ended: boolean;
}

export interface LiveFmp4Deps {
  processes: MediaProcesses;
  max?: number;
  lingerMs?: number;
  maxBehindBytes?: number;
  /** The camera's sound in its live stream (audio-mode.ts); none when absent. */
  audioOf?: (cameraId: string, quality: StreamQuality) => AudioMode;
}

export class LiveFmp4Streams {
  readonly name = 'live fMP4 streams';
  private readonly feeds = new Map<string, Feed>();

  constructor(private readonly d: LiveFmp4Deps) {}

  get count(): number {
    return this.feeds.size;
  }

  /**
   * Adds a viewer to the stream of a camera (started from `input` if none runs); returns its leave function,
   * or null when no more streams may run now.
   */
  watch(
    cameraId: string,
    quality: StreamQuality,
    input: () => ChildInput | null,
    viewer: LiveViewer,
  ): (() => void) | null {
    // A change of the camera's sound starts a new stream; the old one ends when its viewers have left.
    const audio = this.d.audioOf?.(cameraId, quality) ?? 'off';
    const key = `${cameraId}/${quality}/${audio}`;
    const feed = this.feeds.get(key) ?? this.open(key, input, audio);
    if (!feed) return null;
    if (feed.linger) clearTimeout(feed.linger);
    feed.linger = null;
    const watcher: Watcher = { viewer, waiting: true };
    feed.watchers.add(watcher);
    if (feed.init) {
      viewer.sendType(feed.init.mimeType);
      viewer.send(feed.init.bytes);
    }
    return () => {
      if (!feed.watchers.delete(watcher) || feed.watchers.size > 0 || feed.ended) return;
      feed.linger = setTimeout(() => feed.process.kill(), this.d.lingerMs ?? LIVE_FMP4_LINGER_MS);
      feed.linger.unref();
    };
  }

  private open(key: string, input: () => ChildInput | null, audio: AudioMode): Feed | null {
    if (this.feeds.size >= (this.d.max ?? MAX_LIVE_REMUXERS)) return null;
    const source = input();
    if (!source) return null;
    let process: MediaProcess;
    try {
      process = this.d.processes.spawn(liveFmp4Args(source.url, audio), { onExit: source.release });
    } catch (error) {
      source.release();
      throw error;
    }
    const feed: Feed = { process, init: null, watchers: new Set(), linger: null, ended: false };
    this.feeds.set(key, feed);
    const reader = new Fmp4Reader();
    process.output.on('data', (chunk: Buffer) => {
      let pieces: Fmp4Piece[];
      try {
        pieces = reader.push(chunk);
      } catch {
        process.kill();
        return;
      }
      for (const piece of pieces) this.dispatch(feed, piece);
    });
    process.exited.then(() => {
      feed.ended = true;
      if (feed.linger) clearTimeout(feed.linger);
      if (this.feeds.get(key) === feed) this.feeds.delete(key);
      for (const { viewer } of feed.watchers) viewer.end('The camera stream ended.');
      feed.watchers.clear();
    });
    return feed;
  }

  private dispatch(feed: Feed, piece: Fmp4Piece): void {
    if (piece.kind === 'init') {
      const mimeType = mimeTypeOf(piece.tracks);
      feed.init = { bytes: piece.bytes, mimeType };
      for (const w of feed.watchers) {
        w.viewer.sendType(mimeType);
        w.viewer.send(piece.bytes);
        w.waiting = true;
      }
      return;
    }
    if (!feed.init) return;
    const limit = this.d.maxBehindBytes ?? MAX_BEHIND_BYTES;
    for (const w of feed.watchers) {
      if (w.viewer.behindBytes() > limit) {
        w.waiting = true;
        continue;
      }
      if (w.waiting && !piece.keyframe) continue;
      w.waiting = false;
      w.viewer.send(piece.bytes);
    }
  }

  start(): void {}

  async stop(): Promise<void> {
    const feeds = [...this.feeds.values()];
    for (const feed of feeds) feed.process.kill();
    await Promise.all(feeds.map((f) => f.process.exited));
  }
}
