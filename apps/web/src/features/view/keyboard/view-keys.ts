/**
 * The View page's keyboard (pure): which key does what. Space plays or pauses, ←/→ step 5 s (Shift: 60 s),
 * Home or L goes live, [ and ] (or PageUp/PageDown) open the previous or next camera, + and − zoom the time
 * line, F shows the open camera's tile fullscreen (Esc leaves), and , and . step one frame back or forward
 * while the archive is paused; Ctrl+← and Ctrl+→ play the archive slower or faster, past ¼× into reverse
 * (Nx's keys for its speed, −16× to 16×). Keys typed into a field, or pressed on a control that uses them itself, are left alone.
 */

export const SEEK_STEP_MS = 5000;
export const SEEK_LONG_STEP_MS = 60_000;

export type ViewAction =
  | { type: 'togglePlay' }
  | { type: 'seekBy'; deltaMs: number }
  | { type: 'live' }
  | { type: 'camera'; step: -1 | 1 }
  | { type: 'zoom'; direction: 'in' | 'out' }
  | { type: 'fullscreen' }
  | { type: 'frameStep'; direction: 1 | -1 }
  | { type: 'speed'; step: 1 | -1 };

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** Elements that take these keys themselves: fields, and buttons and links for Space. */
function usesKeysItself(target: EventTarget | null, key: string): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as Element;
  if (
    el.closest(
      'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"], [role="listbox"]',
    )
  )
    return true;
  return key === ' ' && !!el.closest('button, a, [role="button"], [role="tab"], [role="option"]');
}

/** The action of a key press, or null when the page leaves it to the browser. */
export function viewActionOf(press: KeyPress): ViewAction | null {
  if (usesKeysItself(press.target, press.key)) return null;
  if (press.ctrlKey && !press.metaKey && !press.altKey && !press.shiftKey) {
    if (press.key === 'ArrowLeft') return { type: 'speed', step: -1 };
    if (press.key === 'ArrowRight') return { type: 'speed', step: 1 };
  }
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  switch (press.key) {
    case ' ':
      return { type: 'togglePlay' };
    case 'ArrowLeft':
      return { type: 'seekBy', deltaMs: -(press.shiftKey ? SEEK_LONG_STEP_MS : SEEK_STEP_MS) };
    case 'ArrowRight':
      return { type: 'seekBy', deltaMs: press.shiftKey ? SEEK_LONG_STEP_MS : SEEK_STEP_MS };
    case 'Home':
    case 'l':
    case 'L':
      return { type: 'live' };
    case '[':
    case 'PageUp':
      return { type: 'camera', step: -1 };
    case ']':
    case 'PageDown':
      return { type: 'camera', step: 1 };
    case '+':
    case '=':
      return { type: 'zoom', direction: 'in' };
    case '-':
    case '_':
      return { type: 'zoom', direction: 'out' };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case ',':
      return { type: 'frameStep', direction: -1 };
    case '.':
      return { type: 'frameStep', direction: 1 };
    default:
      return null;
  }
}

/** Keys whose names the help translates (`keys.names.*`); the others are shown as they are printed. */
export const NAMED_KEYS = ['space', 'home', 'pageUp', 'pageDown', 'shift', 'ctrl'] as const;

/** The keys the help lists (a name of NAMED_KEYS, or the key's character), with their description's key. */
export const KEY_LEGEND = [
  { keys: [['space']], textKey: 'keys.togglePlay' },
  { keys: [['←'], ['→']], textKey: 'keys.seek' },
  {
    keys: [
      ['shift', '←'],
      ['shift', '→'],
    ],
    textKey: 'keys.seekLong',
  },
  { keys: [['home'], ['L']], textKey: 'keys.live' },
  { keys: [['['], [']'], ['pageUp'], ['pageDown']], textKey: 'keys.camera' },
  { keys: [['+'], ['−']], textKey: 'keys.zoom' },
  { keys: [['F']], textKey: 'keys.fullscreen' },
  { keys: [[','], ['.']], textKey: 'keys.frameStep' },
  {
    keys: [
      ['ctrl', '←'],
      ['ctrl', '→'],
    ],
    textKey: 'keys.speed',
  },
] as const;
