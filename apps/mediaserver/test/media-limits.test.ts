/**
 * The bounds on media work (issue 14 item 7): per user and for the whole server, per kind of work, refused
 * with Unavailable and a `Retry-After`, freed when a process exits. Real child processes (`sleep`).
 */
import { Unavailable } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { MediaLimits, MediaProcesses } from '../src/modules/media-streaming/index.ts';

const LIMITS = {
  stream: { perUser: 2, total: 3, retryAfterS: 10 },
  segment: { perUser: 1, total: 1, retryAfterS: 1 },
};

function refusal(take: () => unknown): Unavailable {
  try {
    take();
  } catch (error) {
    if (error instanceof Unavailable) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('media work limits', () => {
  it('bound each user and the server, by kind, and free a place when released', () => {
    const limits = new MediaLimits(LIMITS);
    const a1 = limits.take({ work: 'stream', userId: 'a' });
    limits.take({ work: 'stream', userId: 'a' });
    const mine = refusal(() => limits.take({ work: 'stream', userId: 'a' }));
    expect(mine.retryAfterS).toBe(10);
    expect(mine.text).toBe('Too many media streams of this user run now; try again later.');
    limits.take({ work: 'stream', userId: 'b' });
    const all = refusal(() => limits.take({ work: 'stream', userId: 'c' }));
    expect(all.text).toBe('Too many media streams run on this server now; try again later.');
    // Segments are counted apart from streams.
    limits.take({ work: 'segment', userId: 'c' });
    expect(refusal(() => limits.take({ work: 'segment', userId: 'd' })).retryAfterS).toBe(1);
    a1();
    a1(); // a second release frees nothing more
    limits.take({ work: 'stream', userId: 'c' });
    expect(() => limits.take({ work: 'stream', userId: 'c' })).toThrow(Unavailable);
  });

  it("count a media process from its start to its exit, and none of the server's own", async () => {
    const processes = new MediaProcesses('sleep', 2, new MediaLimits(LIMITS));
    processes.start();
    const budget = { work: 'segment', userId: 'a' } as const;
    const first = processes.spawn(['30'], { budget });
    expect(() => processes.spawn(['30'], { budget })).toThrow(Unavailable);
    expect(processes.count).toBe(1);
    // A live remuxer (no budget) is bounded where it starts, not here.
    const own = processes.spawn(['30']);
    first.kill();
    await first.exited;
    const second = processes.spawn(['30'], { budget });
    expect(processes.count).toBe(2);
    second.kill();
    own.kill();
    await processes.stop();
    expect(processes.count).toBe(0);
  });
});
