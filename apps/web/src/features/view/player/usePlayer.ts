import { PLAYER_RELOAD_TIMEOUT_MS } from '@argus/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { frameLengthOf, frameStepTarget } from '../tile-tools/playback-speed.ts';
import type { MediaHeaders } from './media.api.ts';
import type { MediaProblem } from './media-problems.ts';
import { startMseLive } from './mse-live.ts';
import { type EngineHandlers, type PlaybackEngine, startEngine } from './playback-engine.ts';
import { INITIAL_PLAYER_STATE, type PlayerState, playerReducer, reloadDelayMs } from './player-machine.ts';
import { playReverse } from './reverse-play.ts';
import { noteSegment } from './stream-bitrate.ts';

export interface PlayerOptions {
  cameraId: string;
  /** What to play; null plays nothing (an offline camera). */
  url: string | null;
  /**
   * Live fMP4 over a WebSocket, tried before `url` (issue 19); null for the archive, or where the socket
   * could not carry the credentials (the cloud relay's Bearer token).
   */
  liveSocketUrl?: string | null;
  /** What hls.js adds to its requests of the system's media (none with a cookie session). */
  mediaHeaders?: MediaHeaders;
  paused: boolean;
  /** The archive position the playlist starts at, for streams that do not date their segments; null: live. */
  startMs: number | null;
  /** The wall-clock time on screen, as the video moves. */
  onTime?(ms: number): void;
  /** The playlist has played to its end (an archive range). */
  onEnded?(): void;
  /**
   * The speed to play at (the archive's; live plays at 1); unset leaves the speed to others (the wall's sync).
   * Below 0 the archive plays backwards (`reverse-play.ts`).
   */
  rate?: number;
  /** Where in the playlist playback begins (a wall-clock time), when not at its start (reverse: its end). */
  startAtMs?: number | null;
  /** Backwards, the player reached the start of its playlist: earlier archive, if any, is the caller's. */
  onReverseStart?(): void;
}

export interface Player {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  state: PlayerState;
  /** What plays now: `mse` (live over a WebSocket), `hls.js` or `native` HLS; null before it starts. */
  engine: PlaybackEngine['kind'] | null;
  retry(): void;
  /** Seeks within the loaded playlist; false when it does not hold that time. */
  seekToDate(ms: number): boolean;
  /** One frame (at the stream's fps, as its frames show) forward or back; false when it cannot. */
  stepFrame(direction: 1 | -1): boolean;
  /** Whether the stream carries sound (the browser decoded some); false until it does. */
  hasAudio: boolean;
}

/** How many presented frames' media times the frame length is learnt from. */
const FRAME_SAMPLES = 12;

type FrameCallbackVideo = HTMLVideoElement & {
  requestVideoFrameCallback?(cb: (now: number, meta: { mediaTime: number }) => void): number;
  cancelVideoFrameCallback?(handle: number): void;
  webkitAudioDecodedByteCount?: number;
  mozHasAudio?: boolean;
  audioTracks?: { length: number };
};

/** Whether the browser found sound in what the video plays (each browser tells it its own way). */
function videoHasAudio(video: FrameCallbackVideo): boolean {
  return (
    (video.audioTracks?.length ?? 0) > 0 ||
    video.mozHasAudio === true ||
    (video.webkitAudioDecodedByteCount ?? 0) > 0
  );
}

const WATCH_EVERY_MS = 1000;

/**
 * Live over a WebSocket first; HLS when it does not start: for this attempt when the socket failed (the
 * next reload tries it again), for the player's life when the browser cannot play it.
 */
async function startPlayback(
  video: HTMLVideoElement,
  url: string,
  socketUrl: string | null,
  mseUnsupported: { current: boolean },
  handlers: EngineHandlers,
): Promise<PlaybackEngine | 'unsupported'> {
  if (socketUrl && !mseUnsupported.current) {
    const engine = await startMseLive(video, socketUrl, handlers);
    if (typeof engine === 'object') return engine;
    if (engine === 'unsupported') mseUnsupported.current = true;
  }
  return await startEngine(video, url, handlers);
}

/**
 * One camera's player: starts an engine for the address (again on every attempt), and watches it (spec 000
 * §9): no picture within the engine's loading timeout, or no progress for the reload timeout while not
 * paused, is a crash and reloads, up to the maximum crash count.
 */
export function usePlayer(options: PlayerOptions): Player {
  const { cameraId, url, paused } = options;
  const liveSocketUrl = options.liveSocketUrl ?? null;
  const videoRef = useRef<HTMLVideoElement>(null);
  const engineRef = useRef<PlaybackEngine | null>(null);
  const mseUnsupported = useRef(false);
  const [engineKind, setEngineKind] = useState<PlaybackEngine['kind'] | null>(null);
  const [hasAudio, setHasAudio] = useState(false);
  const frameTimes = useRef<number[]>([]);
  /** At the position playback begins at (`startAtMs`): reverse waits for it. */
  const positioned = useRef(true);
  const [state, dispatch] = useReducer(playerReducer, INITIAL_PLAYER_STATE);
  const phase = useRef(state.phase);
  phase.current = state.phase;
  const callbacks = useRef(options);
  callbacks.current = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: every attempt starts a new engine
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url) return;
    let cancelled = false;
    let loadingTimer: ReturnType<typeof setTimeout> | undefined;
    // After a server that did not answer, the next attempt waits a while (player-machine.ts).
    const start = () =>
      startPlayback(video, url, liveSocketUrl, mseUnsupported, {
        onRefused: (problem: MediaProblem) => dispatch({ type: 'refused', problem }),
        onCrash: (problem) => dispatch({ type: 'crash', problem }),
        onUnreachable: () => dispatch({ type: 'unreachable' }),
        onSegment: (bytes, durationS) => noteSegment(cameraId, bytes, durationS),
        mediaHeaders: callbacks.current.mediaHeaders,
      }).then(
        (engine) => {
          if (engine === 'unsupported') {
            dispatch({ type: 'refused', problem: { kind: 'unsupported' } });
            return;
          }
          if (cancelled) {
            engine.destroy();
            return;
          }
          engineRef.current = engine;
          setEngineKind(engine.kind);
          loadingTimer = setTimeout(() => dispatch({ type: 'loadingTimeout' }), engine.loadingTimeoutMs);
        },
        () => {
          // The player's code could not load (the server restarting): the server did not answer.
          if (!cancelled) dispatch({ type: 'unreachable' });
        },
      );
    const delayMs = reloadDelayMs(state);
    const delayTimer = delayMs > 0 ? setTimeout(() => void start(), delayMs) : undefined;
    if (delayMs === 0) void start();
    return () => {
      cancelled = true;
      clearTimeout(delayTimer);
      clearTimeout(loadingTimer);
      engineRef.current?.destroy();
      engineRef.current = null;
    };
  }, [url, liveSocketUrl, cameraId, state.attempt]);

  // Progress: the first movement means playing; no movement for the reload timeout (not paused) is a stall.
  // biome-ignore lint/correctness/useExhaustiveDependencies: every attempt watches afresh
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url) return;
    let last = { time: video.currentTime, at: Date.now() };
    let hasAudioSeen = false;
    frameTimes.current = [];
    const startAtMs = callbacks.current.startAtMs ?? null;
    positioned.current = startAtMs === null;
    const onMetadata = () => {
      if (positioned.current || startAtMs === null) return;
      positioned.current = true;
      if (engineRef.current?.seekToDate(startAtMs)) return;
      // A playlist that does not date its segments, or a time past its last one: from its start time.
      const start = callbacks.current.startMs ?? startAtMs;
      const at = (startAtMs - start) / 1000;
      video.currentTime = Number.isFinite(video.duration) ? Math.min(video.duration - 0.04, at) : at;
    };
    // The stream's frame length, from the media times of the frames it shows (for frame steps).
    const framed = video as FrameCallbackVideo;
    let frameHandle: number | undefined;
    const onFrame = (_now: number, meta: { mediaTime: number }) => {
      const times = frameTimes.current;
      times.push(meta.mediaTime);
      if (times.length > FRAME_SAMPLES) times.shift();
      frameHandle = framed.requestVideoFrameCallback?.(onFrame);
    };
    frameHandle = framed.requestVideoFrameCallback?.(onFrame);
    const onTimeUpdate = () => {
      if (!hasAudioSeen && videoHasAudio(video)) {
        hasAudioSeen = true;
        setHasAudio(true);
      }
      if (video.currentTime === last.time) return;
      last = { time: video.currentTime, at: Date.now() };
      if (phase.current !== 'playing') dispatch({ type: 'playing' });
      const start = callbacks.current.startMs;
      const ms =
        engineRef.current?.playingDateMs() ??
        (start === null ? Date.now() : start + video.currentTime * 1000);
      callbacks.current.onTime?.(ms);
    };
    const onWaiting = () => dispatch({ type: 'waiting' });
    const onEnded = () => {
      dispatch({ type: 'ended' });
      callbacks.current.onEnded?.();
    };
    const watch = setInterval(() => {
      const watching = phase.current === 'playing' || phase.current === 'waiting';
      if (!watching || video.paused) last = { time: video.currentTime, at: Date.now() };
      else if (Date.now() - last.at > PLAYER_RELOAD_TIMEOUT_MS) {
        last = { time: video.currentTime, at: Date.now() };
        dispatch({ type: 'crash' });
      }
    }, WATCH_EVERY_MS);
    video.addEventListener('loadedmetadata', onMetadata);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('waiting', onWaiting);
    video.addEventListener('ended', onEnded);
    return () => {
      if (frameHandle !== undefined) framed.cancelVideoFrameCallback?.(frameHandle);
      clearInterval(watch);
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('waiting', onWaiting);
      video.removeEventListener('ended', onEnded);
    };
  }, [url, state.attempt]);

  const rate = options.rate;
  const reverse = rate !== undefined && rate < 0;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url) return;
    // Backwards the video stays paused: the reverse clock moves it.
    if (paused || reverse) video.pause();
    else if (video.paused && state.phase !== 'failed') video.play().catch(() => undefined);
  }, [paused, reverse, url, state.phase]);

  // Backwards: the position stepped back on a clock until paused, a new speed, or the playlist's start.
  const failed = state.phase === 'failed';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source or attempt starts a new element state
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url || !reverse || paused || rate === undefined || failed) return;
    return playReverse(
      video,
      rate,
      () => callbacks.current.onReverseStart?.(),
      () => positioned.current,
    );
  }, [reverse, rate, paused, url, state.attempt, failed]);

  // The speed; a new source resets the element's, so it is set again once the picture is there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source or attempt starts a new element state
  useEffect(() => {
    const video = videoRef.current;
    if (!video || rate === undefined) return;
    // Backwards, the element's own rate is 1 (it is paused; the reverse clock has the speed).
    const elementRate = Math.max(0, rate) || 1;
    const apply = () => {
      video.defaultPlaybackRate = elementRate;
      if (video.playbackRate !== elementRate) video.playbackRate = elementRate;
    };
    apply();
    video.addEventListener('loadeddata', apply);
    return () => video.removeEventListener('loadeddata', apply);
  }, [rate, url, state.attempt]);

  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  const seekToDate = useCallback((ms: number) => engineRef.current?.seekToDate(ms) ?? false, []);
  const stepFrame = useCallback((direction: 1 | -1) => {
    const video = videoRef.current;
    if (!video || video.seekable.length === 0) return false;
    const last = video.seekable.length - 1;
    const target = frameStepTarget(
      video.currentTime,
      frameLengthOf(frameTimes.current),
      direction,
      video.seekable.start(0),
      video.seekable.end(last),
    );
    if (target === null) return false;
    video.currentTime = target;
    return true;
  }, []);
  return { videoRef, state, engine: engineKind, retry, seekToDate, stepFrame, hasAudio };
}
