/**
 * Recording that event rules ask for (`cameraRecordingAction`, `panicRecordingAction`): per camera, windows
 * [fromMs, untilMs] during which it records whatever its schedule says, on one stream. The recording manager
 * records a stream its plan leaves off always while a window is open; a stream it records on motion keeps
 * its motion gate, which counts a window as motion, so the rule's pre-time is kept from the segments the gate
 * holds. A window is named by its key (the rule and the camera): the end of a prolonged event shortens the
 * window its start opened.
 */

/** Which stream a rule records: the primary, or the secondary where the camera has one. */
export type RuleStream = 'primary' | 'secondary';

interface Window {
  cameraId: string;
  fromMs: number;
  untilMs: number;
  stream: RuleStream;
}

export class RuleRecordings {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly clock: () => number,
    /** Told when a window opens or changes (the manager reconciles at once). */
    private readonly changed: () => void = () => {},
  ) {}

  /** Opens (or replaces) the window under `key`. */
  record(key: string, window: Window): void {
    this.windows.set(key, window);
    this.changed();
  }

  /** Ends the window under `key` at `untilMs` (no later than it was to end); false when there is none. */
  endAt(key: string, untilMs: number): boolean {
    const window = this.windows.get(key);
    if (!window) return false;
    window.untilMs = Math.min(window.untilMs, untilMs);
    this.changed();
    return true;
  }

  /** The stream a rule records on a camera at `atMs` (primary wins over secondary); null when none. */
  streamAt(cameraId: string, atMs: number): RuleStream | null {
    let found: RuleStream | null = null;
    for (const w of this.windows.values()) {
      if (w.cameraId !== cameraId || atMs < w.fromMs || atMs > w.untilMs) continue;
      if (w.stream === 'primary') return 'primary';
      found = 'secondary';
    }
    return found;
  }

  /** Does a window of the camera touch [fromMs, toMs]? (The motion gate keeps such segments.) */
  touches(cameraId: string, fromMs: number, toMs: number): boolean {
    for (const w of this.windows.values())
      if (w.cameraId === cameraId && w.fromMs <= toMs && w.untilMs >= fromMs) return true;
    return false;
  }

  /** The cameras with a window open at `atMs`. */
  camerasAt(atMs: number): Set<string> {
    const ids = new Set<string>();
    for (const w of this.windows.values()) if (atMs >= w.fromMs && atMs <= w.untilMs) ids.add(w.cameraId);
    return ids;
  }

  /** Forgets windows that ended more than `keepMs` ago (the motion gate may still ask about them). */
  prune(keepMs: number): void {
    const floor = this.clock() - keepMs;
    for (const [key, w] of this.windows) if (w.untilMs < floor) this.windows.delete(key);
  }
}
