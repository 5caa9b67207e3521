/**
 * The PTZ keys of a focused tile: arrows pan and tilt, + and − zoom, while held; several at once combine
 * (up and left move diagonally). Keys with Ctrl, Alt, Meta or Shift are left to the View page (Shift+← is
 * its 60 s step).
 */
import type { PtzIntent } from '@argus/contract/mediaserver';

type Axis = 'pan' | 'tilt' | 'zoom';

const KEYS: Readonly<Record<string, readonly [Axis, 1 | -1]>> = {
  ArrowLeft: ['pan', -1],
  ArrowRight: ['pan', 1],
  ArrowUp: ['tilt', 1],
  ArrowDown: ['tilt', -1],
  '+': ['zoom', 1],
  '=': ['zoom', 1],
  '-': ['zoom', -1],
  _: ['zoom', -1],
};

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** The PTZ key a keyboard event names, or null when the key is not one (or comes with a modifier). */
export function ptzKeyOf(e: KeyLike): string | null {
  if (e.ctrlKey || e.altKey || e.metaKey) return null;
  // + needs Shift on many layouts; an arrow with Shift is the View page's.
  if (e.shiftKey && e.key.startsWith('Arrow')) return null;
  return e.key in KEYS ? e.key : null;
}

/** The move the held keys ask for: a continuous move, or a stop when nothing (or opposites only) is held. */
export function intentOfHeld(held: ReadonlySet<string>): PtzIntent {
  const v = { pan: 0, tilt: 0, zoom: 0 };
  for (const key of held) {
    const entry = KEYS[key];
    if (entry) v[entry[0]] += entry[1];
  }
  const clamp = (n: number) => Math.max(-1, Math.min(1, n));
  const move = { pan: clamp(v.pan), tilt: clamp(v.tilt), zoom: clamp(v.zoom) };
  return move.pan || move.tilt || move.zoom ? { kind: 'move', ...move } : { kind: 'stop' };
}

/** Whether two intents ask for the same thing (a held key repeating changes nothing). */
export function sameIntent(a: PtzIntent | null, b: PtzIntent): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
