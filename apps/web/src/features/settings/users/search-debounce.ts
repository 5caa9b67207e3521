/** What a search box does with its text: applies it at once, later, or never. */
export interface SearchDebouncer {
  /** The text changed. */
  input(text: string): void;
  /** Applies the text waiting, if any, now. */
  flush(): void;
  /** Forgets the text waiting (on unmount). */
  cancel(): void;
}

/**
 * A leading and trailing debounce for a search that filters in the browser: the first keystroke after a
 * pause applies at once (the list answers the keystroke), later ones while typing go on are gathered, and
 * the last text applies once typing pauses for `delayMs`.
 */
export function searchDebouncer(apply: (text: string) => void, delayMs: number): SearchDebouncer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: string | undefined;
  const settle = () => {
    timer = undefined;
    if (waiting === undefined) return;
    const text = waiting;
    waiting = undefined;
    apply(text);
    // Applying opens a new quiet period: a keystroke right after it waits as well.
    timer = setTimeout(settle, delayMs);
  };
  return {
    input(text) {
      if (timer === undefined) {
        apply(text);
        timer = setTimeout(settle, delayMs);
        return;
      }
      waiting = text;
      clearTimeout(timer);
      timer = setTimeout(settle, delayMs);
    },
    flush() {
      clearTimeout(timer);
      timer = undefined;
      settle();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
  };
}
