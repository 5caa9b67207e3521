import { describe, expect, it, vi } from 'vitest';
import { WallSync } from './wall-sync.ts';

function fakeTile(seekable = true) {
  const video = { playbackRate: 1 } as HTMLVideoElement;
  const seekToDate = vi.fn(() => seekable);
  const tile = {
    control: { current: { seekToDate } },
    video: () => video,
    restart: vi.fn(),
    onTick: vi.fn(),
  };
  return { tile, video, seekToDate };
}

describe('wall sync', () => {
  it('follows nothing while the master plays live', () => {
    let now = 0;
    const sync = new WallSync(() => now);
    const { tile, seekToDate } = fakeTile();
    sync.register('a', tile);
    sync.report('a', 5000);
    sync.setMaster(null, false);
    now = 1000;
    sync.tick();
    expect(sync.masterNow()).toBeNull();
    expect(tile.onTick).not.toHaveBeenCalled();
    expect(seekToDate).not.toHaveBeenCalled();
  });

  it('speeds up a tile a little behind, and back to normal once in step', () => {
    let now = 0;
    const sync = new WallSync(() => now);
    const { tile, video } = fakeTile();
    sync.register('a', tile);
    sync.setMaster(100_000, false);
    sync.report('a', 99_500);
    now = 250;
    sync.tick();
    expect(tile.onTick).toHaveBeenCalledWith(100_250);
    expect(video.playbackRate).toBe(1.25);
    now = 500;
    sync.report('a', 100_480);
    sync.tick();
    expect(video.playbackRate).toBe(1);
  });

  it('seeks a tile far off, restarts it when its playlist cannot, and leaves it to settle', () => {
    let now = 0;
    const sync = new WallSync(() => now);
    const seekable = fakeTile(true);
    const stuck = fakeTile(false);
    sync.register('a', seekable.tile);
    sync.register('b', stuck.tile);
    sync.setMaster(100_000, false);
    sync.report('a', 90_000);
    sync.report('b', 110_000);
    sync.tick();
    expect(seekable.seekToDate).toHaveBeenCalledWith(100_000);
    expect(stuck.tile.restart).toHaveBeenCalledWith(100_000);
    sync.report('a', 95_000);
    now = 500;
    sync.tick();
    expect(seekable.seekToDate).toHaveBeenCalledTimes(1);
  });

  it('holds the master while paused, puts every tile on its frame, and forgets a tile that left', () => {
    let now = 0;
    const sync = new WallSync(() => now);
    const { tile, seekToDate } = fakeTile();
    const unregister = sync.register('a', tile);
    sync.report('a', 50_000);
    sync.setMaster(100_000, true);
    expect(seekToDate).toHaveBeenCalledWith(100_000);
    now = 5000;
    expect(sync.masterNow()).toBe(100_000);
    // Until the tile reports its new frame, it is not sought again.
    sync.tick();
    expect(seekToDate).toHaveBeenCalledTimes(1);
    sync.report('a', 100_000);
    sync.tick();
    expect(seekToDate).toHaveBeenCalledTimes(1);
    unregister();
    sync.setMaster(100_000, false);
    sync.tick();
    expect(tile.onTick).toHaveBeenCalledTimes(2);
  });

  it('steps every tile with the master, frame by frame, while paused', () => {
    let now = 0;
    const sync = new WallSync(() => now);
    const a = fakeTile();
    const b = fakeTile(false);
    sync.register('a', a.tile);
    sync.register('b', b.tile);
    sync.setMaster(100_000, true);
    sync.report('a', 100_000);
    sync.report('b', 100_010);
    // '.': the master shows the next frame; every tile is sought there at once (b restarts there).
    now = 100;
    sync.setMaster(100_040, true);
    expect(a.seekToDate).toHaveBeenLastCalledWith(100_040);
    expect(b.tile.restart).toHaveBeenLastCalledWith(100_040);
    sync.report('a', 100_040);
    // ',' twice, quicker than a tick: the tile follows each step once it has shown the last.
    now = 150;
    sync.setMaster(100_000, true);
    expect(a.seekToDate).toHaveBeenLastCalledWith(100_000);
    sync.setMaster(99_960, true);
    expect(a.seekToDate).toHaveBeenCalledTimes(2);
    sync.report('a', 100_000);
    sync.tick();
    expect(a.seekToDate).toHaveBeenLastCalledWith(99_960);
  });

  it('follows the master backwards: the clock runs back, the element keeps 1×, and a tile off is sought', () => {
    let now = 0;
    const sync = new WallSync(() => now);
    const { tile, video, seekToDate } = fakeTile();
    sync.register('a', tile);
    sync.setMaster(100_000, false, -2);
    sync.report('a', 100_000);
    now = 1000;
    expect(sync.masterNow()).toBe(98_000);
    sync.report('a', 98_050);
    sync.tick();
    expect(video.playbackRate).toBe(1);
    expect(seekToDate).not.toHaveBeenCalled();
    sync.report('a', 98_600);
    sync.tick();
    expect(seekToDate).toHaveBeenCalledWith(98_000);
  });

  it('plays every tile at the master’s archive speed, and corrects around it', () => {
    let now = 0;
    const sync = new WallSync(() => now);
    const { tile, video } = fakeTile();
    sync.register('a', tile);
    sync.setMaster(100_000, false, 2);
    sync.report('a', 100_000);
    now = 1000;
    expect(sync.masterNow()).toBe(102_000);
    sync.report('a', 102_000);
    sync.tick();
    expect(video.playbackRate).toBe(2);
    // 500 ms behind at 2×: a little faster than 2× until it is back.
    sync.report('a', 101_500);
    sync.tick();
    expect(video.playbackRate).toBeGreaterThan(2);
    expect(video.playbackRate).toBeLessThanOrEqual(3);
  });
});
