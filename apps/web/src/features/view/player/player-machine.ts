/**
 * A player's life, pure (spec 000 §9 web client): it loads, plays, or waits for data. A failed start (past
 * the loading timeout), a stall (no progress for the reload timeout) or a fatal player error is a crash:
 * the player reloads (a new attempt) until it has crashed more than the maximum crash count, then shows the
 * problem with a Retry. A refusal from the server (403, 404, a media error) is shown at once: reloading would
 * get the same answer. A server that does not answer at all (stopped, restarting) is no crash: the player
 * reloads after a pause that doubles up to 8 s, for as long as it takes (a wall of cameras comes back by
 * itself after a server restart). Playing again forgives the crashes and the pauses before.
 */
import { PLAYER_MAX_CRASH_COUNT } from '@argus/contract';
import type { MediaProblem } from './media-problems.ts';

export type PlayerPhase = 'loading' | 'playing' | 'waiting' | 'failed' | 'ended';

export interface PlayerState {
  phase: PlayerPhase;
  /** Crashes since the last time the video played. */
  crashes: number;
  /** Grows with every (re)load: the player starts afresh when it changes. */
  attempt: number;
  /** Reloads in a row for a server that did not answer: how long the next one waits. */
  unreachable: number;
  problem: MediaProblem | null;
}

export type PlayerEvent =
  | { type: 'playing' }
  | { type: 'waiting' }
  | { type: 'ended' }
  | { type: 'crash'; problem?: MediaProblem | null }
  /** The loading timeout ran out: a crash, unless the video plays by now. */
  | { type: 'loadingTimeout' }
  | { type: 'refused'; problem: MediaProblem }
  /** The server did not answer at all. */
  | { type: 'unreachable' }
  | { type: 'retry' };

export const INITIAL_PLAYER_STATE: PlayerState = {
  phase: 'loading',
  crashes: 0,
  attempt: 0,
  unreachable: 0,
  problem: null,
};

/** [design] The longest pause before reloading from a server that does not answer. */
export const UNREACHABLE_MAX_DELAY_MS = 8000;

/** How long an attempt waits before it starts: nothing, or 1, 2, 4, 8, 8 … s while the server is away. */
export function reloadDelayMs(state: PlayerState): number {
  if (state.unreachable === 0) return 0;
  return Math.min(1000 * 2 ** (state.unreachable - 1), UNREACHABLE_MAX_DELAY_MS);
}

export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'playing':
      return state.phase === 'failed'
        ? state
        : { ...state, phase: 'playing', crashes: 0, unreachable: 0, problem: null };
    case 'waiting':
      return state.phase === 'playing' ? { ...state, phase: 'waiting' } : state;
    case 'ended':
      return state.phase === 'failed' ? state : { ...state, phase: 'ended' };
    case 'loadingTimeout':
      return state.phase === 'loading' ? playerReducer(state, { type: 'crash' }) : state;
    case 'crash': {
      if (state.phase === 'failed') return state;
      const crashes = state.crashes + 1;
      if (crashes > PLAYER_MAX_CRASH_COUNT)
        return { ...state, phase: 'failed', crashes, problem: event.problem ?? { kind: 'failed' } };
      return { ...state, phase: 'loading', crashes, attempt: state.attempt + 1, problem: null };
    }
    case 'unreachable':
      if (state.phase === 'failed') return state;
      return {
        ...state,
        phase: 'loading',
        attempt: state.attempt + 1,
        unreachable: state.unreachable + 1,
        problem: null,
      };
    case 'refused':
      return { ...state, phase: 'failed', problem: event.problem };
    case 'retry':
      return { phase: 'loading', crashes: 0, attempt: state.attempt + 1, unreachable: 0, problem: null };
  }
}
