/**
 * Plays an HLS address in a `<video>`: with hls.js where the browser has Media Source Extensions, else with
 * the browser's own HLS (Safari on iPhone), else not at all. hls.js is imported when the first player
 * starts, so no other page carries it. The engine reports the server's refusals (with the text of its
 * error body, media-server-api §2.4), crashes the player may recover from by reloading, and the size of each
 * segment (the camera's bitrate); it tells the wall-clock time on screen where the playlist dates its
 * segments (the archive), and seeks to a wall-clock time within its playlist.
 */
import { HLS_LOADING_TIMEOUT_MS, NATIVE_HLS_LOADING_TIMEOUT_MS } from '@argus/contract';
import type HlsType from 'hls.js';
import type { ErrorData } from 'hls.js';
import { isFinalStatus, type MediaProblem, mediaProblemOf } from './media-problems.ts';

export interface EngineHandlers {
  /** The server refused the playlist: reloading would get the same answer. */
  onRefused(problem: MediaProblem): void;
  /** A fatal error a reload may cure; with the server's text when it gave one. */
  onCrash(problem: MediaProblem | null): void;
  /**
   * The server did not answer at all (down, restarting, the network gone): the player waits and tries again
   * for as long as that lasts, without using up its crashes.
   */
  onUnreachable?(): void;
  /** A media segment of `bytes` lasting `durationS` arrived. */
  onSegment(bytes: number, durationS: number): void;
  /**
   * Headers for hls.js's requests to the playlist's origin: the system's Bearer token through the cloud's
   * relay (absent with a cookie session). Only the master playlist needs it (it names the rest with a URL key, `authKey=`), but every
   * request to that origin carries it, since hls.js reloads the master after a refusal.
   */
  mediaHeaders?: () => Promise<Record<string, string>>;
}

/** hls.js's request hook: the headers of `on.mediaHeaders` on requests to the playlist's own origin. */
export function xhrSetupOf(url: string, on: EngineHandlers) {
  const { mediaHeaders } = on;
  if (!mediaHeaders) return undefined;
  const origin = new URL(url, window.location.href).origin;
  return async (xhr: XMLHttpRequest, requestUrl: string) => {
    if (new URL(requestUrl, window.location.href).origin !== origin) return;
    const headers = await mediaHeaders();
    // Headers can be set only on an opened request; hls.js sends it as it is.
    if (xhr.readyState === XMLHttpRequest.UNSENT) xhr.open('GET', requestUrl, true);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
  };
}

export interface PlaybackEngine {
  /** `mse`: live fMP4 over a WebSocket (`mse-live.ts`). */
  kind: 'hls.js' | 'native' | 'mse';
  /** How long this engine may take to start playing (spec 000 §9). */
  loadingTimeoutMs: number;
  /** Wall-clock time (ms) of the frame on screen, when the playlist dates its segments. */
  playingDateMs(): number | null;
  /** Seeks to a wall-clock time within the loaded playlist; false when the playlist does not hold it. */
  seekToDate(ms: number): boolean;
  destroy(): void;
}

const HLS_MIME = 'application/vnd.apple.mpegurl';

function hasMediaSource(): boolean {
  return typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
}

/** The status and error body of a failed playlist load (hls.js keeps the XMLHttpRequest). */
function answerOf(data: ErrorData): { status: number; body: unknown } {
  const details = data.networkDetails as XMLHttpRequest | undefined;
  let body: unknown;
  try {
    body =
      details && (details.responseType === '' || details.responseType === 'text')
        ? details.responseText
        : undefined;
  } catch {
    body = undefined;
  }
  return { status: data.response?.code ?? details?.status ?? 0, body };
}

function startHlsJs(
  Hls: typeof HlsType,
  video: HTMLVideoElement,
  url: string,
  on: EngineHandlers,
): PlaybackEngine {
  const patience = { maxTimeToFirstByteMs: 30_000, maxLoadTimeMs: 45_000 };
  const retry = { maxNumRetry: 2, retryDelayMs: 1000, maxRetryDelayMs: 8000 };
  const hls = new Hls({
    xhrSetup: xhrSetupOf(url, on),
    capLevelToPlayerSize: true,
    backBufferLength: 30,
    manifestLoadPolicy: { default: { ...patience, timeoutRetry: retry, errorRetry: retry } },
    playlistLoadPolicy: { default: { ...patience, timeoutRetry: retry, errorRetry: retry } },
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
      const { status, body } = answerOf(data);
      const problem = mediaProblemOf(body);
      // Only the master playlist, asked with the session, is the server's final word. Media playlists and
      // segments are named by a key of the master's answer that a restart, a new live window or changed
      // rights end: their refusal reloads from the master, which then answers for the caller as it is now.
      const master = data.details === Hls.ErrorDetails.MANIFEST_LOAD_ERROR;
      if (master && isFinalStatus(status))
        on.onRefused(problem ?? { kind: 'message', text: `HTTP ${status}` });
      else if (status === 0 && on.onUnreachable) on.onUnreachable();
      else on.onCrash(problem);
      return;
    }
    on.onCrash(null);
  });
  hls.on(Hls.Events.FRAG_LOADED, (_event, data) => on.onSegment(data.payload.byteLength, data.frag.duration));
  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    video.play().catch(() => undefined);
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return {
    kind: 'hls.js',
    loadingTimeoutMs: HLS_LOADING_TIMEOUT_MS,
    // Archive playlists date their segments; live ones do not, and are `latency` behind now.
    playingDateMs: () =>
      hls.playingDate?.getTime() ??
      (hls.latestLevelDetails?.live && Number.isFinite(hls.latency) ? Date.now() - hls.latency * 1000 : null),
    seekToDate(ms) {
      const fragments = hls.latestLevelDetails?.fragments ?? [];
      const frag = fragments.find(
        (f) =>
          f.programDateTime !== null && f.programDateTime <= ms && ms < f.programDateTime + f.duration * 1000,
      );
      if (!frag || frag.programDateTime === null) return false;
      video.currentTime = frag.start + (ms - frag.programDateTime) / 1000;
      return true;
    },
    destroy: () => hls.destroy(),
  };
}

function startNative(video: HTMLVideoElement, url: string, on: EngineHandlers): PlaybackEngine {
  const onError = () => on.onCrash(null);
  video.addEventListener('error', onError);
  video.src = url;
  video.play().catch(() => undefined);
  const startDate = () => {
    const date = (video as HTMLVideoElement & { getStartDate?: () => Date }).getStartDate?.();
    const ms = date?.getTime();
    return ms !== undefined && Number.isFinite(ms) ? ms : null;
  };
  return {
    kind: 'native',
    loadingTimeoutMs: NATIVE_HLS_LOADING_TIMEOUT_MS,
    playingDateMs: () => {
      const start = startDate();
      return start === null ? null : start + video.currentTime * 1000;
    },
    seekToDate(ms) {
      const start = startDate();
      if (start === null || ms < start || ms > start + video.duration * 1000) return false;
      video.currentTime = (ms - start) / 1000;
      return true;
    },
    destroy() {
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
}

/**
 * Starts playing `url` in `video`. hls.js where Media Source Extensions exist, the browser's own HLS where
 * it says it can play it; `unsupported` otherwise.
 */
export async function startEngine(
  video: HTMLVideoElement,
  url: string,
  on: EngineHandlers,
): Promise<PlaybackEngine | 'unsupported'> {
  if (hasMediaSource()) {
    const { default: Hls } = await import('hls.js/light');
    if (Hls.isSupported()) return startHlsJs(Hls, video, url, on);
  }
  // The browser's own player sends no headers: a playlist that needs them (a cloud relay's) it cannot play.
  if (video.canPlayType(HLS_MIME) && !on.mediaHeaders) return startNative(video, url, on);
  return 'unsupported';
}
