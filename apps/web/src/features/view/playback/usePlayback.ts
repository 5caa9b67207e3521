import { useCallback, useRef, useState } from 'react';
import { NORMAL_SPEED, type Speed } from '../tile-tools/playback-speed.ts';
import type { TimeSpan } from '../timeline/period-layout.ts';
import {
  isEndOfArchive,
  LIVE,
  type PlaybackSource,
  sourceAfter,
  sourceAt,
  sourceBefore,
} from './playback-source.ts';

/** What the page may ask of the selected camera's player. */
export interface PlayerControl {
  seekToDate(ms: number): boolean;
  /** One frame forward or back while paused; false when the player cannot move that way. */
  stepFrame?(direction: 1 | -1): boolean;
}

export interface Playback {
  source: PlaybackSource;
  paused: boolean;
  /** The archive's playback speed (1 live; below 0 backwards). */
  speed: Speed;
  /** Backwards playback reached the start of the recording and stopped (said on the page until the next action). */
  atRecordingStart: boolean;
  /** Wall-clock time on screen; null until the player reports one (live: now). */
  playheadMs: number | null;
  isLive: boolean;
  goLive(): void;
  /**
   * Plays from a time: the archive (the next recording after it when the time is in a gap of `spans`), or
   * live near now.
   */
  seekTo(ms: number, spans: Spans): void;
  seekBy(deltaMs: number, spans: Spans): void;
  togglePlay(): void;
  /** Plays the archive at `speed` (live stays at 1×). */
  setSpeed(speed: Speed): void;
  /** One frame forward or back, in the archive while paused. */
  stepFrame(direction: 1 | -1): void;
  /** For the player: the time on screen moved. */
  onTime(ms: number): void;
  /** For the player: the archive range played to its end; the next recording in `spans` follows. */
  onEnded(spans: Spans): void;
  /**
   * For the player: backwards, it reached the start of its archive range; the recording before it in `spans`
   * follows, or playback stops at the start of the recording.
   */
  onReverseStart(spans: Spans): void;
  playerRef: React.RefObject<PlayerControl | null>;
}

/** The recorded spans, to skip gaps and find the end; null while unknown. */
type Spans = readonly TimeSpan[] | null;

export interface PlaybackOptions {
  cameraId: string;
  /** Without GlobalViewArchivePermission the camera plays live only. */
  canViewArchive: boolean;
}

interface State {
  cameraId: string;
  source: PlaybackSource;
  paused: boolean;
  speed: Speed;
  playheadMs: number | null;
  atRecordingStart: boolean;
}

const initial = (cameraId: string): State => ({
  cameraId,
  source: LIVE,
  paused: false,
  speed: NORMAL_SPEED,
  playheadMs: null,
  atRecordingStart: false,
});

/**
 * The selected camera's playback: live or the archive, paused or not, and the time on screen. A new camera
 * starts live. Archive playback that catches up with live (the last seconds, not written yet) goes back to
 * live; a seek to any recorded moment before them plays it.
 */
export function usePlayback({ cameraId, canViewArchive }: PlaybackOptions): Playback {
  const [stored, setState] = useState<State>(() => initial(cameraId));
  const state = stored.cameraId === cameraId ? stored : initial(cameraId);
  if (stored !== state) setState(state);
  const playerRef = useRef<PlayerControl | null>(null);
  const current = useRef(state);
  current.current = state;

  const goLive = useCallback(() => setState(initial(current.current.cameraId)), []);

  const seekTo = useCallback(
    (ms: number, spans: Spans) => {
      if (!canViewArchive) return;
      const now = Date.now();
      const { source, cameraId: id } = current.current;
      const within = source.kind === 'archive' && ms >= source.startMs && ms < source.endMs;
      if (within && !isEndOfArchive(ms, now) && playerRef.current?.seekToDate(ms)) {
        setState((s) => ({ ...s, paused: false, playheadMs: ms, atRecordingStart: false }));
        return;
      }
      const next = sourceAt(ms, now, spans);
      if (next.kind === 'live') setState(initial(id));
      else
        setState((s) => ({
          ...s,
          cameraId: id,
          source: next,
          paused: false,
          playheadMs: next.startMs,
          atRecordingStart: false,
        }));
    },
    [canViewArchive],
  );

  const seekBy = useCallback(
    (deltaMs: number, spans: Spans) => {
      const { source, playheadMs } = current.current;
      if (source.kind === 'live' && deltaMs > 0) return;
      // From live, back from now (← goes 5 s into the archive); in the archive, from the time on screen.
      const from = source.kind === 'live' ? Date.now() : (playheadMs ?? Date.now());
      seekTo(from + deltaMs, spans);
    },
    [seekTo],
  );

  const togglePlay = useCallback(
    () => setState((s) => ({ ...s, paused: !s.paused, atRecordingStart: false })),
    [],
  );

  const onTime = useCallback(
    (ms: number) => {
      const { source } = current.current;
      if (source.kind === 'archive' && isEndOfArchive(ms, Date.now())) goLive();
      else setState((s) => (s.playheadMs === ms ? s : { ...s, playheadMs: ms }));
    },
    [goLive],
  );

  const onEnded = useCallback((spans: Spans) => {
    const { source, cameraId: id } = current.current;
    const next = sourceAfter(source, Date.now(), spans);
    setState((s) =>
      next.kind === 'live'
        ? initial(id)
        : { ...s, cameraId: id, source: next, paused: false, playheadMs: next.startMs },
    );
  }, []);

  const onReverseStart = useCallback((spans: Spans) => {
    const { source, playheadMs } = current.current;
    if (source.kind !== 'archive') return;
    const next = sourceBefore(Math.min(source.startMs, playheadMs ?? source.startMs), spans);
    setState((s) =>
      next
        ? { ...s, source: next, playheadMs: next.endMs }
        : { ...s, paused: true, speed: NORMAL_SPEED, atRecordingStart: true },
    );
  }, []);

  const setSpeed = useCallback(
    (speed: Speed) =>
      setState((s) => (s.source.kind === 'live' ? s : { ...s, speed, atRecordingStart: false })),
    [],
  );

  const stepFrame = useCallback((direction: 1 | -1) => {
    const { source, paused } = current.current;
    if (source.kind === 'archive' && paused) playerRef.current?.stepFrame?.(direction);
  }, []);

  return {
    source: state.source,
    paused: state.paused,
    speed: state.speed,
    atRecordingStart: state.atRecordingStart,
    playheadMs: state.playheadMs,
    isLive: state.source.kind === 'live',
    goLive,
    seekTo,
    seekBy,
    togglePlay,
    setSpeed,
    stepFrame,
    onTime,
    onEnded,
    onReverseStart,
    playerRef,
  };
}
