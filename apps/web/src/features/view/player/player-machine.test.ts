import { describe, expect, it } from 'vitest';
import { INITIAL_PLAYER_STATE, type PlayerEvent, playerReducer, reloadDelayMs } from './player-machine.ts';

const run = (...events: PlayerEvent[]) => events.reduce(playerReducer, INITIAL_PLAYER_STATE);

describe('player state', () => {
  it('plays once the video moves, and waits while it buffers', () => {
    expect(run({ type: 'playing' }).phase).toBe('playing');
    expect(run({ type: 'playing' }, { type: 'waiting' }).phase).toBe('waiting');
    expect(run({ type: 'waiting' }).phase).toBe('loading');
  });

  it('reloads after a crash, up to the maximum crash count (2), then fails with Retry', () => {
    const once = run({ type: 'crash' });
    expect(once).toMatchObject({ phase: 'loading', crashes: 1, attempt: 1 });
    const twice = run({ type: 'crash' }, { type: 'crash' });
    expect(twice).toMatchObject({ phase: 'loading', crashes: 2, attempt: 2 });
    const thrice = run({ type: 'crash' }, { type: 'crash' }, { type: 'crash' });
    expect(thrice).toMatchObject({ phase: 'failed', attempt: 2, problem: { kind: 'failed' } });
    expect(playerReducer(thrice, { type: 'retry' })).toMatchObject({
      phase: 'loading',
      crashes: 0,
      attempt: 3,
    });
  });

  it('forgives crashes once the video plays again', () => {
    expect(run({ type: 'crash' }, { type: 'crash' }, { type: 'playing' }, { type: 'crash' })).toMatchObject({
      phase: 'loading',
      crashes: 1,
    });
  });

  it('shows a refusal at once, with the last problem of a crash when it had one', () => {
    expect(run({ type: 'refused', problem: { kind: 'cameraPassword' } })).toMatchObject({
      phase: 'failed',
      problem: { kind: 'cameraPassword' },
    });
    const problem = { kind: 'message' as const, text: 'The camera does not send video now.' };
    expect(run({ type: 'crash' }, { type: 'crash' }, { type: 'crash', problem }).problem).toEqual(problem);
  });

  it('stays failed until retried, and ends when the archive range is over', () => {
    const failed = run({ type: 'refused', problem: { kind: 'offline' } });
    expect(playerReducer(failed, { type: 'playing' })).toBe(failed);
    expect(run({ type: 'playing' }, { type: 'ended' }).phase).toBe('ended');
  });

  it('counts the loading timeout as a crash only while loading', () => {
    expect(run({ type: 'loadingTimeout' })).toMatchObject({ phase: 'loading', crashes: 1, attempt: 1 });
    expect(run({ type: 'playing' }, { type: 'loadingTimeout' })).toMatchObject({
      phase: 'playing',
      crashes: 0,
    });
  });

  it('keeps reloading from a server that does not answer, without using up its crashes, and waits longer each time', () => {
    const down = Array.from({ length: 10 }, (): PlayerEvent => ({ type: 'unreachable' }));
    // The live socket closed as the server stopped (a crash), then the restarting server answered nothing.
    const away = run({ type: 'crash' }, ...down);
    expect(away).toMatchObject({ phase: 'loading', crashes: 1, attempt: 11, unreachable: 10 });
    expect(reloadDelayMs(INITIAL_PLAYER_STATE)).toBe(0);
    expect([1, 2, 3, 4, 5].map((n) => reloadDelayMs({ ...away, unreachable: n }))).toEqual([
      1000, 2000, 4000, 8000, 8000,
    ]);
    // Back: playing forgives the pauses; a failed player stays failed until Retry.
    expect(playerReducer(away, { type: 'playing' })).toMatchObject({
      phase: 'playing',
      crashes: 0,
      unreachable: 0,
    });
    const failed = run({ type: 'crash' }, { type: 'crash' }, { type: 'crash' });
    expect(playerReducer(failed, { type: 'unreachable' })).toBe(failed);
  });
});
