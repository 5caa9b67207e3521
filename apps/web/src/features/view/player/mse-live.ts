/**
 * Live under a second (issue 19): fragmented MP4 from the server's WebSocket (the upgrade of
 * `/media/{cameraId}.mp4`, docs/api-decisions.md) appended to a Media Source Extensions buffer. The server
 * first names the stream's type with its codecs; a browser that cannot play it, one without Media Source
 * Extensions or WebSocket, or a socket that closes or stays silent before that, gives the reason, and the
 * player falls back to HLS. Once playing, the picture is kept at the live edge (`live-edge.ts`) and the buffer behind it
 * trimmed; a socket that closes, or a media error, is a crash the player reloads from.
 */
import { HLS_LOADING_TIMEOUT_MS } from '@argus/contract';
import { behindLiveS, liveEdgeSeek, rangesOf, trimBefore } from './live-edge.ts';
import type { EngineHandlers, PlaybackEngine } from './playback-engine.ts';

/** [design] How long the server may take to name the stream (it starts the camera's stream first). */
export const FIRST_MESSAGE_TIMEOUT_MS = 15_000;
/** [design] How often the bytes that arrived are noted as the camera's bitrate. */
const BITRATE_EVERY_MS = 2000;

type MediaSourceClass = typeof MediaSource;

function mediaSourceClass(): MediaSourceClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { MediaSource?: MediaSourceClass; ManagedMediaSource?: MediaSourceClass };
  return w.MediaSource ?? w.ManagedMediaSource ?? null;
}

/** Whether the browser has Media Source Extensions at all (live over a WebSocket is worth trying). */
export function hasMse(): boolean {
  return mediaSourceClass() !== null;
}

/** The type the server names in its first message, or null for anything else. */
export function mimeTypeOfMessage(text: string): string | null {
  try {
    const message = JSON.parse(text) as { mimeType?: unknown };
    return typeof message.mimeType === 'string' && message.mimeType.startsWith('video/mp4')
      ? message.mimeType
      : null;
  } catch {
    return null;
  }
}

/**
 * Why live over a WebSocket did not start: the browser cannot play it (no MSE, no WebSocket, not this
 * codec: it will not next time either), or the socket failed (closed, refused, silent: it may next time).
 */
export type MseFailure = 'unsupported' | 'failed';

/** Starts live over a WebSocket into `video`; why not when it cannot (the caller falls back to HLS). */
export function startMseLive(
  video: HTMLVideoElement,
  socketUrl: string,
  on: Pick<EngineHandlers, 'onCrash' | 'onSegment'>,
): Promise<PlaybackEngine | MseFailure> {
  const MS = mediaSourceClass();
  if (!MS || typeof WebSocket === 'undefined') return Promise.resolve('unsupported');
  return new Promise((resolve) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(socketUrl);
    } catch {
      resolve('failed');
      return;
    }
    socket.binaryType = 'arraybuffer';
    let engine: PlaybackEngine | null = null;
    let mediaSource: MediaSource | null = null;
    let objectUrl: string | null = null;
    let buffer: SourceBuffer | null = null;
    const queue: ArrayBuffer[] = [];
    let destroyed = false;
    let counted = { bytes: 0, since: Date.now() };

    const crash = () => {
      if (destroyed) return;
      engine?.destroy();
      on.onCrash(null);
    };
    const giveUp = (why: MseFailure = 'failed') => {
      clearTimeout(silence);
      if (engine) crash();
      else {
        destroy();
        resolve(why);
      }
    };
    const silence = setTimeout(() => giveUp(), FIRST_MESSAGE_TIMEOUT_MS);

    const keepAtEdge = () => {
      if (!buffer || video.paused) return;
      const seek = liveEdgeSeek(video.currentTime, rangesOf(buffer.buffered));
      if (seek !== null) video.currentTime = seek;
    };
    const pump = () => {
      if (!buffer || buffer.updating || mediaSource?.readyState !== 'open') return;
      keepAtEdge();
      const trim = trimBefore(video.currentTime, rangesOf(buffer.buffered));
      try {
        if (trim !== null) buffer.remove(0, trim);
        else {
          const next = queue.shift();
          if (next) buffer.appendBuffer(next);
        }
      } catch {
        // A full buffer or a closed source: reloading starts afresh.
        crash();
      }
    };
    const onMediaError = () => crash();
    const onPlay = () => keepAtEdge();

    const open = (mimeType: string) => {
      const source = new MS();
      mediaSource = source;
      objectUrl = URL.createObjectURL(source);
      source.addEventListener(
        'sourceopen',
        () => {
          try {
            buffer = source.addSourceBuffer(mimeType);
          } catch {
            crash();
            return;
          }
          buffer.mode = 'segments';
          buffer.addEventListener('updateend', pump);
          buffer.addEventListener('error', onMediaError);
          pump();
        },
        { once: true },
      );
      video.addEventListener('error', onMediaError);
      video.addEventListener('play', onPlay);
      video.src = objectUrl;
      video.play().catch(() => undefined);
    };

    socket.onmessage = (event: MessageEvent<ArrayBuffer | string>) => {
      if (typeof event.data === 'string') {
        const mimeType = mimeTypeOfMessage(event.data);
        // Another stream type mid-way (the camera's stream changed): a reload starts with it.
        if (engine) {
          crash();
          return;
        }
        if (!mimeType) {
          giveUp();
          return;
        }
        if (!MS.isTypeSupported(mimeType)) {
          giveUp('unsupported');
          return;
        }
        clearTimeout(silence);
        open(mimeType);
        engine = {
          kind: 'mse',
          loadingTimeoutMs: HLS_LOADING_TIMEOUT_MS,
          playingDateMs: () =>
            buffer ? Date.now() - behindLiveS(video.currentTime, rangesOf(buffer.buffered)) * 1000 : null,
          seekToDate: () => false,
          destroy,
        };
        resolve(engine);
        return;
      }
      queue.push(event.data);
      counted.bytes += event.data.byteLength;
      const elapsed = Date.now() - counted.since;
      if (elapsed >= BITRATE_EVERY_MS) {
        on.onSegment(counted.bytes, elapsed / 1000);
        counted = { bytes: 0, since: Date.now() };
      }
      pump();
    };
    socket.onclose = () => giveUp();
    socket.onerror = () => giveUp();

    function destroy() {
      if (destroyed) return;
      destroyed = true;
      clearTimeout(silence);
      socket.onclose = null;
      socket.onerror = null;
      socket.onmessage = null;
      socket.close();
      video.removeEventListener('error', onMediaError);
      video.removeEventListener('play', onPlay);
      if (objectUrl) {
        video.removeAttribute('src');
        video.load();
        URL.revokeObjectURL(objectUrl);
      }
      buffer = null;
      mediaSource = null;
      queue.length = 0;
    }
  });
}

/**
 * The WebSocket address of a camera's live fMP4 from its `/media/{cameraId}.mp4` address (relative or
 * absolute): the same path and query, over `ws:` or `wss:` as the page's own scheme goes.
 */
export function socketUrlOf(mediaUrl: string, pageUrl: string): string {
  const url = new URL(mediaUrl, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
