/**
 * Thumbnail parts without ffmpeg: the video filter for a size and rotation (one side keeps the aspect, the
 * turn comes before the scale so the asked size is the output's), and the queue that bounds concurrent ffmpeg.
 */
import { describe, expect, it } from 'vitest';
import { BoundedQueue, QueueFull, videoFilterOf } from '../src/modules/thumbnails/index.ts';

describe('thumbnail video filter', () => {
  it('scales to the sides given, keeping the aspect when one is left out', () => {
    expect(videoFilterOf({})).toBeNull();
    expect(videoFilterOf({ height: 120 })).toBe('scale=-2:120');
    expect(videoFilterOf({ width: 640 })).toBe('scale=640:-2');
    expect(videoFilterOf({ width: 640, height: 480 })).toBe('scale=640:480');
  });

  it('turns by quarter turns before scaling, ignoring other angles', () => {
    expect(videoFilterOf({ rotate: 90, height: 120 })).toBe('transpose=1,scale=-2:120');
    expect(videoFilterOf({ rotate: 180 })).toBe('hflip,vflip');
    expect(videoFilterOf({ rotate: -90 })).toBe('transpose=2');
    expect(videoFilterOf({ rotate: 450 })).toBe('transpose=1');
    expect(videoFilterOf({ rotate: 45 })).toBeNull();
  });
});

describe('bounded queue', () => {
  it('runs at most `limit` tasks at once, in order, and refuses when too many wait', async () => {
    const queue = new BoundedQueue(2, 1);
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const task = (n: number) => () =>
      new Promise<number>((done) => {
        started.push(n);
        releases.push(() => done(n));
      });
    const runs = [queue.run(task(1)), queue.run(task(2)), queue.run(task(3))];
    await expect(queue.run(task(4))).rejects.toBeInstanceOf(QueueFull);
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    releases[0]!();
    await runs[0];
    await expect.poll(() => started).toEqual([1, 2, 3]);
    releases[1]!();
    releases[2]!();
    expect(await Promise.all(runs)).toEqual([1, 2, 3]);
    expect(queue.active).toBe(0);
  });
});
