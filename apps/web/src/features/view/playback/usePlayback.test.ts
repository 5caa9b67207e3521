/**
 * The live edge is archive (issue 13): ← from live goes 5 s back into the archive, a seek 20 s before live
 * plays the archive, archive played 20 s behind stays archive, and only playback that catches up with live
 * (the last seconds) goes back to live.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePlayback } from './usePlayback.ts';

const recordedUntilNow = () => [{ startMs: Date.now() - 3_600_000, endMs: Date.now() }];

function playback() {
  return renderHook(() => usePlayback({ cameraId: 'camera', canViewArchive: true }));
}

describe('usePlayback at the live edge', () => {
  it('goes 5 s back into the archive with ← from live', () => {
    const { result } = playback();
    const before = Date.now();
    act(() => result.current.seekBy(-5000, recordedUntilNow()));
    expect(result.current.isLive).toBe(false);
    const { source } = result.current;
    expect(source.kind === 'archive' && source.startMs).toBeGreaterThanOrEqual(before - 5000);
    expect(source.kind === 'archive' && source.startMs).toBeLessThanOrEqual(Date.now() - 5000);
  });

  it('plays a moment 20 s before live, stays there while it plays behind, and goes live on catching up', () => {
    const { result } = playback();
    const at = Date.now() - 20_000;
    act(() => result.current.seekTo(at, recordedUntilNow()));
    expect(result.current.source).toMatchObject({ kind: 'archive', startMs: at });
    act(() => result.current.onTime(at + 1000));
    expect(result.current.isLive).toBe(false);
    expect(result.current.playheadMs).toBe(at + 1000);
    act(() => result.current.onTime(Date.now() - 1000));
    expect(result.current.isLive).toBe(true);
  });

  it('plays the archive at a chosen speed, kept across seeks, and live again at 1×', () => {
    const { result } = playback();
    act(() => result.current.setSpeed(4));
    expect(result.current.speed).toBe(1);
    const at = Date.now() - 60_000;
    act(() => result.current.seekTo(at, recordedUntilNow()));
    act(() => result.current.setSpeed(4));
    expect(result.current.speed).toBe(4);
    act(() => result.current.seekTo(at - 10_000, recordedUntilNow()));
    expect(result.current.speed).toBe(4);
    act(() => result.current.goLive());
    expect(result.current.speed).toBe(1);
  });

  it('steps a frame only in the archive while paused', () => {
    const { result } = playback();
    const steps: number[] = [];
    result.current.playerRef.current = { seekToDate: () => true, stepFrame: (d) => steps.push(d) > 0 };
    act(() => result.current.stepFrame(1));
    act(() => result.current.seekTo(Date.now() - 60_000, recordedUntilNow()));
    act(() => result.current.stepFrame(1));
    act(() => result.current.togglePlay());
    act(() => result.current.stepFrame(-1));
    expect(steps).toEqual([-1]);
  });

  it('plays backwards into the recording before, and stops at the start of the recording saying so', () => {
    const { result } = playback();
    const recorded = recordedUntilNow();
    const first = recorded[0]!.startMs;
    const at = first + 120_000;
    act(() => result.current.seekTo(at, recorded));
    act(() => result.current.setSpeed(-4));
    expect(result.current.speed).toBe(-4);
    act(() => result.current.onReverseStart(recorded));
    expect(result.current.source).toEqual({ kind: 'archive', startMs: first, endMs: at, playFromMs: at });
    expect(result.current.playheadMs).toBe(at);
    act(() => result.current.onTime(first));
    act(() => result.current.onReverseStart(recorded));
    expect(result.current.atRecordingStart).toBe(true);
    expect(result.current.paused).toBe(true);
    expect(result.current.speed).toBe(1);
    act(() => result.current.togglePlay());
    expect(result.current.atRecordingStart).toBe(false);
  });
});
