/**
 * Keeps a wall's tiles on the master's time while the archive plays (the rules are `sync-clock.ts`): the
 * open camera's player reports the master time, every other tile reports its own, and every TICK_MS each
 * tile that drifted is corrected by its speed or a seek. A tile whose player cannot seek there (the time is
 * outside its playlist) starts again from the master time. Tiles showing 'No recording' hear every tick to
 * start once the master reaches their recordings. While the master is paused, every tile is put on its frame
 * (a frame step, ',' or '.', moves the whole wall); backwards, tiles run their own reverse clock at the
 * master's rate and are sought back to the master when off.
 */
import type { PlayerControl } from '../playback/usePlayback.ts';
import { type ClockSample, clockAt, correctionOf, offPausedFrame, rateAfter } from './sync-clock.ts';

export const TICK_MS = 250;
/** After a seek, a tile is left alone this long: its first reports still show the old time. */
const SETTLE_MS = 1000;

export interface SyncedTile {
  control: { current: PlayerControl | null };
  /** The tile's video element, whose speed a correction sets. */
  video(): HTMLVideoElement | null;
  /** Plays the archive again from a time (a seek the player could not do). */
  restart(atMs: number): void;
  /** Every tick while the master plays the archive, with its time. */
  onTick?(masterMs: number): void;
}

interface TileClock {
  tile: SyncedTile;
  sample: ClockSample | null;
  rate: number;
  settleUntil: number;
}

export class WallSync {
  private master: ClockSample | null = null;
  private masterPaused = false;
  /** The wall's archive speed: the master plays at it, and so does every tile in step. */
  private masterRate = 1;
  private readonly tiles = new Map<string, TileClock>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** The master's time on screen, just reported; null when it plays live (nothing to follow). */
  setMaster(shownMs: number | null, paused: boolean, rate = 1): void {
    this.master = shownMs === null ? null : { shownMs, atMs: this.now() };
    this.masterPaused = paused;
    this.masterRate = rate;
    // A frame step (or a pause) shows at once on every tile, not at the next tick.
    if (paused && shownMs !== null) this.alignPaused(shownMs);
  }

  /** The master's time now, or null while it plays live or has not reported yet. */
  masterNow(): number | null {
    return this.master ? clockAt(this.master, this.now(), this.masterRate, this.masterPaused) : null;
  }

  register(id: string, tile: SyncedTile): () => void {
    this.tiles.set(id, { tile, sample: null, rate: this.masterRate, settleUntil: 0 });
    return () => {
      if (this.tiles.get(id)?.tile === tile) this.tiles.delete(id);
    };
  }

  /** A tile's time on screen, just reported. */
  report(id: string, shownMs: number): void {
    const clock = this.tiles.get(id);
    if (clock) clock.sample = { shownMs, atMs: this.now() };
  }

  /** A tile started another playlist: its old reports mean nothing now. */
  reset(id: string): void {
    const clock = this.tiles.get(id);
    if (!clock) return;
    clock.sample = null;
    this.setRate(clock, this.masterRate);
  }

  start(): void {
    this.timer ??= setInterval(() => this.tick(), TICK_MS);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private setRate(clock: TileClock, rate: number): void {
    clock.rate = rate;
    // Backwards the tile's player has the rate (its reverse clock); the element stays at 1×.
    if (rate < 0) return;
    const video = clock.tile.video();
    if (video && video.playbackRate !== rate) video.playbackRate = rate;
  }

  private seek(clock: TileClock, toMs: number, now: number): void {
    clock.sample = null;
    clock.settleUntil = now + SETTLE_MS;
    if (!clock.tile.control.current?.seekToDate(toMs)) clock.tile.restart(toMs);
  }

  /**
   * Paused: each tile on the master's frame. A tile sought waits for its next report (its sample is
   * dropped), however soon, so that steps in a row move it each time.
   */
  private alignPaused(masterMs: number): void {
    const now = this.now();
    for (const clock of this.tiles.values()) {
      if (clock.sample && offPausedFrame(masterMs, clock.sample.shownMs)) this.seek(clock, masterMs, now);
    }
  }

  /** One round of corrections. */
  tick(): void {
    const masterMs = this.masterNow();
    if (masterMs === null) return;
    const now = this.now();
    for (const clock of this.tiles.values()) {
      clock.tile.onTick?.(masterMs);
    }
    if (this.masterPaused) {
      this.alignPaused(masterMs);
      return;
    }
    for (const clock of this.tiles.values()) {
      if (!clock.sample || now < clock.settleUntil) continue;
      const correction = correctionOf(masterMs, clockAt(clock.sample, now, clock.rate), this.masterRate);
      if (correction.kind !== 'seek') {
        this.setRate(clock, rateAfter(correction, this.masterRate));
        continue;
      }
      this.setRate(clock, this.masterRate);
      this.seek(clock, correction.toMs, now);
    }
  }
}
